// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, type Reply } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { comparisonReply, stubComparisonApi } from './comparison-fixture';
import { PRICE_COMPARISON_LOADING } from './price-comparison-page';
import { expectMessage } from '../../testing/expect-message';

const API = '/api/properties/spark-comparison/42';

beforeAll(async () => {
  await import('./price-comparison-page');
});

afterEach(resetBrowser);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('PriceComparisonPage', () => {
  it('shows the subject and its comparables with difference and percent, a chart and the summary', async () => {
    const fetchSpy = stubComparisonApi({ [API]: { status: 200, body: comparisonReply() } });
    renderApp('/price-comparison/42');
    await heading('Price Comparison');

    const subject = screen.getByTestId('subject-property');
    expect(
      within(subject).getByRole('link', { name: '402 W Ponderosa Ln' }).getAttribute('href'),
    ).toBe('/property/42');
    expect(within(subject).getByTestId('subject-price').textContent).toBe('$400,000');

    const cards = screen.getAllByTestId('comparable');
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => within(c).getByTestId('comparable-price').textContent)).toEqual([
      '$405,000',
      '$500,000',
      '$398,000',
      '$330,000',
    ]);
    expect(cards.map((c) => within(c).getByTestId('price-difference').textContent)).toEqual([
      '+$5,000 (+1.3%)',
      '+$100,000 (+25.0%)',
      '-$2,000 (-0.5%)',
      '-$70,000 (-17.5%)',
    ]);
    expect(within(cards[2]!).getByText('SOLD')).toBeTruthy();
    expect(within(cards[3]!).getByText('Star Valley, AZ · 7 km away')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/property/101');

    // the chart: the subject first and highlighted, then each comparable, with its price
    const bars = screen.getAllByTestId('price-bar');
    expect(bars).toHaveLength(5);
    expect(bars.map((b) => b.dataset.subject === 'true')).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(within(bars[0]!).getByText('This property')).toBeTruthy();
    expect(within(bars[0]!).getByText('$400,000')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByTestId('average-price').textContent).toBe('$408,250');
    expect(within(summary).getByTestId('properties-found').textContent).toBe('4');
    // the MLS name and sync time come with the site info (embedded in a served page)
    await waitFor(() =>
      expect(within(summary).getByTestId('data-source').textContent).toBe(
        'Data source: ARMLS listings via the SPARK API, last synced Nov 21, 2026, 11:05 AM.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Back to Property' }).getAttribute('href')).toBe(
      '/property/42',
    );
    expect(callsTo(fetchSpy, API)).toBe(1);
    expect(document.title).toBe('Price Comparison | 402 W Ponderosa Ln, Payson');
  });

  it('says it is loading until the reply comes', async () => {
    let release: (reply: Reply) => void = () => undefined;
    stubComparisonApi({ [API]: () => new Promise<Reply>((resolve) => (release = resolve)) });
    renderApp('/price-comparison/42');
    const status = (await screen.findByText(PRICE_COMPARISON_LOADING)).closest('[role="status"]');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    release({ status: 200, body: comparisonReply() });
    await heading('Price Comparison');
    expect(screen.queryByText(PRICE_COMPARISON_LOADING)).toBeNull();
  });

  it('says Invalid property ID with Return Home, without asking the API', async () => {
    const fetchSpy = stubComparisonApi({});
    renderApp('/price-comparison/abc');
    await heading('Invalid property ID');
    await expectMessage('screen.invalidPropertyId');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(fetchSpy.mock.calls.some(([p]) => String(p).includes('spark-comparison'))).toBe(false);
  });

  it('says Property Not Found for a listing the API does not know', async () => {
    stubComparisonApi({
      '/api/properties/spark-comparison/999999': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Property not found' },
      },
    });
    renderApp('/price-comparison/999999');
    await heading('Property Not Found');
    await expectMessage('screen.propertyNotFound');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it('says No Comparison Data when nothing similar was found', async () => {
    stubComparisonApi({
      [API]: { status: 200, body: comparisonReply({ comparableProperties: [] }) },
    });
    renderApp('/price-comparison/42');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No Comparison Data' }),
    ).toBeTruthy();
    await expectMessage('screen.noComparisonData');
    expect(screen.getByText('Unable to find similar properties using SPARK API.')).toBeTruthy();
    expect(screen.getByTestId('subject-price').textContent).toBe('$400,000');
    expect(screen.queryAllByTestId('price-bar')).toHaveLength(0);
  });

  it('shows a failure with the SPARK API error and a Retry that loads the comparison', async () => {
    let fail = true;
    const fetchSpy = stubComparisonApi({
      [API]: () =>
        fail
          ? { status: 503, body: { message: 'Database unavailable' } }
          : { status: 200, body: comparisonReply() },
    });
    renderApp('/price-comparison/42');
    await heading('Unable to Load Comparison Data');
    await expectMessage('screen.comparisonFailed');
    await expectMessage('comparison.sparkError', {
      values: { status: 503 },
      container: screen.getByRole('alert'),
    });
    // this page's call is not retried (the app's default)
    expect(callsTo(fetchSpy, API)).toBe(1);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await heading('Price Comparison');
    expect(screen.getAllByTestId('comparable')).toHaveLength(4);
  });
});
