import { Link } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { buttonClasses } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageTitle {...PAGE_META.NotFound} />
      <p aria-hidden="true" className="font-display text-8xl font-bold text-brand-600">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-gray-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 text-gray-600">Sorry, the page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses('primary', 'lg')}>
          Back to Home
        </Link>
        <Link href="/shop" className={buttonClasses('outline', 'lg')}>
          Go to Shop
        </Link>
      </div>
    </section>
  );
}
