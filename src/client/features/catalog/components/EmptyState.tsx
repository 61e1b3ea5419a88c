// What a list shows when nothing matches. Under a search (?query= in the address) it also
// offers a near spelling that finds products.
import { PackageSearch } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { DidYouMean } from './DidYouMean';

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: { href: string; label: string };
}) {
  const query = new URLSearchParams(useSearch()).get('query') ?? '';
  const [path] = useLocation();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center">
      <PackageSearch aria-hidden="true" className="mb-4 h-12 w-12 text-gray-400" />
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mt-2 max-w-md text-gray-600">{description}</p>
      {query.trim() ? <DidYouMean query={query} href={(q) => `${path}?query=${encodeURIComponent(q)}`} /> : null}
      {action ? (
        <Link href={action.href} className={buttonClasses('primary', 'md', 'mt-6')}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
