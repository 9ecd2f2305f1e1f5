import { describe, expect, it } from 'vitest';
import type { MarketMonth } from '../../../../contract/market';
import {
  marketChartLayout,
  monthAxisLabels,
  monthLabel,
  pct,
  priceTicks,
} from './market-chart-layout';

const month = (i: number, inventory: number, price: number | null): MarketMonth => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  inventory,
  medianListPrice: price,
});

describe('the city chart layout', () => {
  it('puts 3 to 5 round price ticks from $0 up to at least the highest price', () => {
    expect(priceTicks(538_000)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(priceTicks(600_000)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(priceTicks(310_000)).toEqual([0, 200_000, 400_000]);
    expect(priceTicks(1_249_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(priceTicks(95_000)).toEqual([0, 50_000, 100_000]);
    expect(priceTicks(0)).toEqual([]);
    for (const highest of [1, 77, 123_456, 538_000, 999_999, 2_345_678, 40_000_000]) {
      const ticks = priceTicks(highest);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(highest);
    }
  });

  it('labels the ticks compactly and places them on a scale whose $0 is the baseline', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      month(i, 40 + i, i === 0 ? null : 489_000 + i * 4500),
    );
    const { ticks, bars, points, slot } = marketChartLayout(months);
    expect(ticks.map((t) => t.label)).toEqual(['$0', '$200K', '$400K', '$600K']);
    expect(ticks.map((t) => t.y)).toEqual([100, expect.closeTo(66.67), expect.closeTo(33.33), 0]);
    // the December price sits between the $400K and $600K lines, where it belongs
    expect(points).toHaveLength(11);
    expect(points.at(-1)!.y).toBeCloseTo(100 - (538_500 / 600_000) * 100);
    // 12 slots side by side across the plot, each bar inside its own slot
    expect(slot).toBeCloseTo(100 / 12);
    bars.forEach((b, i) => {
      expect(b.x).toBeGreaterThanOrEqual(slot * i);
      expect(b.x + b.width).toBeLessThanOrEqual(slot * (i + 1));
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeLessThanOrEqual(100);
    });
    // the tallest bar leaves headroom
    expect(Math.min(...bars.map((b) => b.y))).toBeCloseTo(10);
  });

  it('draws no price scale when no month has a price', () => {
    const layout = marketChartLayout([month(0, 0, null), month(1, 3, null)]);
    expect(layout.ticks).toEqual([]);
    expect(layout.points).toEqual([]);
    expect(layout.bars.map((b) => b.y)).toEqual([100, 10]);
    expect(pct(100 / 3)).toBe('33.33%');
  });

  /** The 12 months ending with `last` ('YYYY-MM'), oldest first. */
  const twelveMonthsTo = (last: string) => {
    const [year, month] = last.split('-').map(Number) as [number, number];
    return Array.from({ length: 12 }, (_, i) => {
      const index = year * 12 + (month - 1) - (11 - i);
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
  };

  it('names each month, with its year under it where a year starts (first month, January)', () => {
    const labels = monthAxisLabels(twelveMonthsTo('2026-04'));
    expect(labels.map((l) => l.short).join(' ')).toBe(
      'May Jun Jul Aug Sep Oct Nov Dec Jan Feb Mar Apr',
    );
    // a phone's slot has room for a letter
    expect(labels.map((l) => l.narrow).join('')).toBe('MJJASONDJFMA');
    // the years, under May and January
    expect(labels.flatMap((l, i) => (l.year ? [[i, l.year]] : []))).toEqual([
      [0, '2025'],
      [8, '2026'],
    ]);
    expect(labels.map((l) => l.month)).toEqual(twelveMonthsTo('2026-04'));
    // the chart's layout carries them, one a slot
    const months = twelveMonthsTo('2026-04').map((m) => ({
      month: m,
      inventory: 1,
      medianListPrice: null,
    }));
    expect(marketChartLayout(months).labels).toEqual(labels);
  });

  it('names one year when the 12 months are one calendar year', () => {
    const labels = monthAxisLabels(twelveMonthsTo('2026-12'));
    expect(labels.map((l) => l.year).filter(Boolean)).toEqual(['2026']);
    expect(labels[0]).toEqual({ month: '2026-01', narrow: 'J', short: 'Jan', year: '2026' });
  });

  it('never puts two years in neighbouring slots, where they would collide on a phone', () => {
    // December first: 2025 beside 2026 would overlap; that December goes without its year
    const fromDecember = monthAxisLabels(twelveMonthsTo('2026-11'));
    expect(fromDecember.slice(0, 3).map((l) => [l.short, l.year])).toEqual([
      ['Dec', null],
      ['Jan', '2026'],
      ['Feb', null],
    ]);
    for (let last = 1; last <= 12; last += 1) {
      const labels = monthAxisLabels(twelveMonthsTo(`2026-${String(last).padStart(2, '0')}`));
      const withYear = labels.flatMap((l, i) => (l.year ? [i] : []));
      expect(withYear.length).toBeGreaterThanOrEqual(1);
      withYear.slice(1).forEach((i, k) => expect(i - withYear[k]!).toBeGreaterThan(1));
      // every January says its year
      for (const l of labels) if (l.month.endsWith('-01')) expect(l.year).toBe(l.month.slice(0, 4));
    }
    // a single month still says which year it is
    expect(monthAxisLabels(['2026-07'])).toEqual([
      { month: '2026-07', narrow: 'J', short: 'Jul', year: '2026' },
    ]);
    expect(monthLabel('2026-11')).toBe('Nov 2026');
  });
});
