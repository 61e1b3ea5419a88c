import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** "Showing n of total" and a button that fetches the next page by cursor. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-gray-600" aria-live="polite">
        Showing {shown} of {total} products
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} aria-disabled={loading || undefined}>
          {loading ? <Spinner /> : null}
          {loading ? 'Loading...' : 'Load More'}
        </Button>
      ) : null}
    </div>
  );
}
