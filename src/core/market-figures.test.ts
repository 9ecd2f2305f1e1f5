import { describe, expect, it } from 'vitest';
import {
  chartMonths,
  cityOfSlug,
  cityPagePath,
  citySlug,
  median,
  monthsOfSupply,
  pricePerSquareFoot,
} from './market-figures';

describe('market figures', () => {
  it('takes the median of odd and even counts, ignoring nothing but non-numbers', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([400_000, 100_000, 300_000, 200_000])).toBe(250_000);
    expect(median([Number.NaN, 5])).toBe(5);
  });

  it('gives price per square foot only for a price and a positive size', () => {
    expect(pricePerSquareFoot(450_000, 1800)).toBe(250);
    expect(pricePerSquareFoot(100_000, 3)).toBe(33333.33);
    expect(pricePerSquareFoot(null, 1800)).toBeNull();
    expect(pricePerSquareFoot(450_000, 0)).toBeNull();
  });

  it('gives months of supply only where sold data exists', () => {
    expect(monthsOfSupply(30, 12, 6)).toBe(15);
    expect(monthsOfSupply(10, 6, 6)).toBe(10);
    expect(monthsOfSupply(30, null)).toBeNull();
    expect(monthsOfSupply(30, 0)).toBeNull();
  });

  it('turns a city name into its slug and back', () => {
    const cities = ['Payson', 'Show Low', 'Star Valley'];
    expect(citySlug('Show Low')).toBe('show-low');
    expect(citySlug('  Star  Valley ')).toBe('star-valley');
    expect(cityPagePath('Show Low')).toBe('/homes-for-sale/show-low');
    expect(cityOfSlug('show-low', cities)).toBe('Show Low');
    expect(cityOfSlug('SHOW-LOW', cities)).toBe('Show Low');
    expect(cityOfSlug('nowhere', cities)).toBeNull();
  });

  it('lists the chart months oldest first across a year end', () => {
    expect(chartMonths('2026-02-15', 3)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(chartMonths('2026-11-27')).toHaveLength(12);
  });
});
