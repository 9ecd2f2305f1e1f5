// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityMarket } from '../../../contract/market';
import { ok, requestedPaths, stubApi } from '../../testing/api-stub';
import { listingPage, listingSummary } from '../../testing/listing-fixtures';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';

afterEach(resetBrowser);

const market: CityMarket = {
  city: 'Show Low',
  slug: 'show-low',
  figures: {
    recordDate: '2026-11-27',
    activeListings: 2,
    medianListPrice: 350_000,
    medianDaysOnMarket: 20,
    averageDaysOnMarket: 25,
    newListings30d: 1,
    priceReductions30d: 0,
    medianSalesPrice: 340_000,
    totalHomesSold: 4,
    marketSupplyMonths: 3,
    pricePerSquareFoot: 200,
  },
  months: [{ month: '2026-11', inventory: 2, medianListPrice: 350_000 }],
};

describe('CityPage', () => {
  it('shows the city’s figures, chart and listings, with a link to the full search', async () => {
    const api = stubApi({
      '/api/cities/show-low/market': ok(market),
      '/api/properties': ok(listingPage([listingSummary(1, { city: 'Show Low' })])),
    });
    renderApp('/homes-for-sale/show-low');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Show Low, AZ Homes for Sale' }),
    ).toBeTruthy();
    expect(await screen.findByText('Months of supply')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Show Low: median list price/ })).toBeTruthy();
    const all = await screen.findByRole('link', { name: 'See all 1 home for sale in Show Low' });
    expect(all.getAttribute('href')).toBe('/?city=Show%20Low');
    expect(requestedPaths(api)).toContainEqual(expect.stringMatching(/city=Show\+Low/));
  });

  it('says City Not Found for a city we do not carry, without asking the API', async () => {
    const api = stubApi({});
    renderApp('/homes-for-sale/atlantis');
    expect(await screen.findByRole('heading', { name: 'City Not Found' })).toBeTruthy();
    expect(requestedPaths(api).filter((p) => p.startsWith('/api/cities'))).toEqual([]);
  });
});
