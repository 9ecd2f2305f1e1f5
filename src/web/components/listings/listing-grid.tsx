import type { ComponentProps } from 'react';
import type { PropertySummary } from '../../../contract/properties';
import { cx } from '../../lib/cn';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

// Columns follow the grid's own width (container queries), so the grid fills the space left
// by a sidebar: 1 column on phones, then 2, 3 and 4 at wide widths.
const GRID = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4';

type CardProps = Omit<ComponentProps<typeof ListingCard>, 'property'>;

/** A responsive grid of listing cards. `busy` dims it while the next page loads. */
export function ListingGrid({
  properties,
  busy = false,
  ...cardProps
}: CardProps & { properties: readonly PropertySummary[]; busy?: boolean }) {
  return (
    <div className="@container">
      <ul
        className={cx(GRID, busy && 'opacity-60 transition-opacity')}
        aria-busy={busy || undefined}
      >
        {properties.map((property) => (
          <li key={property.id}>
            <ListingCard property={property} {...cardProps} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The loading state of a grid: `count` skeleton cards of the real card's size. */
export function ListingGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="@container" role="status">
      <span className="sr-only">{label}</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <ListingCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
