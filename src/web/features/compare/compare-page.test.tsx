// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PropertyDetail } from '../../../contract/properties';
import type { SavedComparison } from '../../../contract/saved-comparisons';
import { SAVED_COMPARISON_TEXT } from '../../../core/saved-comparisons';
import { ok, sentBodies, stubApi, type Answer } from '../../testing/api-stub';
import { listingDetail } from '../../testing/listing-fixtures';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { COMPARE_TEXT } from './compare-page';
import { SAVE_COMPARISON_TEXT } from './components/save-comparison-dialog';

/** A listing of these tests: on Cedar Ln, 2,000 sq ft, built 2005, 4 days on the market. */
const detail = (id: number, overrides: Partial<PropertyDetail> = {}) =>
  listingDetail(id, {
    address: `${id} Cedar Ln`,
    squareFeet: 2_000,
    yearBuilt: 2005,
    daysOnMarket: 4,
    photos: [`/mls-photos/${id}/1-1024.svg`],
    ...overrides,
  });

/** Answers GET /api/properties/{id} from `replies` by id (404 for others). */
const stubListings = (replies: Record<number, Answer>) =>
  stubApi(
    Object.fromEntries(
      Object.entries(replies).map(([id, answer]) => [`/api/properties/${id}`, answer]),
    ),
  );

/** The text of each cell of a row, left to right. */
function rowCells(label: string): HTMLElement[] {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getAllByRole('cell');
}
const rowValues = (label: string) =>
  rowCells(label).map((cell) => cell.firstElementChild?.textContent ?? '');
const bestColumns = (label: string) =>
  rowCells(label).flatMap((cell, index) => (cell.dataset.best ? [index] : []));

const A = detail(11, { price: 350_000, squareFeet: 1_400, daysOnMarket: 1, lotSize: 0.18 });
const B = detail(12, {
  price: 480_000,
  squareFeet: 2_400,
  bedrooms: 4,
  yearBuilt: 2019,
  lotSize: null,
  lotSizeSquareFeet: 21_780,
});
const C = detail(13, { price: 520_000, squareFeet: 2_000, lotSize: 1.2, bathrooms: 3.5 });

beforeAll(async () => {
  await import('./compare-page');
});

afterEach(resetBrowser);

