// "Did you mean dresses?" under a search that found nothing, when a near spelling finds
// products. Self-contained: it asks the typeahead's endpoint about the search it is given.
import { Link } from 'wouter';
import { useSuggestions } from '../../../lib/suggestions';

/** `href` makes the link for the corrected search (the shop's search by default). */
export function DidYouMean({
  query,
  href = (q) => `/shop?query=${encodeURIComponent(q)}`,
}: {
  query: string;
  href?: (q: string) => string;
}) {
  const fix = useSuggestions(query, { pauseMs: 0 }).didYouMean;
  if (!fix) return null;
  return (
    <p className="mt-4 text-gray-700">
      Did you mean{' '}
      <Link href={href(fix)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {fix}
      </Link>
      ?
    </p>
  );
}
