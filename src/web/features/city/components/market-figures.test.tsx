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
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(11);
    expect(chart.querySelector('desc')?.textContent).toContain(
      'inventory went from 0 to 41 listings',
    );
    const table = screen.getByRole('table', { name: 'Payson market by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Jan 2026');
    expect(rows[1]!.textContent).toContain('No listings');
    expect(rows[12]!.textContent).toContain('$455,000');
  });
});
