import type { MarketMonth } from '../../../../contract/market';
import { formatPriceTag } from '../../../../core/number-format';

/**
 * The geometry of a city's 12-month chart, in percent of the plot area. The chart is drawn at
 * the width of its box (the server does not know it), so every horizontal position is a
 * percentage and text is never scaled: labels keep their size at 320 px and at 1280 px.
 */
export type PriceTick = { value: number; label: string; y: number };
export type ChartBar = { month: string; inventory: number; x: number; width: number; y: number };
export type PricePoint = { month: string; price: number; x: number; y: number };
/**
 * The text under one slot: the month's name, `narrow` for a phone's slot (about 18 px: a
 * letter) and `short` from the sm breakpoint (43 px and up), and on the row below it the year,
 * only where a year starts.
 */
export type MonthAxisLabel = { month: string; narrow: string; short: string; year: string | null };
export type ChartLayout = {
  ticks: PriceTick[];
  bars: ChartBar[];
  points: PricePoint[];
  labels: MonthAxisLabel[];
  /** Each month's slot width (the bar and its labels are centred in it). */
  slot: number;
};

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

/** 'YYYY-MM' -> its year and its month's short name ('Nov'). */
function monthParts(month: string): { year: string; name: string } {
  const [year = '', m = ''] = month.split('-');
  return { year, name: MONTH_NAMES[Number(m) - 1] ?? m };
}

/** 'YYYY-MM' -> 'Nov 2026' (fixed names: the server's and the browser's text agree). */
export function monthLabel(month: string): string {
  const { year, name } = monthParts(month);
  return `${name} ${year}`;
}

/**
 * The month labels: each month's name, and its year on a row of its own under the names where
 * a year starts (the first month, and the month the year changes), so 12 months across two
 * years read without guessing: May, Jun, ... Jan, Feb over 2025 under May and 2026 under Jan.
 * The year has a row of its own because a phone's slot holds a letter and no more ('M’25' beside
 * 'J' left 2 px between them, 'May 2025' beside 'Jun' 3 px at 640 px). A year is wider than a
 * phone's slot, so two never stand in neighbouring slots: when the second month already starts
 * a new year (a December first), the first goes without it (that December is plainly 2025).
 */
export function monthAxisLabels(months: readonly string[]): MonthAxisLabel[] {
  const startsYear = (i: number) =>
    i === 0 || monthParts(months[i]!).year !== monthParts(months[i - 1]!).year;
  return months.map((month, i) => {
    const { year, name } = monthParts(month);
    const withYear = startsYear(i) && !(i === 0 && months.length > 1 && startsYear(1));
    return { month, narrow: name.slice(0, 1), short: name, year: withYear ? year : null };
  });
}

/** Share of a slot a bar fills, and of the plot height the tallest bar reaches. */
const BAR_SHARE = 0.6;
const TALLEST_BAR = 0.9;

/**
 * Round ticks from $0 to at least the highest price, 3 to 5 of them (steps of 1, 2, 2.5 or 5
 * times a power of ten): 538,000 gives $0, $200K, $400K, $600K.
 */
export function priceTicks(highest: number): number[] {
  if (!(highest > 0)) return [];
  const rough = highest / 3;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? rough;
  const count = Math.ceil(highest / step);
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

export function marketChartLayout(months: readonly MarketMonth[]): ChartLayout {
  const slot = 100 / Math.max(months.length, 1);
  const center = (i: number) => slot * i + slot / 2;
  const prices = months.flatMap((m) => (m.medianListPrice === null ? [] : [m.medianListPrice]));
  const values = priceTicks(Math.max(0, ...prices));
  const top = values.at(-1) ?? 1;
  // y grows downwards: 0 % is the plot's top, 100 % its baseline
  const priceY = (price: number) => 100 - (price / top) * 100;
  const maxInventory = Math.max(1, ...months.map((m) => m.inventory));
  return {
    slot,
    ticks: values.map((value) => ({ value, label: formatPriceTag(value), y: priceY(value) })),
    labels: monthAxisLabels(months.map((m) => m.month)),
    bars: months.map((m, i) => ({
      month: m.month,
      inventory: m.inventory,
      x: center(i) - (slot * BAR_SHARE) / 2,
      width: slot * BAR_SHARE,
      y: 100 - (m.inventory / maxInventory) * TALLEST_BAR * 100,
    })),
    points: months.flatMap((m, i) =>
      m.medianListPrice === null
        ? []
        : [
            {
              month: m.month,
              price: m.medianListPrice,
              x: center(i),
              y: priceY(m.medianListPrice),
            },
          ],
    ),
  };
}

/** A percentage for an SVG attribute ('37.5%'): two decimals are finer than a pixel. */
export const pct = (value: number) => `${Number(value.toFixed(2))}%`;
