// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, type Reply } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { comparisonReply, stubComparisonApi } from './comparison-fixture';
import { reportDateText } from './comparison-format';
import { MARKET_ANALYSIS_LOADING } from './market-analysis-page';
import { expectMessage } from '../../testing/expect-message';

// Lazy chunks, a retry a second later and several queries per page (this file only).
configure({ asyncUtilTimeout: 5000 });

const API = '/api/spark-comparison/42';
const FAILURE = { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } };

beforeAll(async () => {
  await import('./market-analysis-page');
});

afterEach(resetBrowser);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('MarketAnalysisPage', () => {
  it('loads, then shows the subject, the count, the criteria, the comparables and the summary', async () => {
    let release: (reply: Reply) => void = () => undefined;
    stubComparisonApi({ [API]: () => new Promise<Reply>((resolve) => (release = resolve)) });
    renderApp('/comparison/42');
    expect(await screen.findByText(MARKET_ANALYSIS_LOADING)).toBeTruthy();
    release({ status: 200, body: comparisonReply() });
    await heading('Comparative Market Analysis');

    expect(screen.getByRole('link', { name: 'Back to Property Search' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByTestId('comparable-count').textContent).toBe(
      '4 comparable properties found',
    );
    expect(screen.getByTestId('subject-price').textContent).toBe('$400,000');

    const criteria = screen.getByTestId('search-criteria');
    for (const text of [
      '$280,000 - $520,000',
      '2 - 4',
      '1,350 - 2,250 sq ft',
      'Residential',
      'Payson, Star Valley, Pine',
      'Closed since May 26, 2026',
    ]) {
      expect(within(criteria).getByText(text)).toBeTruthy();
    }

    const grid = screen.getByRole('region', { name: 'Comparable Properties' });
    const cards = within(grid).getAllByTestId('listing-card');
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => within(c).getByText(/^\$\d/).textContent)).toEqual([
      '$405,000',
      '$500,000',
      '$398,000',
      '$330,000',
    ]);
    expect(within(cards[1]!).getByText('4')).toBeTruthy(); // beds
    expect(within(cards[1]!).getByText('2,200')).toBeTruthy(); // sq ft
    // a card leads to its listing, which leads back here
    expect(
      within(cards[0]!).getByRole('link', { name: '101 W Ponderosa Ln' }).getAttribute('href'),
    ).toBe(`/property/101?return=${encodeURIComponent('/comparison/42')}`);
    expect(
      within(grid)
        .getAllByTestId('price-difference')
        .map((d) => d.textContent),
    ).toEqual(['+$5,000 (+1.3%)', '+$100,000 (+25.0%)', '-$2,000 (-0.5%)', '-$70,000 (-17.5%)']);

    const summary = screen.getByRole('region', { name: 'Market Summary' });
    expect(within(summary).getByTestId('lowest-price').textContent).toBe('$330,000');
    expect(within(summary).getByTestId('average-price').textContent).toBe('$408,250');
    expect(within(summary).getByTestId('highest-price').textContent).toBe('$500,000');
    await waitFor(() =>
      expect(within(summary).getByTestId('data-source').textContent).toBe(
        'Data source: ARMLS listings via the SPARK API, last synced Nov 21, 2026, 11:05 AM.',
      ),
    );
    expect(within(summary).getByTestId('report-date').textContent).toBe(
      `Report date: ${reportDateText(new Date())}`,
    );
  });

  it('says No Comparable Properties Found, still showing the subject and criteria', async () => {
    stubComparisonApi({
      [API]: { status: 200, body: comparisonReply({ comparableProperties: [] }) },
    });
    renderApp('/comparison/42');
    expect(await expectMessage('screen.noComparables')).toBeTruthy();
    expect(screen.getByTestId('comparable-count').textContent).toBe(
      '0 comparable properties found',
    );
    expect(screen.getByTestId('subject-price').textContent).toBe('$400,000');
    expect(screen.queryByTestId('lowest-price')).toBeNull();
  });

  it('retries the call once, then shows the failure with Return to Property Search', async () => {
    const fetchSpy = stubComparisonApi({ [API]: FAILURE });
    renderApp('/comparison/42');
    await heading('Unable to Load Comparison Data');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Could not retrieve comparable properties from ARMLS SPARK API.',
    );
    expect(alert.textContent).toContain('SPARK API error: 500');
    await expectMessage('comparison.sparkError', { values: { status: 500 }, container: alert });
    expect(
      screen.getByRole('link', { name: 'Return to Property Search' }).getAttribute('href'),
    ).toBe('/');
    expect(callsTo(fetchSpy, API)).toBe(2);
  });

  it('shows the analysis when the retry succeeds', async () => {
    let calls = 0;
    const fetchSpy = stubComparisonApi({
      [API]: () => (++calls === 1 ? FAILURE : { status: 200, body: comparisonReply() }),
    });
    renderApp('/comparison/42');
    await heading('Comparative Market Analysis');
    expect(callsTo(fetchSpy, API)).toBe(2);
  });

  it('does not retry a listing the API does not know, and says Property Not Found', async () => {
    const fetchSpy = stubComparisonApi({
      [API]: { status: 404, body: { code: 'NOT_FOUND', message: 'Property not found' } },
    });
    renderApp('/comparison/42');
    await heading('Property Not Found');
    expect(callsTo(fetchSpy, API)).toBe(1);
  });

  it('says Invalid property ID for an id that is not a number', async () => {
    const fetchSpy = stubComparisonApi({});
    renderApp('/comparison/12abc');
    await heading('Invalid property ID');
    expect(
      screen.getByRole('link', { name: 'Return to Property Search' }).getAttribute('href'),
    ).toBe('/');
    expect(fetchSpy.mock.calls.some(([p]) => String(p).includes('spark-comparison'))).toBe(false);
  });
});
