import { formatPrice } from '../../../../core/listing-display';
import {
  loadedListings,
  type JustListedSort,
  type JustListedStats,
} from '../../../../core/just-listed';
import { Skeleton } from '../../../components/ui/skeleton';

const CARD = 'rounded-xl border border-border bg-card p-4 shadow-sm';
const GRID = 'grid grid-cols-2 gap-3 md:grid-cols-4';

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className={CARD} data-testid="just-listed-stat">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

/** A few city names, then how many more. */
function cityNote(cities: readonly string[]): string {
  if (cities.length === 0) return 'None yet';
  const named = cities.slice(0, 3).join(', ');
  return cities.length > 3 ? `${named} +${cities.length - 3} more` : named;
}

/**
 * The stat cards: how many listings match (the API's total), and the average price, brand-new
 * count and cities of the listings loaded. While more can be loaded, they say which listings
 * those are ('of the newest 50'): the first page of the newest is often all brand new, which
 * beside a total of 359 must not read as "all of them".
 */
export function StatCards({ stats, sort }: { stats: JustListedStats; sort: JustListedSort }) {
  const loaded = loadedListings(stats, sort);
  const scope = loaded ? `of ${loaded}` : `of ${stats.loaded.toLocaleString('en-US')} listings`;
  return (
    <dl className={GRID} aria-label="Just Listed summary">
      <Stat
        label="Just Listed"
        value={stats.count.toLocaleString('en-US')}
        note="Active, 7 days or less on market"
      />
      <Stat label="Average Price" value={formatPrice(stats.averagePrice) ?? '—'} note={scope} />
      <Stat
        label="Brand New"
        value={stats.brandNewCount.toLocaleString('en-US')}
        note={`1-2 days on market, ${scope}`}
      />
      <Stat
        label="Cities"
        value={stats.cities.length.toLocaleString('en-US')}
        note={cityNote(stats.cities)}
      />
    </dl>
  );
}

/** The stat cards' loading state, at their size. */
export function StatCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={CARD}>
          <Skeleton className="h-4 w-20" />
          <Skeleton className="mt-2 h-7 w-24" />
          <Skeleton className="mt-2 h-3 w-28" />
        </div>
      ))}
    </div>
  );
}
