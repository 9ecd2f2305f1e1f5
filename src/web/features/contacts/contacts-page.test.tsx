// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import type { CrmContact } from '../../../contract/crm';
import { formatArizonaMoment } from '../../../core/date-time-format';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import {
  callsTo,
  ok,
  requestedPaths,
  requestLog,
  SIGNED_OUT,
  stubApi,
  type Answer,
  type Reply,
  type StubRequest,
} from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { contactFixture, listReply } from './contacts-fixtures';
import { ContactsPage } from './contacts-page';
import { CONTACTS_TEXT as TEXT } from './contacts-text';
import { expectMessage } from '../../testing/expect-message';

const SEARCH = '/api/contacts/search';
const LIST = '/api/contacts';
const RECENT = '/api/contacts/recent';
const RECENT_PATH = `${RECENT}?days=7&limit=25`;
const searchPath = (q: string, page = 1, limit = 25) =>
  `${SEARCH}?q=${encodeURIComponent(q).replace(/%20/g, '+')}&page=${page}&limit=${limit}`;

const rita = userFixture({ id: 1, username: 'rita', firstName: 'Rita', isAdmin: true });

const harper = contactFixture();
const jordan = contactFixture({
  id: 102,
  name: 'Jordan Pike',
  stage: 'Nurture',
  price: 1_250_000,
  source: 'Zillow',
  emails: [{ value: 'jordan@example.com', isPrimary: true, type: null }],
  phones: [],
  tags: ['Seller', 'Pine', 'Cabin', 'Cash', 'Referral'],
  lastActivity: null,
});

/** The new leads of the last 7 days, newest first (GET /api/contacts/recent). */
const riley = contactFixture({
  id: 201,
  name: 'Riley Newcomb',
  stage: 'Lead',
  source: 'Zillow',
  created: '2026-11-27T20:15:00.000Z',
  emails: [{ value: 'riley.newcomb@example.com', isPrimary: true, type: 'home' }],
  phones: [{ value: '928-555-0177', isPrimary: true, type: 'mobile' }],
});
const sam = contactFixture({
  id: 202,
  name: 'Sam Early',
  stage: null,
  source: null,
  created: '2026-11-22T16:00:00.000Z',
  emails: [],
  phones: [],
});
const recentReply = (contacts: CrmContact[]) => ({ success: true, contacts });

function stubContacts(routes: Record<string, Answer> = {}, user: User = rita) {
  return stubApi({
    '/api/user': ok(user),
    [`GET ${RECENT}`]: ok(recentReply([riley, sam])),
    [`GET ${SEARCH}`]: ok(listReply([harper, jordan])),
    ...routes,
  });
}

function renderPage(url = '/admin/contacts', props: { hotLeads?: boolean } = {}) {
  return renderWithProviders(
    <>
      <ContactsPage user={rita} {...props} />
      <Toaster />
    </>,
    { url },
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: TEXT.searchLabel });
const card = (name: string) =>
  screen.getByRole('button', { name }).closest('article') as HTMLElement;

beforeAll(async () => {
  await import('./contacts-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('ContactsPage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back here, without asking for contacts', async () => {
    const api = stubApi({ '/api/user': SIGNED_OUT });
    renderApp('/admin/contacts?q=harper');
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Fcontacts%3Fq%3Dharper',
    );
    expect(requestLog(api).some((call) => call.includes('/api/contacts'))).toBe(false);
  });

  it('refuses a signed-in visitor who is neither an agent nor an admin', async () => {
    const api = stubApi({ '/api/user': ok(userFixture()) });
    renderApp('/leads');
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.getByText(TEXT.notAdmin)).toBeTruthy();
    expect(requestLog(api).some((call) => call.includes('/api/contacts'))).toBe(false);
  });

  it.each(['/admin/contacts', '/contacts', '/leads'])(
    'opens at %s for an admin: Staff Only, Home, the search box, titled with the team name',
    async (path) => {
      stubContacts();
      renderApp(path);
      expect(await screen.findByRole('searchbox', { name: TEXT.searchLabel })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
      expect(screen.getByText(TEXT.staffOnly)).toBeTruthy();
      expect(screen.getByRole('link', { name: TEXT.home }).getAttribute('href')).toBe('/');
      await waitFor(() => expect(document.title).toBe('Contacts | Ridgeline Team'));
    },
  );
});