describe('ComparePage', () => {
  it('shows 2-4 listings side by side with price per sq ft and the best of each row marked', async () => {
    const fetchSpy = stubListings({ 11: ok(A), 12: ok(B), 13: ok(C) });
    renderApp('/compare?ids=11,12,13,12');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Properties' })).toBeTruthy();
    expect(
      fetchSpy.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/api/properties')),
    ).toEqual(['/api/properties/11', '/api/properties/12', '/api/properties/13']);

    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => within(h).getByRole('link').textContent)).toEqual([
      '11 Cedar Ln',
      '12 Cedar Ln',
      '13 Cedar Ln',
    ]);
    expect(within(headers[0]!).getByRole('link').getAttribute('href')).toBe(
      `/property/11?return=${encodeURIComponent('/compare?ids=11,12,13')}`,
    );
    expect(within(headers[0]!).getByRole('img').getAttribute('src')).toBe(
      '/mls-photos/11/1-1024.svg',
    );

    expect(rowValues('Price')).toEqual(['$350,000', '$480,000', '$520,000']);
    // 350,000 / 1,400 = 250; 480,000 / 2,400 = 200; 520,000 / 2,000 = 260
    expect(rowValues('Price per sq ft')).toEqual(['$250 / sq ft', '$200 / sq ft', '$260 / sq ft']);
    expect(rowValues('Bedrooms')).toEqual(['3', '4', '3']);
    expect(rowValues('Bathrooms')).toEqual(['2', '2', '3.5']);
    expect(rowValues('Square feet')).toEqual(['1,400', '2,400', '2,000']);
    expect(rowValues('Lot size')).toEqual(['0.18 acres', '0.50 acres', '1.20 acres']);
    expect(rowValues('Year built')).toEqual(['2005', '2019', '2005']);
    expect(rowValues('Days on market')).toEqual(['1 day', '4 days', '4 days']);

    expect(bestColumns('Price')).toEqual([0]);
    expect(within(rowCells('Price')[0]!).getByText('Lowest price')).toBeTruthy();
    expect(bestColumns('Price per sq ft')).toEqual([1]);
    expect(within(rowCells('Price per sq ft')[1]!).getByText('Lowest $/sq ft')).toBeTruthy();
    expect(bestColumns('Square feet')).toEqual([1]);
    expect(within(rowCells('Square feet')[1]!).getByText('Largest home')).toBeTruthy();
    expect(bestColumns('Lot size')).toEqual([2]);
    expect(bestColumns('Days on market')).toEqual([0]);
    // rows without a best figure are not marked
    expect(bestColumns('Status')).toEqual([]);
  });

  it('opens at the top of the page, however far down the page before was scrolled', async () => {
    // the app changes pages without a page load: the window keeps the last page's scroll
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubListings({ 11: ok(A), 12: ok(B), 13: ok(C) });
    const user = userEvent.setup();
    renderApp('/compare?ids=11,12,13');
    await screen.findByRole('table');
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
    // removing a column is not a new page: the visitor stays where they are
    await user.click(screen.getByRole('button', { name: 'Remove 12 Cedar Ln' }));
    await waitFor(() => expect(rowValues('Price')).toEqual(['$350,000', '$520,000']));
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
  });

  it('removes a listing from the comparison while more than two remain', async () => {
    stubListings({ 11: ok(A), 12: ok(B), 13: ok(C) });
    const user = userEvent.setup();
    renderApp('/compare?ids=11,12,13');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remove 12 Cedar Ln' }));
    await waitFor(() => expect(window.location.search).toBe('?ids=11,13'));
    await waitFor(() => expect(rowValues('Price')).toEqual(['$350,000', '$520,000']));
    // two left: nothing more to remove
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it.each([
    ['/compare', 'No properties chosen. Select 2 to 4 properties to compare.'],
    ['/compare?ids=11', 'Only one property chosen. Select 2 to 4 properties to compare.'],
    ['/compare?ids=11,abc', '"abc" is not a property ID. Select 2 to 4 properties to compare.'],
    ['/compare?ids=1,2,3,4,5', '5 properties chosen. Select 2 to 4 properties to compare.'],
  ])('explains %s and links back to Just Listed', async (url, message) => {
    const fetchSpy = stubListings({});
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Nothing to Compare' })).toBeTruthy();
    expect(screen.getByTestId('compare-message').textContent).toBe(message);
    expect(
      screen.getByRole('link', { name: 'Choose properties on Just Listed' }).getAttribute('href'),
    ).toBe('/just-listed');
    expect(
      fetchSpy.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/api/properties')),
    ).toEqual([]);
  });

  it('compares the listings still found and names the ones that are gone', async () => {
    stubListings({ 11: ok(A), 13: ok(C) });
    renderApp('/compare?ids=11,12,13');
    await screen.findByRole('table');
    expect(screen.getByRole('status').textContent).toBe(
      'Property 12 was not found: it may have sold or left the market.',
    );
    expect(rowValues('Price')).toEqual(['$350,000', '$520,000']);
  });

  it('explains when fewer than two listings are found', async () => {
    stubListings({ 11: ok(A) });
    renderApp('/compare?ids=11,98,99');
    expect(await screen.findByRole('heading', { name: 'Nothing to Compare' })).toBeTruthy();
    expect(screen.getByTestId('compare-message').textContent).toBe(
      'Properties 98, 99 were not found: they may have sold or left the market. Select 2 to 4 properties to compare.',
    );
  });

  it('shows a failure with Retry, and compares on Retry', async () => {
    let fail = true;
    const failing = () =>
      fail ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again soon' } } : ok(B);
    stubListings({ 11: ok(A), 12: failing });
    const user = userEvent.setup();
    renderApp('/compare?ids=11,12');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Try again soon')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(rowValues('Price')).toEqual(['$350,000', '$480,000']);
  });
});

const SHARE_ID = 'Vq3xT9bLk2mN8pR4sW6yZ1aC';
const anna = userFixture({ id: 7 });

/** The listings of A, B and C, the session, and more routes. */
const stubCompare = (routes: Record<string, Answer> = {}, user: unknown = null) =>
  stubApi({
    '/api/properties/11': ok(A),
    '/api/properties/12': ok(B),
    '/api/properties/13': ok(C),
    ...(user ? { '/api/user': ok(user) } : {}),
    ...routes,
  });

