// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '../../../contract/properties';
import { AppRouter } from '../../app/router';
import { LIST_SCROLL_KEY } from '../../components/listings/list-scroll-position';
import { ok, requestedPaths, stubApi, type ApiStub, type Reply } from '../../testing/api-stub';
import { listingPage, listingSummary } from '../../testing/listing-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { siteInfoFixture } from '../../testing/site-info-fixture';
import { HomePage } from './home-page';
import { expectMessage } from '../../testing/expect-message';

/** A listing of these tests: on Ponderosa Ln, its price telling it apart. */
const listing = (id: number, overrides: Partial<PropertySummary> = {}) =>
  listingSummary(id, { address: `${id} Ponderosa Ln`, price: 400000 + id, ...overrides });

const page = (properties: PropertySummary[], options?: Parameters<typeof listingPage>[1]) =>
  ok(listingPage(properties, options));

const PAYSON_REPLY = page([listing(900, { address: '900 Payson Featured Rd' })]);

/** Answers the API: the search with `search(params)`, the Payson list, and the page's shell. */
const stubSearch = (
  search: (params: URLSearchParams) => Reply | Promise<Reply>,
  payson: Reply = PAYSON_REPLY,
) =>
  stubApi({
    '/api/properties': ({ url }) =>
      url.searchParams.get('payson') === 'true' ? payson : search(url.searchParams),
  });

/** The search requests made so far (not the Payson list). */
const searchRequests = (api: ApiStub) =>
  requestedPaths(api).filter(
    (path) => path.startsWith('/api/properties?') && !path.includes('payson=true'),
  );

function renderAt(url: string, ui = <HomePage />) {
  return renderWithProviders(ui, { url });
}

const results = () =>
  screen.getByRole('region', { name: /^Homes for sale|^All active|^MLS|^Listings at/ });
const sidebarForm = () =>
  screen.getAllByRole('form', { name: 'Property Search' })[0] as HTMLElement;
const here = () => window.location.pathname + window.location.search;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(resetBrowser);

