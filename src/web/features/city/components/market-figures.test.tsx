// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketFigures, MarketMonth } from '../../../../contract/market';
import { resetBrowser } from '../../../testing/reset-browser';
import { MarketChart } from './market-chart';
import { MarketFiguresList } from './market-figures';

afterEach(resetBrowser);

const figures: MarketFigures = {
  recordDate: '2026-11-27',
  activeListings: 42,
  medianListPrice: 450_000,
  medianDaysOnMarket: 38,
  averageDaysOnMarket: 51.5,
  newListings30d: 9,
  priceReductions30d: 4,
  medianSalesPrice: null,
  totalHomesSold: null,
  marketSupplyMonths: null,
  pricePerSquareFoot: 251.4,
};

const months: MarketMonth[] = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  inventory: i === 0 ? 0 : 30 + i,
  medianListPrice: i === 0 ? null : 400_000 + i * 5000,
}));

describe('city market figures and chart', () => {
  it('lists the figures as terms and values, leaving out sold figures the feed does not carry', () => {
    render(<MarketFiguresList figures={figures} />);
    const list = screen.getByTestId('market-figures');
    const value = (term: string) => within(list).getByText(term).nextElementSibling?.textContent;
    expect(value('Homes for sale')).toBe('42');
    expect(value('Median list price')).toBe('$450,000');
    expect(value('Median days on market')).toBe('38 days');
    expect(value('Price reductions (last 30 days)')).toBe('4');
    expect(value('Median price per square foot')).toBe('$251');
    expect(within(list).queryByText('Months of supply')).toBeNull();
    expect(screen.getByText(/As of November 27, 2026/)).toBeTruthy();
  });

  it('draws 12 bars and the price line, named for screen readers with every month in a table', () => {
    render(<MarketChart city="Payson" months={months} />);
    const chart = screen.getByRole('img', { name: /Payson: median list price and inventory/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    // 11 months with a price: 11 points joined by 10 segments
    expect(chart.querySelectorAll('circle')).toHaveLength(11);
    expect(chart.querySelectorAll('[data-testid="price-segment"]')).toHaveLength(10);
    expect(chart.querySelector('desc')?.textContent).toContain(
      'inventory went from 0 to 41 listings',
    );
    const table = screen.getByRole('table', { name: 'Payson market by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Jan 2026');
    expect(rows[1]!.textContent).toContain('No listings');
    expect(rows[12]!.textContent).toContain('$455,000');
    // clipped by a 1 px box: an sr-only table is as wide as its text and widened phone pages
    expect(table.parentElement?.className).toBe('sr-only');
    expect(table.className).toBe('');
  });

  it('has a price scale of round ticks, and month names and counts under the bars', () => {
    render(<MarketChart city="Payson" months={months} />);
    const chart = screen.getByTestId('market-chart');
    const ticks = [...chart.querySelectorAll('[data-testid="price-tick"]')];
    expect(ticks.map((t) => t.textContent)).toEqual(['$0', '$200K', '$400K', '$600K']);
    // each tick is a grid line and its label, the label left of the plot
    expect(ticks.every((t) => t.querySelector('line') && t.querySelector('text'))).toBe(true);
    expect(ticks.map((t) => t.querySelector('text')!.getAttribute('x'))).toEqual(
      Array(4).fill('-6'),
    );
    const groups = [...chart.querySelectorAll('[data-testid="month-labels"]')];
    expect(groups).toHaveLength(12);
    // a letter on phones, three letters from the sm breakpoint, then the month's count
    expect([...groups[1]!.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      'F',
      'Feb',
      '31',
    ]);
    // the first month also has its year, on a row between its name and its count
    const first = [...groups[0]!.querySelectorAll('text')];
    expect(first.map((t) => t.textContent)).toEqual(['J', 'Jan', '2026', '0']);
    expect(first.map((t) => t.getAttribute('dy'))).toEqual(['16', '16', '31', '46']);
    // every label is below the plot (y 100 % plus an offset), none inside it
    for (const text of groups.flatMap((g) => [...g.querySelectorAll('text')])) {
      expect(text.getAttribute('y')).toBe('100%');
      expect(Number(text.getAttribute('dy'))).toBeGreaterThan(0);
    }
    // the latest price is in the legend, not on the line
    expect(screen.getByText('Median list price (Dec 2026: $455,000)')).toBeTruthy();
  });

  it('puts every other count one row lower on phones when counts have three digits', () => {
    const big = months.map((m, i) => ({ ...m, inventory: 180 + i }));
    render(<MarketChart city="Show Low" months={big} />);
    const groups = [
      ...screen.getByTestId('market-chart').querySelectorAll('[data-testid="month-labels"]'),
    ];
    const counts = (g: Element) =>
      [...g.querySelectorAll('text')].filter((t) => /^\d+$/.test(t.textContent ?? ''));
    const phone = (g: Element) =>
      counts(g).find((t) => t.getAttribute('class')!.includes('sm:hidden'))!;
    expect(phone(groups[0]!).getAttribute('dy')).toBe('46');
    expect(phone(groups[1]!).getAttribute('dy')).toBe('59');
    expect(phone(groups[2]!).getAttribute('dy')).toBe('46');
    // from the sm breakpoint one row is wide enough
    expect(
      counts(groups[1]!)
        .find((t) => t.getAttribute('class')!.includes('max-sm:hidden'))!
        .getAttribute('dy'),
    ).toBe('46');
  });
});
