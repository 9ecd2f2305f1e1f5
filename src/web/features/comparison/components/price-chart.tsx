import type { ComparableProperty } from '../../../../contract/comparison';
import type { PropertySummary } from '../../../../contract/properties';
import { formatPrice, listingTitle } from '../../../../core/listing-display';
import { cn } from '../../../lib/cn';

type Bar = { id: number; label: string; price: number; subject: boolean };

/**
 * The prices side by side as horizontal bars (plain CSS: a chart library would weigh more
 * than the page). Each bar's label and price are text, so the bars themselves are decorative.
 */
export function PriceChart({
  subject,
  comparables,
}: {
  subject: PropertySummary;
  comparables: readonly ComparableProperty[];
}) {
  const bars: Bar[] = [subject, ...comparables]
    .filter((p) => p.price !== null)
    .map((p) => ({
      id: p.id,
      label: listingTitle(p),
      price: p.price ?? 0,
      subject: p.id === subject.id,
    }));
  const highest = Math.max(1, ...bars.map((b) => b.price));
  return (
    <section
      aria-labelledby="price-chart-heading"
      className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="price-chart-heading" className="text-lg font-semibold">
        Price Chart
      </h2>
      <ul className="mt-4 space-y-4">
        {bars.map((bar) => (
          <li key={bar.id} data-testid="price-bar" data-subject={bar.subject || undefined}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-baseline gap-2">
                <span className="truncate">{bar.label}</span>
                {bar.subject && (
                  <span className="shrink-0 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-brand-foreground">
                    This property
                  </span>
                )}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatPrice(bar.price)}</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={cn('h-full rounded-full', bar.subject ? 'bg-brand' : 'bg-slate-500')}
                style={{ width: `${Math.max(2, (bar.price / highest) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