describe('HomePage', () => {
  it('searches Payson by default and lists the Payson homes apart', async () => {
    const fetchSpy = stubSearch(() => page([listing(1), listing(2)]));
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    expect(searchRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&city=Payson&page=1&limit=24',
    ]);
    expect(fetchSpy.mock.calls.map(([path]) => path)).toContain(
      '/api/properties?payson=true&limit=12',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Homes for sale in Payson' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payson' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pine' }).getAttribute('aria-pressed')).toBe('false');

    const payson = screen.getByRole('region', { name: 'Payson Listings' });
    await within(payson).findByRole('link', { name: '900 Payson Featured Rd' });
    // The hero shows the agent.
    expect(await screen.findByText('Sam Ridge · Ridgeline Team')).toBeTruthy();
    expect(here()).toBe('/');
  });

  it('shows the Payson Listings on the first view only, not under a search', async () => {
    stubSearch((params) =>
      params.get('city') === 'Pine' ? page([], { total: 0, totalPages: 0 }) : page([listing(1)]),
    );
    const user = userEvent.setup();
    renderAt('/');
    const payson = await screen.findByRole('region', { name: 'Payson Listings' });
    await within(payson).findByRole('link', { name: '900 Payson Featured Rd' });

    // a search (here one that finds nothing) is not followed by the same 12 Payson homes
    await user.click(screen.getByRole('button', { name: 'Pine' }));
    await waitFor(() => expect(here()).toBe('/?city=Pine'));
    await screen.findByText(/You searched:/);
    expect(screen.queryByRole('region', { name: 'Payson Listings' })).toBeNull();
    expect(screen.queryByRole('link', { name: '900 Payson Featured Rd' })).toBeNull();
  });

  it('does not ask for the Payson Listings when opened on a search', async () => {
    const fetchSpy = stubSearch(() => page([listing(1)]));
    renderAt('/?city=Show+Low');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    expect(screen.queryByRole('region', { name: 'Payson Listings' })).toBeNull();
    expect(fetchSpy.mock.calls.map(([path]) => path)).not.toContain(
      '/api/properties?payson=true&limit=12',
    );
  });

  it('reads the search box: ZIP, MLS number, address, town with its state, a misspelling', async () => {
    const fetchSpy = stubSearch(() => page([listing(1)]));
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    const box = screen.getByRole('combobox', { name: /Search by town/ }) as HTMLInputElement;
    const search = async (text: string) => {
      await user.clear(box);
      if (text) await user.type(box, text);
      await user.keyboard('{Enter}');
    };

    await search('85541-1234');
    await waitFor(() => expect(here()).toBe('/?zipCode=85541'));

    await search('MLS# 6123456');
    await waitFor(() => expect(here()).toBe('/?mlsNumber=6123456'));

    await search('12 Main St, Payson, AZ');
    await waitFor(() => expect(here()).toBe('/?city=Payson&address=12+Main+St'));

    await search('Payson AZ');
    await waitFor(() => expect(here()).toBe('/?city=Payson'));
    // the box keeps what was typed: never 'Payson AZ, AZ'
    expect(box.value).toBe('Payson AZ');

    await search('star valley');
    await waitFor(() => expect(here()).toBe('/?city=Star+Valley'));
    expect(searchRequests(fetchSpy).at(-1)).toContain('city=Star+Valley');
    expect(box.value).toBe('star valley');
    expect(screen.getByRole('button', { name: 'Star Valley' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await search('Peyson');
    await waitFor(() => expect(here()).toBe('/?city=Payson'));
    const guess = await screen.findByText(/Did you mean/);
    expect(guess.textContent).toContain('Payson');

    // Empty input does nothing.
    const before = searchRequests(fetchSpy).length;
    await search('');
    expect(searchRequests(fetchSpy)).toHaveLength(before);
    expect(here()).toBe('/?city=Payson');
  });

  it('reads plain language into chips the visitor can remove', async () => {
    stubSearch(() => page([listing(1)]));
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    const box = screen.getByRole('combobox', { name: /Search by town/ });
    await user.type(box, '3 bed 2 bath in Pine under 400k{Enter}');
    await waitFor(() => expect(here()).toBe('/?city=Pine&maxPrice=400000&minBeds=3&minBaths=2'));
    const chips = screen.getByRole('list', { name: 'Your search' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pine×', 'Up to $400,000×', '3+ beds×', '2+ baths×']);
    await user.click(within(chips).getByRole('button', { name: 'Remove 3+ beds' }));
    await waitFor(() => expect(here()).toBe('/?city=Pine&maxPrice=400000&minBaths=2'));
    // the sidebar shows the same search
    expect((within(sidebarForm()).getByLabelText('City') as HTMLInputElement).value).toBe('Pine');
    expect((within(sidebarForm()).getByLabelText('Maximum price') as HTMLInputElement).value).toBe(
      '400,000',
    );
  });

  it('says what was searched when nothing is found, offers what finds homes, and no save', async () => {
    stubSearch((params) =>
      params.get('address')
        ? page([], { total: 0, totalPages: 0 })
        : page([listing(1)], { total: 37, totalPages: 2 }),
    );
    const user = userEvent.setup();
    renderAt('/?city=Payson&address=Nowhere+Ct');
    const searched = await screen.findByText(/You searched:/);
    expect(searched.textContent).toContain('Payson · Nowhere Ct');
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'All of Payson (37 homes)' }));
    await waitFor(() => expect(here()).toBe('/?city=Payson'));
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it('sorts the results, keeping the order in the URL', async () => {
    const fetchSpy = stubSearch(() => page([listing(1)]));
    const user = userEvent.setup();
    renderAt('/?city=Pine');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price (low to high)');
    await waitFor(() => expect(here()).toBe('/?city=Pine&sort=price-low'));
    expect(searchRequests(fetchSpy).at(-1)).toBe(
      '/api/properties?status=ACTIVE&city=Pine&page=1&limit=24&sort=price-low',
    );
  });

  it('starts a fresh search of a town from its chip', async () => {
    const fetchSpy = stubSearch(() => page([listing(1)]));
    const user = userEvent.setup();
    renderAt('/?city=Payson&minBeds=3&justListed=true');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    await user.click(screen.getByRole('button', { name: 'Show Low' }));
    await waitFor(() =>
      expect(searchRequests(fetchSpy).at(-1)).toBe(
        '/api/properties?status=ACTIVE&city=Show+Low&page=1&limit=24',
      ),
    );
    expect(screen.getByRole('button', { name: 'Show Low' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Payson' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(here()).toBe('/?city=Show+Low');
    expect((within(sidebarForm()).getByLabelText('City') as HTMLInputElement).value).toBe(
      'Show Low',
    );
  });

  it('pages with Previous / Next, mirroring the page into the URL without history entries', async () => {
    const fetchSpy = stubSearch((params) => {
      const current = Number(params.get('page'));
      return page([listing(current * 100)], { total: 50, page: current, totalPages: 3 });
    });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const user = userEvent.setup();
    renderAt('/?city=Pine&page=2');
    const historyLength = window.history.length;
    await screen.findByRole('link', { name: '200 Ponderosa Ln' });
    expect(searchRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&city=Pine&page=2&limit=24',
    ]);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pagination).getByText('(50 total properties)')).toBeTruthy();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '300 Ponderosa Ln' });
    expect(here()).toBe('/?city=Pine&page=3');
    expect(within(pagination).getByText('Page 3 of 3')).toBeTruthy();
    expect(
      (within(pagination).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await screen.findByRole('link', { name: '100 Ponderosa Ln' });
    // Page 1 is not written.
    expect(here()).toBe('/?city=Pine');
    expect(window.history.length).toBe(historyLength);
    expect(replaceState).toHaveBeenCalled();
    // The card leads back to this exact list.
    expect(screen.getByRole('link', { name: '100 Ponderosa Ln' }).getAttribute('href')).toBe(
      `/property/100?return=${encodeURIComponent('/?city=Pine')}`,
    );
  });

  it('sidebar search starts at page 1; Clear searches all active listings', async () => {
    const fetchSpy = stubSearch((params) =>
      page([listing(1)], { total: 30, page: Number(params.get('page')), totalPages: 2 }),
    );
    const user = userEvent.setup();
    renderAt('/?city=Pine&page=2');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    const form = sidebarForm();
    await user.type(within(form).getByLabelText('Minimum price'), '250000');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searchRequests(fetchSpy).at(-1)).toBe(
        '/api/properties?status=ACTIVE&city=Pine&minPrice=250000&page=1&limit=24',
      ),
    );
    expect(here()).toBe('/?city=Pine&minPrice=250000');

    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(searchRequests(fetchSpy).at(-1)).toBe('/api/properties?status=ACTIVE&page=1&limit=24'),
    );
    expect(here()).toBe('/?status=ACTIVE');
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('heading', { name: 'All active listings' })).toBeTruthy();
  });

  it('says No properties found matching your search criteria when filters are set', async () => {
    stubSearch(() => page([]));
    renderAt('/?city=Nowhere');
    await expectMessage('screen.noPropertiesForSearch', { container: results() });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says No properties found when nothing narrows the search', async () => {
    stubSearch(() => page([]));
    renderAt('/?status=ACTIVE');
    await expectMessage('screen.noProperties', { container: results() });
  });

  it('shows the error with a Retry, and the server field messages in the form', async () => {
    let fail = true;
    stubSearch(() =>
      fail
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'MLS number must be letters and digits',
              fieldErrors: { mlsNumber: 'MLS number must be letters and digits' },
            },
          }
        : page([listing(5)]),
    );
    const user = userEvent.setup();
    renderAt('/?mlsNumber=bad!');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch properties')).toBeTruthy();
    expect(within(alert).getByText('400: MLS number must be letters and digits')).toBeTruthy();
    const mls = within(sidebarForm()).getByLabelText('MLS Number');
    expect(mls.getAttribute('aria-invalid')).toBe('true');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: '5 Ponderosa Ln' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure as the error catalogue words it when the reply has no JSON message', async () => {
    stubSearch(() => ({ status: 503, text: '', statusText: 'Service Unavailable' }));
    renderAt('/');
    await expectMessage('properties.fetchFailed', {
      values: { status: 503, statusText: 'Service Unavailable' },
    });
  });

  it('says the Payson row failed as the error catalogue words it', async () => {
    stubSearch(() => page([listing(5)]), { status: 502, text: '', statusText: 'Bad Gateway' });
    renderAt('/');
    await expectMessage('properties.paysonFetchFailed', {
      values: { status: 502, statusText: 'Bad Gateway' },
    });
  });

  it('shows skeletons while the first results load', async () => {
    let release: (reply: Reply) => void = () => undefined;
    stubSearch(() => new Promise<Reply>((resolve) => (release = resolve)));
    renderAt('/');
    const loading = await within(results()).findByRole('status');
    expect(loading.textContent).toBe('Loading properties...');
    expect(within(loading).getAllByTestId('listing-card-skeleton')).toHaveLength(24);
    expect(within(sidebarForm()).getByRole('button', { name: 'Searching...' })).toBeTruthy();
    release(page([listing(8)]));
    await screen.findByRole('link', { name: '8 Ponderosa Ln' });
    expect(within(sidebarForm()).getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('restores the saved scroll position after the listings load, then forgets it', async () => {
    stubSearch(() => page([listing(1)]));
    sessionStorage.setItem(LIST_SCROLL_KEY, '840');
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    await waitFor(() => expect(sessionStorage.getItem(LIST_SCROLL_KEY)).toBeNull(), {
      timeout: 2000,
    });
    expect(vi.mocked(window.scrollTo).mock.calls).toEqual(Array(5).fill([0, 840]));
  });

  it('searches from the mobile dialog and closes it', async () => {
    const fetchSpy = stubSearch(() => page([listing(1)]));
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    await user.click(screen.getByRole('button', { name: 'Open property search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced Property Search' });
    const city = within(dialog).getByLabelText('City') as HTMLInputElement;
    expect(city.value).toBe('Payson');
    await user.clear(city);
    await user.type(city, 'Heber');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes to the results, not back to the floating button.
    await waitFor(() => expect(document.activeElement?.id).toBe('results-heading'));
    await waitFor(() =>
      expect(searchRequests(fetchSpy).at(-1)).toBe(
        '/api/properties?status=ACTIVE&city=Heber&page=1&limit=24',
      ),
    );
  });

  it('follows a navigation it did not make (the header Home link): results and form', async () => {
    const fetchSpy = stubSearch(() => page([listing(1)]));
    const user = userEvent.setup();
    renderAt('/?city=Pine');
    await screen.findByRole('heading', { level: 2, name: 'Homes for sale in Pine' });
    await user.type(within(sidebarForm()).getByLabelText('Maximum price'), '300000');
    act(() => window.history.pushState(null, '', '/'));
    await screen.findByRole('heading', { level: 2, name: 'Homes for sale in Payson' });
    expect((within(sidebarForm()).getByLabelText('City') as HTMLInputElement).value).toBe('Payson');
    expect((within(sidebarForm()).getByLabelText('Maximum price') as HTMLInputElement).value).toBe(
      '',
    );
    await waitFor(() =>
      expect(searchRequests(fetchSpy).at(-1)).toBe(
        '/api/properties?status=ACTIVE&city=Payson&page=1&limit=24',
      ),
    );
  });

  it('redirects /properties to / keeping the query string', async () => {
    const fetchSpy = stubSearch(() => page([listing(3)]));
    const historyLength = window.history.length;
    renderAt('/properties?city=Pine&page=2', <AppRouter />);
    await screen.findByRole('link', { name: '3 Ponderosa Ln' });
    expect(here()).toBe('/?city=Pine&page=2');
    expect(window.history.length).toBe(historyLength);
    expect(searchRequests(fetchSpy)).toEqual([
      '/api/properties?status=ACTIVE&city=Pine&page=2&limit=24',
    ]);
  });
});

describe('HomePage with the admin UI settings', () => {
  const withUi = (ui: Partial<ReturnType<typeof siteInfoFixture>['appearance']['ui']>) => {
    const site = siteInfoFixture();
    return stubApi({
      '/api/site': ok({
        ...site,
        appearance: { ...site.appearance, ui: { ...site.appearance.ui, ...ui } },
      }),
      '/api/properties': ({ url }) =>
        url.searchParams.get('payson') === 'true' ? PAYSON_REPLY : page([listing(1)]),
    });
  };

  it('starts the sidebar collapsed, focuses the search box and shows the compact grid as chosen', async () => {
    withUi({ sidebarDefault: 'collapsed', searchAutoFocus: true, compactView: true });
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    expect(
      screen.getByRole('button', { name: /Property Search/ }).getAttribute('aria-expanded'),
    ).toBe('false');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Search by town/ })),
    );
    expect(results().querySelector('ul:not([aria-label="Your search"])')?.className).toContain(
      '@6xl:grid-cols-5',
    );
  });

  it('keeps the defaults otherwise: expanded, nothing focused, the roomy grid', async () => {
    withUi({});
    renderAt('/');
    await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    expect(
      screen.getByRole('button', { name: /Property Search/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(document.activeElement).toBe(document.body);
    expect(results().querySelector('ul:not([aria-label="Your search"])')?.className).not.toContain(
      '@6xl:grid-cols-5',
    );
  });

  it("puts the phone's search button before the results in the keyboard's order (issue 45)", async () => {
    stubSearch(() => page([listing(1), listing(2)]));
    renderAt('/');
    const firstCard = await screen.findByRole('link', { name: '1 Ponderosa Ln' });
    const open = screen.getByRole('button', { name: 'Open property search' });
    const searchBox = screen.getAllByRole('combobox')[0]!;
    expect(searchBox.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(open.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      open.compareDocumentPosition(
        screen.getByRole('heading', { level: 2, name: /Homes for sale/ }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
