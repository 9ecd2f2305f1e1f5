// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '../../contract/properties';
import { homeTitle, newClientTitle, PAGE_TITLES, teamTitle } from '../../core/page-titles';
import { LIST_SCROLL_KEY } from '../components/listings/list-scroll-position';
import { createQueryClient } from '../lib/query-client';
import { ok, stubApi, type Reply } from '../testing/api-stub';
import { listingDetail, listingPage, listingSummary } from '../testing/listing-fixtures';
import { resetBrowser } from '../testing/reset-browser';
import { siteInfoFixture } from '../testing/site-info-fixture';
import { App } from './app';

/*
 * Issue 45 point 1: after each kind of in-app page change, focus is on the new page's heading
 * (the results heading for a page of results), the page opened at its top, and the one polite
 * live region said where the visitor is.
 */

const identity = siteInfoFixture().identity;
const listing = (id: number, overrides: Partial<PropertySummary> = {}) =>
  listingSummary(id, { address: `${id} Ponderosa Ln`, price: 400_000 + id, ...overrides });

/** The home search (pages of one listing each, three pages), Just Listed and listing 42. */
function stubSite(routes: Record<string, Reply | (() => Reply | Promise<Reply>)> = {}) {
  return stubApi({
    '/api/properties': ({ url }) => {
      const params = url.searchParams;
      if (params.get('payson') === 'true') return ok(listingPage([]));
      if (params.get('justListed') === 'true') {
        return ok(listingPage([listing(42), listing(43), listing(44)]));
      }
      const page = Number(params.get('page') ?? '1');
      return ok(
        listingPage([listing(page === 1 ? 42 : page * 100)], { total: 3, page, totalPages: 3 }),
      );
    },
    '/api/properties/42': ok(listingDetail(42, { address: '42 Ponderosa Ln', price: 400_042 })),
    '/api/properties/43': ok(listingDetail(43, { address: '43 Ponderosa Ln' })),
    ...routes,
  });
}

function renderSite(url: string) {
  window.history.replaceState(null, '', url);
  return render(<App queryClient={createQueryClient()} />);
}

const announcer = () => screen.getByTestId('route-announcer');
const focused = () => document.activeElement as HTMLElement;
let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(resetBrowser);

/** Waits for the rule to have focused `heading` and announced `text`. */
async function expectArrivedAt(heading: HTMLElement | (() => HTMLElement), text: string) {
  await waitFor(
    () => {
      const element = typeof heading === 'function' ? heading() : heading;
      expect(focused()).toBe(element);
      expect(announcer().textContent).toBe(text);
    },
    { timeout: 5000 },
  );
}

describe('focus and announcement after an in-app page change', () => {
  it('leaves the first load alone: nothing focused, nothing said', async () => {
    stubSite();
    renderSite('/?city=Pine');
    // the first test loads the pages' code
    await screen.findByRole('link', { name: '42 Ponderosa Ln' }, { timeout: 10_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(focused()).toBe(document.body);
    expect(announcer().textContent).toBe('');
    expect(announcer().getAttribute('aria-live')).toBe('polite');
    // one live region says where the visitor is: the pagination's text is not another one
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination.querySelector('[aria-live]')).toBeNull();
  });

  it('a listing card opens the property page at its top, its heading focused and its title said', async () => {
    stubSite();
    const user = userEvent.setup();
    renderSite('/?city=Pine');
    await user.click(await screen.findByRole('link', { name: '42 Ponderosa Ln' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /42 Ponderosa Ln/ });
    await expectArrivedAt(heading, document.title);
    expect(document.title).toMatch(/^42 Ponderosa Ln, .* \| \$400,042 \| MLS# /);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('Contact Agent opens the lead form at its heading, not scrolled down where the link was', async () => {
    stubSite();
    const user = userEvent.setup();
    renderSite('/property/42');
    const contact = await screen.findByRole('link', { name: 'Contact Agent' });
    scrollTo.mockClear();
    await user.click(contact);
    const heading = await screen.findByRole('heading', { level: 1 });
    await expectArrivedAt(heading, newClientTitle(identity));
    expect(window.location.pathname).toBe('/new-client');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('Compare Selected opens /compare with its heading focused', async () => {
    stubSite();
    const user = userEvent.setup();
    renderSite('/just-listed');
    await user.click(await screen.findByRole('checkbox', { name: 'Compare 42 Ponderosa Ln' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare 43 Ponderosa Ln' }));
    await user.click(screen.getByRole('button', { name: 'Compare Selected (2)' }));
    await expectArrivedAt(
      () => screen.getByRole('heading', { level: 1, name: 'Compare Properties' }),
      teamTitle(PAGE_TITLES.compare, identity),
    );
    expect(window.location.pathname).toBe('/compare');
  });

  it('the heart of a signed-out visitor opens the login page, its heading focused', async () => {
    stubSite();
    const user = userEvent.setup();
    renderSite('/?city=Pine');
    const card = (await screen.findByRole('link', { name: '42 Ponderosa Ln' })).closest('article');
    await user.click(within(card!).getByRole('button', { name: /save to favorites/i }));
    await expectArrivedAt(
      () => screen.getByRole('heading', { level: 1, name: /Welcome to/ }),
      teamTitle(PAGE_TITLES.auth, identity),
    );
    expect(window.location.pathname).toBe('/auth');
  });

  it('Next focuses the results heading once the page is in, and says which page', async () => {
    stubSite();
    const user = userEvent.setup();
    renderSite('/?city=Pine');
    await screen.findByRole('link', { name: '42 Ponderosa Ln' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Homes for sale in Pine' });
    await expectArrivedAt(heading, 'Page 2 of 3, Homes for sale in Pine');
    // focused after the new page of results arrived, not before
    expect(screen.getByRole('link', { name: '200 Ponderosa Ln' })).toBeTruthy();
    expect(window.location.search).toBe('?city=Pine&page=2');
  });

  it('waits for the page and its data, and keeps focus the visitor moved meanwhile', async () => {
    let release: (reply: Reply) => void = () => undefined;
    stubSite({
      '/api/properties/42': () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderSite('/?city=Pine');
    await user.click(await screen.findByRole('link', { name: '42 Ponderosa Ln' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // still loading: nothing focused or said yet
    expect(announcer().textContent).toBe('');
    const home = screen.getAllByRole('link', { name: /home/i })[0]!;
    home.focus();
    release(ok(listingDetail(42, { address: '42 Ponderosa Ln' })));
    await screen.findByRole('heading', { level: 1, name: /42 Ponderosa Ln/ });
    await waitFor(() => expect(announcer().textContent).toBe(document.title));
    expect(document.title).toMatch(/^42 Ponderosa Ln/);
    expect(focused()).toBe(home);
  });

  it('coming Back does not scroll to the top, and still says where the visitor is', async () => {
    stubSite();
    const user = userEvent.setup();
    renderSite('/?city=Pine');
    await user.click(await screen.findByRole('link', { name: '42 Ponderosa Ln' }));
    await screen.findByRole('heading', { level: 1, name: /42 Ponderosa Ln/ });
    await waitFor(() => expect(announcer().textContent).not.toBe(''));
    scrollTo.mockClear();
    // where the list was when the card was opened: the list puts it back (list-scroll-position)
    sessionStorage.setItem(LIST_SCROLL_KEY, '640');
    act(() => window.history.back());
    await expectArrivedAt(() => screen.getByRole('heading', { level: 1 }), homeTitle(identity));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});
