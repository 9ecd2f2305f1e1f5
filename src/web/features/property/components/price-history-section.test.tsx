// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../../../../contract/properties';
import { stubApi } from '../../../testing/api-stub';
import { listingDetail } from '../../../testing/listing-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { PRICE_HISTORY_TITLE, PriceHistorySection } from './price-history-section';
import { PropertyHeader } from './property-header';

afterEach(resetBrowser);

/** Listed Sep 1 at $500,000; cut to $480,000; pending; back on market; cut to $470,000. */
const HISTORY: PropertyDetail['history'] = [
  {
    kind: 'price',
    oldPrice: 500_000,
    newPrice: 480_000,
    oldStatus: 'ACTIVE',
    newStatus: 'ACTIVE',
    changedAt: '2026-10-01T17:00:00.000Z',
  },
  {
    kind: 'status',
    oldPrice: 480_000,
    newPrice: 480_000,
    oldStatus: 'ACTIVE',
    newStatus: 'PENDING',
    changedAt: '2026-10-20T17:00:00.000Z',
  },
  {
    kind: 'status',
    oldPrice: 480_000,
    newPrice: 480_000,
    oldStatus: 'PENDING',
    newStatus: 'ACTIVE',
    changedAt: '2026-11-02T17:00:00.000Z',
  },
  {
    kind: 'price',
    oldPrice: 480_000,
    newPrice: 470_000,
    oldStatus: 'ACTIVE',
    newStatus: 'ACTIVE',
    // 8 pm in Arizona on Nov 10 is already Nov 11 in UTC: the Arizona day is shown
    changedAt: '2026-11-11T03:00:00.000Z',
  },
];

const reduced = (overrides: Partial<PropertyDetail> = {}) =>
  listingDetail(42, {
    address: '402 W Ponderosa Ln',
    price: 470_000,
    listingDate: '2026-09-01T00:00:00.000Z',
    previousPrice: 480_000,
    priceChangedAt: '2026-11-11T03:00:00.000Z',
    priceReduction: 10_000,
    history: HISTORY,
    ...overrides,
  });

const rows = () =>
  within(screen.getByTestId('price-history'))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('PriceHistorySection', () => {
  it("is a table of the listing's changes, newest first, ending with Listed", () => {
    renderWithProviders(<PriceHistorySection property={reduced()} />);
    const section = screen.getByRole('region', { name: PRICE_HISTORY_TITLE });
    expect(PRICE_HISTORY_TITLE).toBe('Price history');
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Event', 'Price', 'Change']);
    expect(rows().slice(1)).toEqual([
      ['Nov 10, 2026', 'Price change', '$470,000', '-2.1%'],
      ['Nov 2, 2026', 'Back on market', '$480,000', ''],
      ['Oct 20, 2026', 'Pending', '$480,000', ''],
      ['Oct 1, 2026', 'Price change', '$480,000', '-4.0%'],
      // the listing date is the feed's calendar day, not shifted into Arizona time
      ['Sep 1, 2026', 'Listed', '$500,000', ''],
    ]);
  });

  it('is Listed alone, at the current price, for a listing that never changed', () => {
    renderWithProviders(
      <PriceHistorySection property={listingDetail(7, { price: 350_000, listingDate: null })} />,
    );
    expect(rows().slice(1)).toEqual([['—', 'Listed', '$350,000', '']]);
  });
});

describe("the property page's status badge", () => {
  it('reads REDUCED in the error badge while the reduction is recent, with the amount', () => {
    stubApi();
    renderWithProviders(<PropertyHeader property={reduced()} returnPath="/" />);
    const badge = screen.getByTestId('property-status');
    expect(badge.textContent).toBe('PRICE REDUCED');
    expect(badge.dataset.badgeStyle).toBe('error');
    expect(badge.className).toContain('bg-[var(--badge-error-bg)]');
    expect(screen.getByTestId('price-reduced').textContent).toBe('Price reduced $10,000');
  });

  it('keeps the stored status otherwise', () => {
    stubApi();
    renderWithProviders(
      <PropertyHeader property={reduced({ priceReduction: null })} returnPath="/" />,
    );
    expect(screen.getByTestId('property-status').textContent).toBe('ACTIVE');
    expect(screen.getByTestId('property-status').dataset.badgeStyle).toBe('primary');
    expect(screen.queryByTestId('price-reduced')).toBeNull();
  });
});