describe('ContactsPage for an agent (issue 41 B)', () => {
  const dana = userFixture({ id: 8, username: 'dana', firstName: 'Dana', isAgent: true });

  it.each(['/contacts', '/admin/hot-leads'])(
    'opens at %s: the contacts are staff work, not the admins’ alone',
    async (path) => {
      const api = stubContacts({ [`GET ${LIST}`]: ok(listReply([harper])) }, dana);
      renderApp(path);
      expect(await screen.findByRole('searchbox', { name: TEXT.searchLabel })).toBeTruthy();
      expect(screen.getByText(TEXT.staffOnly)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: TEXT.adminsOnly })).toBeNull();
      await waitFor(() =>
        expect(requestLog(api).some((call) => call.startsWith('GET /api/contacts'))).toBe(true),
      );
    },
  );
});

describe('ContactsPage search', () => {
  it('searches nothing before a term is entered: it asks only for the new leads', async () => {
    const api = stubContacts();
    renderPage();
    expect(await screen.findByText(TEXT.enterTerm)).toBeTruthy();
    await screen.findByRole('link', { name: 'Riley Newcomb' });
    expect(screen.queryByRole('article')).toBeNull();
    expect(requestLog(api).filter((call) => call.includes('/api/contacts'))).toEqual([
      `GET ${RECENT_PATH}`,
    ]);
  });

  it('searches on Enter and keeps the term in the address', async () => {
    const api = stubContacts();
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'harper lane{Enter}');
    expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
    expect(requestedPaths(api)).toContain(searchPath('harper lane'));
    expect(window.location.pathname + window.location.search).toBe('/admin/contacts?q=harper+lane');
    expect(screen.getByText(TEXT.resultCount(2))).toBeTruthy();
    expect(screen.queryByText(TEXT.enterTerm)).toBeNull();
  });

  it('searches with the Search button, and again when the same term is searched again', async () => {
    const api = stubContacts();
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), ' harper ');
    await user.click(screen.getByRole('button', { name: TEXT.searchButton }));
    expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
    expect(window.location.search).toBe('?q=harper');
    await user.click(screen.getByRole('button', { name: TEXT.searchButton }));
    await waitFor(() => expect(callsTo(api, searchPath('harper'))).toBe(2));
  });

  it('keeps a term with & and % as typed, in the address and the request', async () => {
    const api = stubContacts();
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'a&b 100%41{Enter}');
    await screen.findByRole('button', { name: 'Harper Lane' });
    expect(window.location.search).toBe('?q=a%26b+100%2541');
    expect(requestedPaths(api)).toContain(`${SEARCH}?q=a%26b+100%2541&page=1&limit=25`);
    expect((searchBox() as HTMLInputElement).value).toBe('a&b 100%41');
  });

  it('runs the search in the address at once (a reload keeps it), in the view it names', async () => {
    const api = stubContacts();
    renderPage('/admin/contacts?q=harper&view=list');
    expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('harper');
    expect(screen.getByRole('button', { name: TEXT.listView }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(callsTo(api, searchPath('harper'))).toBe(1);
  });

  it('shows the term of the search Back returns to', async () => {
    stubContacts();
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'harper{Enter}');
    await screen.findByRole('button', { name: 'Harper Lane' });
    await user.clear(searchBox());
    await user.type(searchBox(), 'jordan{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=jordan'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?q=harper'));
    await waitFor(() => expect((searchBox() as HTMLInputElement).value).toBe('harper'));
  });

  it("covers the screen with 'Searching Contacts' while a search runs", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubContacts({
      [`GET ${SEARCH}`]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'harper{Enter}');
    const overlay = (await screen.findByText(TEXT.searching)).closest('[role="status"]');
    expect(overlay).toBeTruthy();
    expect(overlay?.getAttribute('aria-live')).toBe('polite');
    expect(overlay?.className).toContain('fixed inset-0');

    act(() => answer(ok(listReply([harper]))));
    expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(TEXT.searching)).toBeNull());
  });

  it('says so when nothing matches', async () => {
    stubContacts({ [`GET ${SEARCH}`]: ok(listReply([])) });
    renderPage('/admin/contacts?q=zzz');
    expect(await screen.findByText(TEXT.noResults('zzz'))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: TEXT.pagination })).toBeNull();
  });

  it("shows the spec's texts and the server's message when the search fails, and Retry asks again", async () => {
    let calls = 0;
    const api = stubContacts({
      [`GET ${SEARCH}`]: () =>
        ++calls === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is unavailable' } }
          : ok(listReply([harper])),
    });
    const user = userEvent.setup();
    renderPage('/admin/contacts?q=harper');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: TEXT.searchFailed })).toBeTruthy();
    await expectMessage('contacts.searchFailed', { container: alert });
    await expectMessage('contacts.loadFailed', { container: alert });
    expect(within(alert).getByText('503: Follow Up Boss is unavailable')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
    expect(callsTo(api, searchPath('harper'))).toBe(2);
  });
  it('keeps the results on screen when searching them again fails, and says so', async () => {
    let calls = 0;
    stubContacts({
      [`GET ${SEARCH}`]: () =>
        ++calls === 1
          ? ok(listReply([harper]))
          : {
              status: 503,
              body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is unavailable' },
            },
    });
    const user = userEvent.setup();
    renderPage('/admin/contacts?q=harper');
    await screen.findByRole('button', { name: 'Harper Lane' });
    await user.click(screen.getByRole('button', { name: TEXT.searchButton }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${TEXT.searchFailed}: 503: Follow Up Boss is unavailable`);
    expect(screen.getByRole('button', { name: 'Harper Lane' })).toBeTruthy();
  });
});

describe('ContactsPage pages and views', () => {
  it("pages with Previous / Next and 'Page X of Y', keeping the page in the address", async () => {
    const api = stubContacts({
      [`GET ${SEARCH}`]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const contact = page === 1 ? harper : jordan;
        return ok(listReply([contact], { page, totalPages: 3, totalInAccount: 60 }));
      },
    });
    const user = userEvent.setup();
    renderPage('/admin/contacts?q=a');
    const pages = await screen.findByRole('navigation', { name: TEXT.pagination });
    expect(within(pages).getByText(TEXT.pageOf(1, 3))).toBeTruthy();
    expect(within(pages).getByRole('button', { name: TEXT.previous })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(TEXT.resultCount(60))).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: TEXT.next }));
    expect(await screen.findByRole('button', { name: 'Jordan Pike' })).toBeTruthy();
    expect(screen.getByText(TEXT.pageOf(2, 3))).toBeTruthy();
    expect(window.location.search).toBe('?q=a&page=2');
    expect(requestedPaths(api)).toContain(searchPath('a', 2));

    await user.click(screen.getByRole('button', { name: TEXT.next }));
    await screen.findByText(TEXT.pageOf(3, 3));
    expect(screen.getByRole('button', { name: TEXT.next })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: TEXT.previous }));
    await screen.findByText(TEXT.pageOf(2, 3));
    expect(window.location.search).toBe('?q=a&page=2');
  });

  it('starts a new search at page 1', async () => {
    const api = stubContacts({
      [`GET ${SEARCH}`]: ({ url }) =>
        ok(listReply([harper], { page: Number(url.searchParams.get('page')), totalPages: 3 })),
    });
    const user = userEvent.setup();
    renderPage('/admin/contacts?q=a&page=3');
    await screen.findByText(TEXT.pageOf(3, 3));
    await user.clear(searchBox());
    await user.type(searchBox(), 'b{Enter}');
    await screen.findByText(TEXT.pageOf(1, 3));
    expect(window.location.search).toBe('?q=b');
    expect(requestedPaths(api)).toContain(searchPath('b', 1));
  });

  it("switches between grid and list (kept in the address); list view shows 3 tags, then '+N more'", async () => {
    stubContacts();
    const user = userEvent.setup();
    renderPage('/admin/contacts?q=a');
    await screen.findByRole('button', { name: 'Jordan Pike' });
    expect(screen.getByRole('button', { name: TEXT.gridView }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(document.querySelector('[data-view]')?.getAttribute('data-view')).toBe('grid');
    expect(within(card('Jordan Pike')).queryByRole('list', { name: TEXT.tags })).toBeNull();

    await user.click(screen.getByRole('button', { name: TEXT.listView }));
    expect(window.location.search).toBe('?q=a&view=list');
    expect(document.querySelector('[data-view]')?.getAttribute('data-view')).toBe('list');
    const tags = within(card('Jordan Pike')).getByRole('list', { name: TEXT.tags });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Seller', 'Pine', 'Cabin', TEXT.moreTags(2)]);
    expect(TEXT.moreTags(2)).toBe('+2 more');
    // two tags: no '+N more'
    const harperTags = within(card('Harper Lane')).getByRole('list', { name: TEXT.tags });
    expect(
      within(harperTags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Buyer', 'Payson']);

    await user.click(screen.getByRole('button', { name: TEXT.gridView }));
    expect(window.location.search).toBe('?q=a');
  });

  it('shows each card: name, stage, e-mail, phone, source, budget ($450,000 / $1.3M) and dates', async () => {
    stubContacts();
    renderPage('/admin/contacts?q=a');
    await screen.findByRole('button', { name: 'Harper Lane' });
    const h = within(card('Harper Lane'));
    expect(h.getByText('harper@example.com')).toBeTruthy();
    expect(h.getByText('928-555-0101')).toBeTruthy();
    expect(h.getByText('Website')).toBeTruthy();
    expect(h.getByText('$450,000')).toBeTruthy();
    expect(h.getByText('Nov 02, 2026').tagName).toBe('TIME');
    expect(h.getByText('Nov 25, 2026').getAttribute('datetime')).toBe(harper.lastActivity);

    const j = within(card('Jordan Pike'));
    expect(j.getByText('$1.3M')).toBeTruthy();
    expect(j.getByText('Zillow')).toBeTruthy();
    expect(j.getByText(`${TEXT.lastActivity}: ${TEXT.none}`)).toBeTruthy();
  });

  it('shows each stage with its label and colour (not colour alone)', async () => {
    const stages: Array<[string | null, string, string]> = [
      ['Hot Lead', 'Hot Lead', 'red'],
      ['Spoke with Customer', 'Spoke with Customer', 'blue'],
      ['Ready to Buy', 'Ready to Buy', 'green'],
      ['Showing Homes', 'Showing Homes', 'purple'],
      ['nurture', 'Nurture', 'amber'],
      ['Closed', 'Closed', 'gray'],
      [null, 'No stage', 'gray'],
    ];
    const contacts: CrmContact[] = stages.map(([stage], index) =>
      contactFixture({ id: 200 + index, name: `Person ${index}`, stage }),
    );
    stubContacts({ [`GET ${SEARCH}`]: ok(listReply(contacts)) });
    renderPage('/admin/contacts?q=a');
    await screen.findByRole('button', { name: 'Person 0' });
    stages.forEach(([, label, color], index) => {
      const badge = within(card(`Person ${index}`))
        .getByText(label)
        .closest('[data-stage-color]');
      expect(badge?.getAttribute('data-stage-color')).toBe(color);
      expect(badge?.textContent).toBe(`Stage: ${label}`);
    });
    const red = within(card('Person 0')).getByText('Hot Lead').closest('[data-stage-color]');
    expect(red?.className).toContain('bg-red-100');
    const purple = within(card('Person 3'))
      .getByText('Showing Homes')
      .closest('[data-stage-color]');
    expect(purple?.className).toContain('bg-purple-100');
  });
});

describe('ContactsPage hot leads', () => {
  const HOT = 'stage=Hot+Lead';
  const listPath = (page = 1) => `${LIST}?page=${page}&limit=25&${HOT}`;
  const casey = contactFixture({ id: 103, name: 'Casey Hot', stage: 'Hot Lead' });
  /** The server's page of the Hot Lead stage: 30 hot leads, 25 a page. */
  const hotPage = (request: StubRequest) => {
    const page = Number(request.url.searchParams.get('page'));
    const contacts =
      page === 1 ? [harper, casey] : [contactFixture({ id: 130, name: 'Avery Late' })];
    return ok(listReply(contacts, { page, totalPages: 2, totalInAccount: 30 }));
  };

  it.each(['/admin/hot-leads', '/hot-leads'])(
    'asks the server at %s for the Hot Lead stage and shows its total and pages',
    async (path) => {
      const api = stubContacts({ [`GET ${LIST}`]: hotPage });
      renderApp(path);
      expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: TEXT.hotLeadsTitle })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Casey Hot' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: TEXT.hotLeadCount(30) })).toBeTruthy();
      expect(screen.getByText('30 hot leads')).toBeTruthy();
      expect(screen.queryByText(TEXT.enterTerm)).toBeNull();
      expect(requestedPaths(api)).toContain(listPath(1));
      expect(screen.getByText(TEXT.pageOf(1, 2))).toBeTruthy();
      expect(
        screen.getByRole('link', { name: TEXT.hotLeadsNav }).getAttribute('aria-current'),
      ).toBe('page');
      await waitFor(() => expect(document.title).toBe('Hot Leads | Ridgeline Team'));
    },
  );

  it('says it is loading hot leads until the server answers', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubContacts({ [`GET ${LIST}`]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderPage('/admin/hot-leads', { hotLeads: true });
    expect(await screen.findByText(TEXT.loadingHotLeads)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    act(() => answer(ok(listReply([harper]))));
    expect(await screen.findByText(TEXT.hotLeadCount(1))).toBeTruthy();
    expect(screen.queryByText(TEXT.loadingHotLeads)).toBeNull();
  });

  it('pages through the hot leads the server found, 25 at a time', async () => {
    const api = stubContacts({ [`GET ${LIST}`]: hotPage });
    const user = userEvent.setup();
    renderPage('/admin/hot-leads', { hotLeads: true });
    await screen.findByRole('button', { name: 'Harper Lane' });
    await user.click(screen.getByRole('button', { name: TEXT.next }));
    expect(await screen.findByRole('button', { name: 'Avery Late' })).toBeTruthy();
    expect(screen.getByText(TEXT.pageOf(2, 2))).toBeTruthy();
    expect(screen.getByText(TEXT.hotLeadCount(30))).toBeTruthy();
    expect(requestedPaths(api)).toContain(listPath(2));
    expect(window.location.search).toBe('?page=2');
  });

  it('searches within the hot leads on the server', async () => {
    const api = stubContacts({
      [`GET ${LIST}`]: hotPage,
      [`GET ${SEARCH}`]: ok(listReply([casey])),
    });
    const user = userEvent.setup();
    renderPage('/admin/hot-leads', { hotLeads: true });
    await screen.findByRole('button', { name: 'Harper Lane' });
    await user.type(searchBox(), 'casey{Enter}');
    expect(await screen.findByText(TEXT.hotLeadSearchCount(1, 'casey'))).toBeTruthy();
    expect(requestedPaths(api)).toContain(`${searchPath('casey')}&${HOT}`);
    expect(screen.getByRole('button', { name: 'Casey Hot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Harper Lane' })).toBeNull();
  });

  it('says when there are no hot leads at all, or none for a search', async () => {
    stubContacts({
      [`GET ${LIST}`]: ok(listReply([], { totalPages: 0 })),
      [`GET ${SEARCH}`]: ok(listReply([], { totalPages: 0 })),
    });
    const user = userEvent.setup();
    renderPage('/admin/hot-leads', { hotLeads: true });
    expect(await screen.findByText(TEXT.noHotLeads)).toBeTruthy();
    expect(screen.getByText(TEXT.hotLeadCount(0))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: TEXT.pagination })).toBeNull();
    await user.type(searchBox(), 'zzz{Enter}');
    expect(await screen.findByText(TEXT.noHotLeadsFor('zzz'))).toBeTruthy();
  });

  it('offers the way back from a page past the last', async () => {
    stubContacts({
      [`GET ${LIST}`]: ok(listReply([], { page: 4, totalPages: 2, totalInAccount: 30 })),
    });
    renderPage('/admin/hot-leads?page=4', { hotLeads: true });
    expect(await screen.findByText(TEXT.nothingOnPage)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: TEXT.pagination });
    expect(within(pages).getByRole('button', { name: TEXT.previous })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("says 'Failed to fetch contacts' with the spec's page text when the list fails", async () => {
    const api = stubContacts({
      [`GET ${LIST}`]: { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } },
    });
    const user = userEvent.setup();
    renderPage('/admin/hot-leads', { hotLeads: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: TEXT.fetchFailed })).toBeTruthy();
    await expectMessage('contacts.fetchFailed', { container: alert });
    expect(within(alert).getByText('500: Something went wrong')).toBeTruthy();
    const before = callsTo(api, listPath(1));
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    await waitFor(() => expect(callsTo(api, listPath(1))).toBeGreaterThan(before));
  });
});

describe('ContactsPage new leads (issue 41)', () => {
  const section = () =>
    screen.getByRole('heading', { name: TEXT.newLeadsTitle }).closest('section') as HTMLElement;
  const row = (name: string) =>
    within(section()).getByRole('link', { name }).closest('li') as HTMLElement;

  it('lists the last 7 days’ leads under the prompt: name, stage, e-mail, phone, source, created in Arizona time', async () => {
    stubContacts();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Riley Newcomb' })).toBeTruthy();
    expect(screen.getByText(TEXT.enterTerm)).toBeTruthy();
    const links = within(section()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Riley Newcomb', 'Sam Early']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/contacts/201',
      '/admin/contacts/202',
    ]);
    const first = row('Riley Newcomb');
    expect(within(first).getByText('Lead')).toBeTruthy();
    expect(within(first).getByText('riley.newcomb@example.com')).toBeTruthy();
    expect(within(first).getByText('928-555-0177')).toBeTruthy();
    expect(within(first).getByText('Zillow')).toBeTruthy();
    // 20:15 UTC is 1:15 PM in Arizona (no daylight saving time)
    expect(formatArizonaMoment(riley.created)).toBe('Nov 27, 2026, 1:15 PM MST');
    const created = within(first).getByText(TEXT.createdAt('Nov 27, 2026, 1:15 PM MST'));
    expect(created.getAttribute('dateTime')).toBe(riley.created);
    // a lead the CRM knows little about says so
    const second = row('Sam Early');
    expect(within(second).getAllByText(TEXT.none)).toHaveLength(3);
    expect(within(second).getByText(TEXT.createdAt('Nov 22, 2026, 9:00 AM MST'))).toBeTruthy();
  });

  it('links each lead to its contact page, coming back to the list it was opened from', async () => {
    stubContacts({ '/api/contacts/201': ok({ success: true, contact: riley }) });
    renderApp('/contacts');
    const link = await screen.findByRole('link', { name: 'Riley Newcomb' });
    expect(link.getAttribute('href')).toBe('/admin/contacts/201?return=%2Fcontacts');
    await userEvent.setup().click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/contacts/201'));
  });

  it('says it is loading until the server answers', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubContacts({ [`GET ${RECENT}`]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText(TEXT.loadingNewLeads)).toBeTruthy();
    expect(section().getAttribute('aria-busy')).toBe('true');
    act(() => answer(ok(recentReply([riley]))));
    expect(await screen.findByRole('link', { name: 'Riley Newcomb' })).toBeTruthy();
    expect(screen.queryByText(TEXT.loadingNewLeads)).toBeNull();
  });

  it('says when there are no new leads', async () => {
    stubContacts({ [`GET ${RECENT}`]: ok(recentReply([])) });
    renderPage();
    expect(await screen.findByText(TEXT.noNewLeads)).toBeTruthy();
    expect(within(section()).queryByRole('list')).toBeNull();
    expect(screen.getByText(TEXT.enterTerm)).toBeTruthy();
  });

  it('says the newest 25 are shown when the CRM has that many or more', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      contactFixture({ id: 300 + i, name: `Lead ${i}` }),
    );
    stubContacts({ [`GET ${RECENT}`]: ok(recentReply(many)) });
    renderPage();
    expect(await screen.findByText(TEXT.newLeadsMore(25))).toBeTruthy();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(25);
  });

  it("shows the server's message when they fail, the search still there, and Retry asks again", async () => {
    let calls = 0;
    const api = stubContacts({
      [`GET ${RECENT}`]: () =>
        ++calls === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is unavailable' } }
          : ok(recentReply([riley])),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXT.newLeadsFailed)).toBeTruthy();
    expect(within(alert).getByText('503: Follow Up Boss is unavailable')).toBeTruthy();
    expect(screen.getByText(TEXT.enterTerm)).toBeTruthy();
    expect(searchBox()).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('link', { name: 'Riley Newcomb' })).toBeTruthy();
    expect(callsTo(api, RECENT_PATH)).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves while a search is shown and comes back when the term is cleared', async () => {
    const api = stubContacts();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Riley Newcomb' });
    await user.type(searchBox(), 'harper{Enter}');
    expect(await screen.findByRole('button', { name: 'Harper Lane' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TEXT.newLeadsTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Riley Newcomb' })).toBeNull();
    await user.clear(searchBox());
    await user.type(searchBox(), '{Enter}');
    expect(await screen.findByRole('link', { name: 'Riley Newcomb' })).toBeTruthy();
    expect(window.location.search).toBe('');
    // fresh for 5 minutes: coming back does not ask again
    expect(callsTo(api, RECENT_PATH)).toBe(1);
  });

  it('is not on the hot-leads pages, which list their hot leads without a term', async () => {
    const api = stubContacts({ [`GET ${LIST}`]: ok(listReply([harper])) });
    renderPage('/admin/hot-leads', { hotLeads: true });
    await screen.findByRole('button', { name: 'Harper Lane' });
    expect(screen.queryByRole('heading', { name: TEXT.newLeadsTitle })).toBeNull();
    expect(callsTo(api, RECENT_PATH)).toBe(0);
  });
});
