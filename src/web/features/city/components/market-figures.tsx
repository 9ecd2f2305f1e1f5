import type { MarketFigures as Figures } from '../../../../contract/market';
import { formatPrice } from '../../../../core/listing-display';
import { formatWholeNumber } from '../../../../core/number-format';

/** 'YYYY-MM-DD' -> 'November 27, 2026' (UTC: the same text on the server and in the browser). */
export function recordDateText(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const days = (value: number | null) =>
  value === null ? null : `${formatWholeNumber(value)} ${Math.round(value) === 1 ? 'day' : 'days'}`;

/** The figures a city page lists; sold figures only where the feed carries sold data. */
export function figureRows(f: Figures): Array<[term: string, value: string]> {
  const rows: Array<[string, string | null]> = [
    ['Homes for sale', formatWholeNumber(f.activeListings)],
    ['Median list price', formatPrice(f.medianListPrice)],
    ['Median days on market', days(f.medianDaysOnMarket)],
    ['Average days on market', days(f.averageDaysOnMarket)],
    ['New listings (last 30 days)', formatWholeNumber(f.newListings30d)],
    ['Price reductions (last 30 days)', formatWholeNumber(f.priceReductions30d)],
    [
      'Median price per square foot',
      f.pricePerSquareFoot === null ? null : `${formatPrice(Math.round(f.pricePerSquareFoot))}`,
    ],
    ['Median sales price (6 months)', formatPrice(f.medianSalesPrice)],
    ['Homes sold', f.totalHomesSold === null ? null : formatWholeNumber(f.totalHomesSold)],
    ['Months of supply', f.marketSupplyMonths === null ? null : f.marketSupplyMonths.toFixed(1)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** A city's market figures as a definition list. */
export function MarketFiguresList({ figures }: { figures: Figures }) {
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        data-testid="market-figures"
      >
        {figureRows(figures).map(([term, value]) => (
          <div key={term} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="mt-1 text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-on-main-muted">
        As of {recordDateText(figures.recordDate)}, computed nightly from the listings we carry.
      </p>
    </>
  );
}
