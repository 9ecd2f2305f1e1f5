import { Skeleton } from '../../../components/ui/skeleton';
import { BackToSearch } from './property-header';

export const LOADING_TEXT = 'Loading property details...';

/** The gallery's shape, while the page loads and until the photo allow-list is in. */
export function GalleryPlaceholder() {
  return (
    <div className="grid gap-2 md:grid-cols-[3fr_1fr]">
      <Skeleton className="aspect-[4/3] rounded-xl" />
      <div className="grid grid-cols-4 gap-2 md:grid-cols-1 md:grid-rows-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[4/3] rounded-lg md:aspect-auto" />
        ))}
      </div>
    </div>
  );
}

/**
 * The page's layout while the listing loads: the same header, gallery and column sizes as
 * the page, so nothing moves when it arrives.
 */
export function PropertySkeleton({ returnPath }: { returnPath: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex min-h-10 items-center">
        <BackToSearch href={returnPath} />
      </div>
      <div className="mt-3 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <Skeleton className="h-8 w-3/4 max-w-md sm:h-9" />
          <p className="mt-1 text-lg text-slate-700">{LOADING_TEXT}</p>
          <Skeleton className="mt-3 h-6 w-full max-w-sm" />
        </div>
        <div className="flex shrink-0 flex-col gap-2 md:items-end">
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-5 w-56" />
          <Skeleton className="mt-2 h-9 w-32" />
        </div>
      </div>
      {/* the header's actions: favorite, Compare price, Market analysis */}
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex">
        <Skeleton className="col-span-2 h-9 sm:w-52" />
        <Skeleton className="h-9 sm:w-36" />
        <Skeleton className="h-9 sm:w-40" />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <GalleryPlaceholder />
          <Skeleton className="h-72 rounded-xl" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
