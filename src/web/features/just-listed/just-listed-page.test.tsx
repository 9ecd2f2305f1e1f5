// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '../../../contract/properties';
import { JUST_LISTED_LIMIT } from '../../../core/listing-search';
import { ok, requestedPaths, stubApi, type ApiStub, type Reply } from '../../testing/api-stub';
import { listingPage, listingSummary } from '../../testing/listing-fixtures';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { COMPARE_SELECTION_KEY } from '../../components/listings/compare-selection';
import { expectMessage } from '../../testing/expect-message';

/** A listing of these tests: on Juniper Dr, 3 days on the market. */
const listing = (id: number, overrides: Partial<PropertySummary> = {}) =>
  listingSummary(id, { address: `${id} Juniper Dr`, daysOnMarket: 3, ...overrides });

/** One page of 50 of the Just Listed reply. */
const listReply = (properties: PropertySummary[], { total = properties.length, page = 1 } = {}) =>
  ok(listingPage(properties, { total, page, totalPages: Math.ceil(total / JUST_LISTED_LIMIT) }));

/** Answers GET /api/properties with `search(params)`, and the page's shell. */
const stubListings = (search: (params: URLSearchParams) => Reply | Promise<Reply>) =>
  stubApi({ '/api/properties': ({ url }) => search(url.searchParams) });

const listRequests = (api: ApiStub) =>
  requestedPaths(api).filter((path) => path.startsWith('/api/properties?'));

const here = () => window.location.pathname + window.location.search;
const items = () => screen.getAllByTestId('just-listed-item');
const itemIds = () => items().map((item) => Number(item.dataset.listingId));
const stat = (label: string) =>
  screen
    .getAllByTestId('just-listed-stat')
    .find((s) => within(s).queryByText(label, { selector: 'dt' }))!;
const compareBox = (address: string) =>
  screen.getByRole('checkbox', { name: `Compare ${address}` }) as HTMLInputElement;

const FIVE = [
  listing(1, { daysOnMarket: 0, price: 300_000, city: 'Payson' }),
  listing(2, { daysOnMarket: 2, price: 500_000, city: 'Pine' }),
  listing(3, { daysOnMarket: 3, price: 450_000, city: 'Heber' }),
  listing(4, { daysOnMarket: 7, price: null, city: 'Payson' }),
  listing(5, { daysOnMarket: 5, price: 350_000, city: 'Pine' }),
];

