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
export type ChartLayout = {
  ticks: PriceTick[];
  bars: ChartBar[];
  points: PricePoint[];
  /** Each month's slot width (the bar and its labels are centred in it). */
  slot: number;
};

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
