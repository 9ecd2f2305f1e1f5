import { useId } from 'react';
import type { MarketMonth } from '../../../../contract/market';
import { formatPrice } from '../../../../core/listing-display';
import { formatWholeNumber } from '../../../../core/number-format';
import { marketChartLayout, monthLabel, pct } from './market-chart-layout';

const LABEL = 'text-[11px] sm:text-xs';
const COUNT = 'fill-sky-900 text-[10px] font-medium tabular-nums sm:text-xs';

/**
 * The 12-month chart of a city page: inventory as bars, the median list price as a line on a
 * price scale from $0. Plain SVG, drawn the same on the server, so it shows without
 * JavaScript. It has a fixed height and percentage positions (market-chart-layout.ts), so its
 * text keeps its size at any width. No label sits inside the plot: the price scale is in the
 * left gutter, each month's name, its year where a year starts (a row of its own) and its
 * listing count are under its bar, and the latest price is in the legend, so no two labels can
 * meet. Screen readers get the title and a summary (`<title>`/`<desc>`), and every figure in
 * the table that follows it (visually hidden).
 */
export function MarketChart({ city, months }: { city: string; months: readonly MarketMonth[] }) {
  const id = useId();
  const { ticks, bars, points, labels, slot } = marketChartLayout(months);
  const first = months[0];
  const last = months.at(-1);
  const latest = points.at(-1);
  // three digits are wider than a phone's slot: every other count goes one row lower there
  const stagger = bars.some((b) => b.inventory >= 100);
  const summary =
    first && last
      ? `From ${monthLabel(first.month)} to ${monthLabel(last.month)}: inventory went from ${first.inventory} to ${last.inventory} listings; the median list price from ${formatPrice(first.medianListPrice) ?? 'no figure'} to ${formatPrice(last.medianListPrice) ?? 'no figure'}.`
      : 'No months to show.';

  return (
    <figure className="m-0">
      {/* the padding is the room of the labels drawn outside the plot (overflow-visible) */}
      <div className={`h-56 pt-3 pr-1 pl-11 sm:h-72 sm:pb-14 ${stagger ? 'pb-18' : 'pb-14'}`}>
        <svg
          className="block size-full overflow-visible"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          data-testid="market-chart"
        >
          <title
            id={`${id}-title`}
          >{`${city}: median list price and inventory, last 12 months`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((t) => (
            <g key={t.value} data-testid="price-tick">
              <line
                x1="0"
                x2="100%"
                y1={pct(t.y)}
                y2={pct(t.y)}
                className={t.value === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
              />
              <text
                x={-6}
                y={pct(t.y)}
                dy="0.35em"
                textAnchor="end"
                className={`fill-slate-600 ${LABEL}`}
              >
                {t.label}
              </text>
            </g>
          ))}
          {bars.map((b) => (
            <rect
              key={b.month}
              x={pct(b.x)}
              y={pct(b.y)}
              width={pct(b.width)}
              height={pct(100 - b.y)}
              rx={2}
              className="fill-sky-200"
            />
          ))}
          {points.slice(1).map((p, i) => (
            <line
              key={p.month}
              x1={pct(points[i]!.x)}
              y1={pct(points[i]!.y)}
              x2={pct(p.x)}
              y2={pct(p.y)}
              strokeWidth={2.5}
              strokeLinecap="round"
              className="stroke-emerald-700"
              data-testid="price-segment"
            />
          ))}
          {points.map((p) => (
            <circle
              key={p.month}
              cx={pct(p.x)}
              cy={pct(p.y)}
              r={3.5}
              className="fill-emerald-700"
            />
          ))}
          {bars.map((b, i) => {
            const x = pct(slot * i + slot / 2);
            const label = labels[i]!;
            return (
              <g key={b.month} textAnchor="middle" data-testid="month-labels">
                {/* a phone's slot is about 18 px wide: room for a letter, not for 'Jan' */}
                <text x={x} y="100%" dy={16} className={`fill-slate-700 sm:hidden ${LABEL}`}>
                  {label.narrow}
                </text>
                <text x={x} y="100%" dy={16} className={`fill-slate-700 max-sm:hidden ${LABEL}`}>
                  {label.short}
                </text>
                {label.year && (
                  <text x={x} y="100%" dy={31} className={`fill-slate-600 ${LABEL}`}>
                    {label.year}
                  </text>
                )}
                {stagger ? (
                  <>
                    <text x={x} y="100%" dy={46 + (i % 2) * 13} className={`sm:hidden ${COUNT}`}>
                      {b.inventory}
                    </text>
                    <text x={x} y="100%" dy={46} className={`max-sm:hidden ${COUNT}`}>
                      {b.inventory}
                    </text>
                  </>
                ) : (
                  <text x={x} y="100%" dy={46} className={COUNT}>
                    {b.inventory}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm bg-sky-200" />
          Inventory (active listings: the number under each month)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 shrink-0 bg-emerald-700" />
          {latest
            ? `Median list price (${monthLabel(latest.month)}: ${formatPrice(latest.price)})`
            : 'Median list price'}
        </span>
      </figcaption>
      {/* sr-only on the table itself does not hide it: a table is never narrower than its
          content, so at 320 px it widened the page; the 1 px box clips it */}
      <div className="sr-only">
        <table>
          <caption>{`${city} market by month`}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Active listings</th>
              <th scope="col">Median list price</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{formatWholeNumber(m.inventory)}</td>
                <td>{formatPrice(m.medianListPrice) ?? 'No listings'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
