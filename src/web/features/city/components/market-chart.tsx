import { useId } from 'react';
import type { MarketMonth } from '../../../../contract/market';
import { formatPrice } from '../../../../core/listing-display';
import { formatWholeNumber } from '../../../../core/number-format';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'YYYY-MM' -> 'Nov 2026' (fixed names: the server's and the browser's text agree). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 16 };

/** "$450K" / "$1.2M": the line's end label. */
function shortPrice(value: number): string {
  if (value >= 1_000_000) return `$${(value / 1_000_000).toFixed(1)}M`;
  return `$${Math.round(value / 1000)}K`;
}

/**
 * The 12-month chart of a city page: inventory as bars, the median list price as a line.
 * Plain SVG, drawn the same on the server, so it shows without JavaScript. Screen readers get
 * the title and a summary (`<title>`/`<desc>`), and every figure in the table that follows it
 * (visually hidden).
 */
export function MarketChart({ city, months }: { city: string; months: readonly MarketMonth[] }) {
  const id = useId();
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(months.length, 1);
  const maxInventory = Math.max(1, ...months.map((m) => m.inventory));
  const prices = months.flatMap((m) => (m.medianListPrice === null ? [] : [m.medianListPrice]));
  const low = prices.length ? Math.min(...prices) * 0.9 : 0;
  const high = prices.length ? Math.max(...prices) * 1.05 : 1;
  const y = (price: number) => PAD.top + plotH - ((price - low) / (high - low || 1)) * plotH;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const linePoints = months
    .map((m, i) => (m.medianListPrice === null ? null : `${x(i)},${y(m.medianListPrice)}`))
    .filter(Boolean)
    .join(' ');
  const first = months[0];
  const last = months.at(-1);
  const summary =
    first && last
      ? `From ${monthLabel(first.month)} to ${monthLabel(last.month)}: inventory went from ${first.inventory} to ${last.inventory} listings; the median list price from ${formatPrice(first.medianListPrice) ?? 'no figure'} to ${formatPrice(last.medianListPrice) ?? 'no figure'}.`
      : 'No months to show.';

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="market-chart"
      >
        <title
          id={`${id}-title`}
        >{`${city}: median list price and inventory, last 12 months`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          className="stroke-slate-400"
        />
        {months.map((m, i) => {
          const h = (m.inventory / maxInventory) * plotH * 0.8;
          return (
            <g key={m.month}>
              <rect
                x={x(i) - slot * 0.3}
                y={PAD.top + plotH - h}
                width={slot * 0.6}
                height={h}
                rx={2}
                className="fill-sky-200"
              />
              <text
                x={x(i)}
                y={HEIGHT - PAD.bottom + 16}
                textAnchor="middle"
                fontSize={11}
                className="fill-slate-700"
              >
                {monthLabel(m.month).slice(0, 3)}
              </text>
              {m.inventory > 0 && (
                <text
                  x={x(i)}
                  y={PAD.top + plotH - h - 4}
                  textAnchor="middle"
                  fontSize={10}
                  className="fill-slate-700"
                >
                  {m.inventory}
                </text>
              )}
            </g>
          );
        })}
        {linePoints && (
          <polyline
            points={linePoints}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className="stroke-emerald-700"
          />
        )}
        {months.map((m, i) =>
          m.medianListPrice === null ? null : (
            <circle
              key={m.month}
              cx={x(i)}
              cy={y(m.medianListPrice)}
              r={3.5}
              className="fill-emerald-700"
            />
          ),
        )}
        {last?.medianListPrice != null && (
          <text
            x={x(months.length - 1)}
            y={y(last.medianListPrice) - 8}
            textAnchor="end"
            fontSize={11}
            fontWeight={600}
            className="fill-emerald-800"
          >
            {shortPrice(last.medianListPrice)}
          </text>
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-sky-200" />
          Inventory (active listings)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-emerald-700" />
          Median list price
        </span>
      </figcaption>
      <table className="sr-only">
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
    </figure>
  );
}
