import { PageTitle } from '../components/PageTitle';
import { Skeleton } from '../components/ui/skeleton';

/** While a page's code loads; the tab names the store until the page names itself. */
export function PageFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" aria-busy="true" aria-label="Loading page">
      <PageTitle />
      <Skeleton className="mb-6 h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
