import type { ComponentProps } from 'react';
import type { PropertySummary } from '../../../contract/properties';
import { cx } from '../../lib/cn';
import { useSiteInfo } from '../../lib/site-info';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

// Columns follow the grid's own width (container queries), so the grid fills the space left
// by a sidebar: 1 column on phones, then 2, 3 and 4 at wide widths. The admin's compact view
// (UI Settings) fits a column more at each width, with narrower gaps.
const GRID = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4';
const COMPACT_GRID =
  'grid grid-cols-1 gap-3 @lg:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4 @6xl:grid-cols-5';

/** The grid's classes: the compact view when the admin chose it. */
function useGridClass(): string {
  return useSiteInfo().data?.appearance.ui.compactView ? COMPACT_GRID : GRID;
}

type CardProps = Omit<ComponentProps<typeof ListingCard>, 'property'>;

/** A responsive grid of listing cards. `busy` dims it while the next page loads. */
export function ListingGrid({
  properties,
  busy = false,
  ...cardProps
}: CardProps & { properties: readonly PropertySummary[]; busy?: boolean }) {
  const grid = useGridClass();
  return (
    <div className="@container">
      <ul
        className={cx(grid, busy && 'opacity-60 transition-opacity')}
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
  const grid = useGridClass();
  return (
    <div className="@container" role="status">
      <span className="sr-only">{label}</span>
      <div className={grid}>
        {Array.from({ length: count }, (_, index) => (
          <ListingCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
