import { cn } from '../../lib/cn';
import { Skeleton } from '../ui/skeleton';
import { CARD_BODY, CARD_FRAME, CARD_PHOTO_BOX } from './card-layout';

/** A loading card with the listing card's exact size. */
export function ListingCardSkeleton() {
  return (
    <div className={CARD_FRAME} aria-hidden="true" data-testid="listing-card-skeleton">
      <Skeleton className={cn(CARD_PHOTO_BOX, 'rounded-none')} />
      <div className={CARD_BODY}>
        {/* the price, then the status badge on its own row, as on the card */}
        <div className="flex h-7 items-center">
          <Skeleton className="h-6 w-28" />
        </div>
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="my-1 h-4 w-3/4" />
        <Skeleton className="my-0.5 h-4 w-1/2" />
        <div className="grid h-9 grid-cols-3 gap-2">
          <Skeleton className="h-full" />
          <Skeleton className="h-full" />
          <Skeleton className="h-full" />
        </div>
        <Skeleton className="h-3 w-3/5" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-4/5" />
      </div>
    </div>
  );
}