beforeAll(async () => {
  await import('./just-listed-page');
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(resetBrowser);

describe('JustListedPage', () => {
  it('loads active listings of 7 days or less, 50 at a time, with badges, labels and stats', async () => {
    const fetchSpy = stubListings(() => listReply(FIVE));
    renderApp('/just-listed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Just Listed' })).toBeTruthy();
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    expect(listRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&justListed=true&page=1&limit=50&sort=newest',
    ]);
    expect(itemIds()).toEqual([1, 2, 3, 4, 5]);
    for (const item of items()) expect(within(item).getByText('JUST LISTED')).toBeTruthy();
    expect(screen.getAllByTestId('freshness-label').map((label) => label.textContent)).toEqual([
      'Brand New',
      'Brand New',
      'This Week',
      'This Week',
      'This Week',
    ]);

    expect(within(stat('Just Listed')).getByText('5')).toBeTruthy();
    // (300,000 + 500,000 + 450,000 + 350,000) / 4; the listing without a price is left out
    expect(within(stat('Average Price')).getByText('$400,000')).toBeTruthy();
    expect(within(stat('Brand New')).getByText('2')).toBeTruthy();
    expect(within(stat('Cities')).getByText('3')).toBeTruthy();
    expect(within(stat('Cities')).getByText('Payson, Pine, Heber')).toBeTruthy();
    // everything is loaded: no Load more
    expect(screen.getByText('Showing 5 of 5 just-listed properties')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('shows the loading skeleton, then loads the next 50 with Load more', async () => {
    // the newest 50 are all brand new, the way a full week's first page is
    const first = Array.from({ length: 50 }, (_, i) => listing(i + 1, { daysOnMarket: 1 }));
    const second = Array.from({ length: 10 }, (_, i) => listing(i + 51, { daysOnMarket: 6 }));
    let releaseFirst!: () => void;
    const firstReady = new Promise<void>((resolve) => (releaseFirst = resolve));
    const fetchSpy = stubListings(async (params) => {
      if (params.get('page') === '1') {
        await firstReady;
        return listReply(first, { total: 60 });
      }
      return listReply(second, { total: 60, page: 2 });
    });
    const user = userEvent.setup();
    renderApp('/just-listed');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading just-listed properties...')).toBeTruthy();
    releaseFirst();
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    expect(items()).toHaveLength(50);
    expect(within(stat('Just Listed')).getByText('60')).toBeTruthy();
    // the figures computed from what is loaded say plainly which listings those are
    expect(within(stat('Average Price')).getByText('of the newest 50')).toBeTruthy();
    expect(within(stat('Brand New')).getByText('50')).toBeTruthy();
    expect(
      within(stat('Brand New')).getByText('1-2 days on market, of the newest 50'),
    ).toBeTruthy();
    expect(screen.getByTestId('just-listed-scope').textContent).toBe(
      'Showing the newest 50 of 60. Average Price, Brand New and Cities are of these 50; Load more at the end of the list adds the rest.',
    );
    expect(screen.getByText('Showing the newest 50 of 60 just-listed properties')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more (next 50)' }));
    await screen.findByRole('link', { name: '60 Juniper Dr' });
    expect(items()).toHaveLength(60);
    expect(listRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&justListed=true&page=1&limit=50&sort=newest',
      '/api/properties?status=ACTIVE&justListed=true&page=2&limit=50&sort=newest',
    ]);
    expect(screen.getByText('Showing 60 of 60 just-listed properties')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    // all loaded: the figures are of every listing
    expect(screen.queryByTestId('just-listed-scope')).toBeNull();
    expect(within(stat('Average Price')).getByText('of 60 listings')).toBeTruthy();
  }, 60_000); // 60 cards rendered twice: slow on a busy machine

  it('filters by city (in the URL) and shows the empty state with a way back to all cities', async () => {
    const fetchSpy = stubListings((params) =>
      params.get('city') === 'Young' ? listReply([]) : listReply(FIVE),
    );
    const user = userEvent.setup();
    renderApp('/just-listed');
    await screen.findByRole('link', { name: '1 Juniper Dr' });

    await user.selectOptions(screen.getByLabelText('City'), 'Young');
    expect(await screen.findByRole('heading', { name: 'No properties found' })).toBeTruthy();
    await expectMessage('screen.noProperties');
    expect(
      screen.getByText('No active listings in Young came on the market in the last 7 days.'),
    ).toBeTruthy();
    expect(here()).toBe('/just-listed?city=Young');
    expect(listRequests(fetchSpy).at(-1)).toBe(
      '/api/properties?status=ACTIVE&justListed=true&city=Young&page=1&limit=50&sort=newest',
    );
    expect(within(stat('Just Listed')).getByText('0')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show all cities' }));
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    expect(here()).toBe('/just-listed');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('');
  });

  it('opens with the city and sort of the URL, a city outside the list included', async () => {
    const fetchSpy = stubListings(() => listReply([]));
    renderApp('/just-listed?city=flagstaff&sort=price-high');
    await screen.findByRole('heading', { name: 'No properties found' });
    expect(listRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&justListed=true&city=flagstaff&page=1&limit=50&sort=price-high',
    ]);
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('flagstaff');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price-high');
  });

  it('sorts by price through the API and by city among the loaded listings', async () => {
    const fetchSpy = stubListings((params) =>
      listReply(params.get('sort') === 'price-low' ? [...FIVE].reverse() : FIVE),
    );
    const user = userEvent.setup();
    renderApp('/just-listed');
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    const sort = screen.getByLabelText('Sort by');

    await user.selectOptions(sort, 'price-low');
    await waitFor(() => expect(itemIds()).toEqual([5, 4, 3, 2, 1]));
    expect(here()).toBe('/just-listed?sort=price-low');
    expect(listRequests(fetchSpy).at(-1)).toBe(
      '/api/properties?status=ACTIVE&justListed=true&page=1&limit=50&sort=price-low',
    );

    await user.selectOptions(sort, 'city');
    // the API's newest-first order (already loaded: no new request), then by city:
    // Heber, Payson (1, 4), Pine (2, 5)
    await waitFor(() => expect(itemIds()).toEqual([3, 1, 4, 2, 5]));
    expect(here()).toBe('/just-listed?sort=city');
    expect(listRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&justListed=true&page=1&limit=50&sort=newest',
      '/api/properties?status=ACTIVE&justListed=true&page=1&limit=50&sort=price-low',
    ]);
  });

  it('picks 2 to 4 listings with the keyboard, refuses a fifth, clears, and opens the comparison', async () => {
    stubListings(() => listReply(FIVE));
    const user = userEvent.setup();
    renderApp('/just-listed');
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    expect(screen.queryByRole('region', { name: 'Compare selected properties' })).toBeNull();

    compareBox('1 Juniper Dr').focus();
    await user.keyboard(' ');
    const bar = screen.getByRole('region', { name: 'Compare selected properties' });
    expect(within(bar).getByText('1 of 4 selected')).toBeTruthy();
    expect(within(bar).getByText('Select at least 2 properties to compare.')).toBeTruthy();
    const compare = within(bar).getByRole('button', { name: 'Compare Selected (1)' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);

    for (const address of ['2 Juniper Dr', '3 Juniper Dr', '4 Juniper Dr']) {
      await user.click(compareBox(address));
    }
    expect(within(bar).getByText('4 of 4 selected')).toBeTruthy();
    await user.click(compareBox('5 Juniper Dr'));
    expect(within(bar).getByRole('alert').textContent).toBe(
      'You can compare up to 4 properties. Unselect one to add another.',
    );
    expect(compareBox('5 Juniper Dr').checked).toBe(false);
    expect(within(bar).getByText('4 of 4 selected')).toBeTruthy();

    // unchecking one makes room, and the message goes
    await user.click(compareBox('2 Juniper Dr'));
    expect(within(bar).queryByRole('alert')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(COMPARE_SELECTION_KEY) ?? '[]')).toEqual([1, 3, 4]);

    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Compare selected properties' })).toBeNull();
    expect(compareBox('1 Juniper Dr').checked).toBe(false);

    await user.click(compareBox('5 Juniper Dr'));
    await user.click(compareBox('3 Juniper Dr'));
    await user.click(screen.getByRole('button', { name: 'Compare Selected (2)' }));
    await waitFor(() => expect(here()).toBe('/compare?ids=5,3'));
  });

  it('keeps the picked listings when the visitor comes back', async () => {
    sessionStorage.setItem(COMPARE_SELECTION_KEY, JSON.stringify([2, 4]));
    stubListings(() => listReply(FIVE));
    renderApp('/just-listed');
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    expect(compareBox('2 Juniper Dr').checked).toBe(true);
    expect(compareBox('4 Juniper Dr').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Compare Selected (2)' })).toBeTruthy();
  });

  it('shows the failure with Retry, and loads on Retry', async () => {
    let fail = true;
    stubListings(() =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }
        : listReply(FIVE),
    );
    const user = userEvent.setup();
    renderApp('/just-listed');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch properties')).toBeTruthy();
    expect(within(alert).getByText('500: Something went wrong')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the mortgage calculator', async () => {
    stubListings(() => listReply(FIVE));
    const user = userEvent.setup();
    renderApp('/just-listed');
    await user.click(screen.getByRole('button', { name: 'Mortgage Calculator' }));
    expect(await screen.findByRole('dialog', { name: 'Mortgage Calculator' })).toBeTruthy();
  });

  it('keeps the heading levels in order and Compare Selected before the cards (issue 45)', async () => {
    stubListings(() => listReply(FIVE));
    const user = userEvent.setup();
    renderApp('/just-listed');
    await screen.findByRole('link', { name: '1 Juniper Dr' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    expect(levels[0]).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Listings' })).toBeTruthy();

    await user.click(compareBox('1 Juniper Dr'));
    await user.click(compareBox('2 Juniper Dr'));
    const compare = screen.getByRole('button', { name: 'Compare Selected (2)' });
    // in the document (and so the keyboard's) order: after the list's heading, before any card
    const firstCard = screen.getByRole('link', { name: '1 Juniper Dr' });
    const listHeading = screen.getByRole('heading', { level: 2, name: 'Listings' });
    expect(
      listHeading.compareDocumentPosition(compare) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      compare.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
