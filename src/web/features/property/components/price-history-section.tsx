import type { PropertyDetail } from '../../../../contract/properties';
import { formatPrice } from '../../../../core/listing-display';
import { formatChangePercent, priceHistoryEvents } from '../../../../core/price-history';
import { cn } from '../../../lib/cn';
import { formatDay } from '../property-format';
import { Section } from './section';

export const PRICE_HISTORY_TITLE = 'Price history';

/** What a cell shows when the value is unknown (a listing without a date or a price). */
const UNKNOWN = '—';

// Tight on phones: the four columns fit 390 px, the event's words wrapping if they must.
const HEAD = 'px-1.5 py-2 font-medium text-muted-foreground first:pl-0 last:pr-0 sm:px-3';
const CELL = 'px-1.5 py-2 first:pl-0 last:pr-0 sm:px-3';
const FIGURE = 'whitespace-nowrap text-right tabular-nums';

/**
 * The listing's price and status history (issue 23, decision 021), newest first: each price
 * change with its change in percent, each status change, and when it was listed. Dates are
 * Arizona days; the listing date is the feed's calendar day.
 */
export function PriceHistorySection({ property }: { property: PropertyDetail }) {
  const events = priceHistoryEvents(property, property.history);
  return (
    <Section id="price-history" title={PRICE_HISTORY_TITLE}>
      {/* a phone scrolls the table sideways rather than squeezing its figures */}
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <table className="w-full text-left text-sm" data-testid="price-history">
          <thead className="border-b">
            <tr>
              <th scope="col" className={HEAD}>
                Date
              </th>
              <th scope="col" className={HEAD}>
                Event
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                Price
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {events.map((e, i) => (
              <tr key={i} data-testid="price-history-row">
                <td className={cn(CELL, 'whitespace-nowrap text-slate-700')}>
                  {formatDay(e.date) ?? UNKNOWN}
                </td>
                <td className={cn(CELL, 'font-medium')}>{e.event}</td>
                <td className={cn(CELL, FIGURE)}>{formatPrice(e.price) ?? UNKNOWN}</td>
                <td
                  className={cn(
                    CELL,
                    FIGURE,
                    e.changePercent !== null && e.changePercent < 0 && 'text-red-800',
                    e.changePercent !== null && e.changePercent > 0 && 'text-emerald-800',
                  )}
                >
                  {e.changePercent === null ? '' : formatChangePercent(e.changePercent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
