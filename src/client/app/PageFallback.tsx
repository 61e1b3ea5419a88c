import { Skeleton } from '../components/ui/skeleton';

export function PageFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" aria-busy="true" aria-label="Loading page">
      <Skeleton className="mb-6 h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
