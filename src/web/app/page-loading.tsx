import { Skeleton } from '../components/ui/skeleton';

/** Shown while a page's code chunk loads; sized like a page so nothing jumps. */
export function PageLoading() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8" role="status" aria-live="polite">
      <span className="sr-only">Loading page...</span>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-6 w-1/2" />
    </div>
  );
}