const savedReply = (name: string): SavedComparison => ({
  id: 5,
  name,
  propertyIds: [11, 12, 13],
  listings: [],
  shareId: SHARE_ID,
  url: `http://localhost/compare?saved=${SHARE_ID}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

describe('ComparePage: saving a comparison', () => {
  it('asks a visitor who is not signed in to log in, coming back to the same selection', async () => {
    stubCompare();
    const user = userEvent.setup();
    renderApp('/compare?ids=11,12,13');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Save comparison' }));
    const dialog = await screen.findByRole('dialog', { name: SAVE_COMPARISON_TEXT.signInTitle });
    const login = within(dialog).getByRole('link', { name: SAVE_COMPARISON_TEXT.signInButton });
    expect(login.getAttribute('href')).toBe(
      `/auth?return=${encodeURIComponent('/compare?ids=11,12,13&save=1')}`,
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('saves the selection under a name, checking it first, and opens the saved comparison', async () => {
    const api = stubCompare(
      {
        'POST /api/comparisons': (request) => {
          const { name } = request.body as { name: string };
          return name === 'Taken'
            ? {
                status: 409,
                body: {
                  code: 'CONFLICT',
                  message: SAVED_COMPARISON_TEXT.nameTaken('Taken'),
                  fieldErrors: { name: SAVED_COMPARISON_TEXT.nameTaken('Taken') },
                },
              }
            : { status: 201, body: { comparison: savedReply(name) } };
        },
        [`/api/comparisons/shared/${SHARE_ID}`]: ok({
          name: 'Pine picks',
          listings: [11, 12, 13].map((id) => ({ id, available: true })),
        }),
      },
      anna,
    );
    const user = userEvent.setup();
    renderApp('/compare?ids=11,12,13');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Save comparison' }));
    const dialog = await screen.findByRole('dialog', { name: SAVE_COMPARISON_TEXT.title });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(document.activeElement).toBe(name);

    // nothing typed: the field says why, and nothing is sent
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_COMPARISON_TEXT.nameRequired)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(api, '/api/comparisons')).toEqual([]);

    // a name in use: the server's message under the field, what was typed kept
    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_COMPARISON_TEXT.nameTaken('Taken'))).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Taken');

    await user.clear(name);
    await user.type(name, '  Pine picks {enter}');
    await waitFor(() => expect(window.location.search).toBe(`?saved=${SHARE_ID}`));
    expect(sentBodies(api, '/api/comparisons').at(-1)).toEqual({
      name: 'Pine picks',
      propertyIds: [11, 12, 13],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pine picks' })).toBeTruthy();
    // the dialog and its button are gone: the keyboard starts at the comparison's name
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Pine picks'));
  });

  it('opens the save dialog by itself when the visitor comes back signed in, and tidies the address', async () => {
    stubCompare({}, anna);
    renderApp('/compare?ids=11,12&save=1');
    expect(await screen.findByRole('dialog', { name: SAVE_COMPARISON_TEXT.title })).toBeTruthy();
    expect(window.location.search).toBe('?ids=11,12');
  });

  it('offers Save for a client to staff, never to a visitor', async () => {
    stubCompare({}, anna);
    const visit = renderApp('/compare?ids=11,12');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Save for a client' })).toBeNull();
    visit.unmount();

    stubCompare({}, userFixture({ id: 8, isAdmin: true }));
    const admin = renderApp('/compare?ids=11,12');
    expect(await screen.findByRole('button', { name: 'Save for a client' })).toBeTruthy();
    admin.unmount();

    // an agent saves comparisons for the contacts they work on too
    stubCompare({}, userFixture({ id: 9, isAgent: true }));
    renderApp('/compare?ids=11,12');
    expect(await screen.findByRole('button', { name: 'Save for a client' })).toBeTruthy();
  });
});

describe('ComparePage: a saved comparison', () => {
  it('shows the name and keeps a listing that is no longer available in its column', async () => {
    const api = stubCompare({
      [`/api/comparisons/shared/${SHARE_ID}`]: ok({
        name: 'Cabins for the Millers',
        listings: [
          { id: 13, available: true },
          { id: 40, available: false },
          { id: 11, available: true },
        ],
      }),
    });
    renderApp(`/compare?saved=${SHARE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cabins for the Millers' }),
    ).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getByText(COMPARE_TEXT.savedEyebrow)).toBeTruthy();
    // the unavailable listing is not asked for
    expect(
      api.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/api/properties')),
    ).toEqual(['/api/properties/13', '/api/properties/11']);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      expect.stringContaining('13 Cedar Ln'),
      expect.stringContaining(SAVED_COMPARISON_TEXT.unavailable),
      expect.stringContaining('11 Cedar Ln'),
    ]);
    expect(rowValues('Price')).toEqual(['$520,000', '—', '$350,000']);
    // the best is picked among the listings still shown
    expect(bestColumns('Price')).toEqual([2]);
    expect(screen.getByRole('status').textContent).toBe(
      '1 property in this comparison is no longer available: it may have sold or left the market.',
    );
    // a saved comparison is opened as it was saved: nothing to remove
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('marks a listing unavailable when it goes between the comparison and its own reply', async () => {
    stubCompare({
      '/api/properties/12': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Property not found' },
      },
      [`/api/comparisons/shared/${SHARE_ID}`]: ok({
        name: 'Just now',
        listings: [11, 12].map((id) => ({ id, available: true })),
      }),
    });
    renderApp(`/compare?saved=${SHARE_ID}`);
    await screen.findByRole('table');
    expect(rowValues('Price')).toEqual(['$350,000', '—']);
  });

  it.each([
    ['a link that names no comparison', SHARE_ID],
    ['an address that cannot be a link', 'short'],
  ])('says Comparison not found for %s', async (_what, shareId) => {
    const api = stubCompare();
    renderApp(`/compare?saved=${shareId}`);
    expect(
      await screen.findByRole('heading', { name: COMPARE_TEXT.savedNotFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByTestId('compare-message').textContent).toBe(COMPARE_TEXT.savedNotFound);
    if (shareId === 'short') {
      expect(api.mock.calls.some(([path]) => path.startsWith('/api/comparisons'))).toBe(false);
    }
  });
});
