// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../contract/saved-searches';
import { describeSearch, SAVED_SEARCH_TEXT } from '../../../core/saved-searches';
import { AppRouter } from '../../app/router';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import {
  ok,
  requestLog,
  sentBodies,
  SIGNED_OUT,
  stubApi,
  type Answer,
} from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { SAVED_SEARCHES_TEXT as TEXT } from './saved-searches-text';

const pat = userFixture({ id: 11, username: 'pat' });

function search(id: number, name: string, query: SavedSearch['query']): SavedSearch {
  return {
    id,
    name,
    frequency: 'daily',
    query,
    summary: describeSearch(query),
    createdAt: '2026-03-05T17:00:00.000Z',
    lastSentAt: id === 1 ? '2026-03-07T15:00:00.000Z' : null,
  };
}

/**
 * A server holding `searches`: GET lists them, PATCH changes one (a name in use is refused),
 * DELETE removes one.
 */
function savedSearchesServer(searches: SavedSearch[]) {
  let list = [...searches];
  const routes: Record<string, Answer> = {
    'GET /api/saved-searches': () => ok({ savedSearches: list }),
  };
  for (const { id } of searches) {
    routes[`PATCH /api/saved-searches/${id}`] = (request) => {
      const changes = request.body as Partial<SavedSearch>;
      if (changes.name?.toLowerCase() === 'taken') {
        const message = SAVED_SEARCH_TEXT.nameTaken(changes.name);
        return { status: 409, body: { code: 'CONFLICT', message, fieldErrors: { name: message } } };
      }
      list = list.map((s) => (s.id === id ? { ...s, ...changes } : s));
      return ok({ savedSearch: list.find((s) => s.id === id) });
    };
    routes[`DELETE /api/saved-searches/${id}`] = () => {
      list = list.filter((s) => s.id !== id);
      return ok({ id, deleted: true });
    };
  }
  return routes;
}

const stubPage = (routes: Record<string, Answer>, user: Answer = ok(pat)) =>
  stubApi({
    '/api/user': user,
    '/api/favorites': ok({ propertyIds: [], properties: [] }),
    ...routes,
  });

const renderPage = () =>
  renderWithProviders(
    <>
      <main>
        <AppRouter />
      </main>
      <Toaster />
    </>,
    { url: '/saved-searches' },
  );

const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });

const PAYSON = { city: 'Payson', minPrice: '300000', maxPrice: '500000', status: 'ACTIVE' };
const PINE = { city: 'Pine', propertyFeatures: ['horse-property'], status: 'ACTIVE' };

beforeAll(async () => {
  await import('./saved-searches-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('/saved-searches', () => {
  it('lists each search with its filters in words, its alerts and the way to run it', async () => {
    stubPage(
      savedSearchesServer([search(1, 'Payson starter', PAYSON), search(2, 'Pine horses', PINE)]),
    );
    renderPage();
    const items = await screen.findAllByTestId('saved-search');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Payson starter',
      'Pine horses',
    ]);
    expect(screen.getByText('2 saved searches')).toBeTruthy();
    const first = within(items[0]!);
    expect(first.getByText('Payson · $300,000–$500,000')).toBeTruthy();
    expect(first.getByText('Saved Mar 05, 2026 · last alert Mar 07, 2026')).toBeTruthy();
    expect(
      first.getByRole('combobox', { name: 'E-mail alerts for Payson starter' }).textContent,
    ).toContain('Daily');
    expect(first.getByRole('link', { name: 'Run Payson starter' }).getAttribute('href')).toBe(
      '/?city=Payson&minPrice=300000&maxPrice=500000',
    );
    expect(
      within(items[1]!).getByRole('link', { name: 'Run Pine horses' }).getAttribute('href'),
    ).toBe('/?city=Pine&propertyFeatures=horse-property');
    expect(document.title).toContain(TEXT.title);
  });

  it('prints a search named by its summary (the suggested name) once', async () => {
    const suggested = describeSearch(PINE);
    stubPage(
      savedSearchesServer([search(1, 'Payson starter', PAYSON), search(2, suggested, PINE)]),
    );
    renderPage();
    const items = await screen.findAllByTestId('saved-search');
    // what is on screen: the words for screen readers (in the buttons' names) aside
    const shown = within(items[1]!)
      .getAllByText(suggested)
      .filter((element) => !element.classList.contains('sr-only'));
    expect(shown.map((element) => element.tagName)).toEqual(['H2']);
    // a name of its own keeps the filters in words under it
    expect(within(items[0]!).getByTestId('saved-search-summary').textContent).toBe(
      'Payson · $300,000–$500,000',
    );
  });

  it('saves a new frequency as soon as it is chosen', async () => {
    const api = stubPage(savedSearchesServer([search(1, 'Payson starter', PAYSON)]));
    const user = userEvent.setup();
    renderPage();
    const select = await screen.findByRole('combobox', {
      name: 'E-mail alerts for Payson starter',
    });
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Instant' }));
    expect(await toastTitle(SAVED_SEARCH_TEXT.frequencyChanged)).toBeTruthy();
    expect(sentBodies(api, '/api/saved-searches/1')).toEqual([{ frequency: 'instant' }]);
    await waitFor(() => expect(select.textContent).toContain('Instant'));
    expect(screen.getByText('Within 15 minutes of a listing reaching us')).toBeTruthy();
  });

  it('renames in place: Enter saves, Escape cancels, a name in use is said under the field', async () => {
    const api = stubPage(savedSearchesServer([search(1, 'Payson starter', PAYSON)]));
    const user = userEvent.setup();
    renderPage();
    const rename = await screen.findByRole('button', { name: 'Rename Payson starter' });

    await user.click(rename);
    const field = screen.getByRole('textbox', { name: TEXT.name }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Not kept{Escape}');
    expect(screen.queryByRole('textbox', { name: TEXT.name })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payson starter' })).toBeTruthy();
    expect(document.activeElement).toBe(rename);

    await user.click(rename);
    const again = screen.getByRole('textbox', { name: TEXT.name }) as HTMLInputElement;
    await user.clear(again);
    await user.type(again, '{Enter}');
    expect(screen.getByText(SAVED_SEARCH_TEXT.nameRequired)).toBeTruthy();
    await user.type(again, 'Taken{Enter}');
    expect(await screen.findByText(SAVED_SEARCH_TEXT.nameTaken('Taken'))).toBeTruthy();
    expect(again.getAttribute('aria-invalid')).toBe('true');
    await user.clear(again);
    await user.type(again, 'Payson under 500k{Enter}');
    expect(await screen.findByRole('heading', { name: 'Payson under 500k' })).toBeTruthy();
    expect(await toastTitle(SAVED_SEARCH_TEXT.renamed)).toBeTruthy();
    expect(sentBodies(api, '/api/saved-searches/1')).toEqual([
      { name: 'Taken' },
      { name: 'Payson under 500k' },
    ]);
  });

  it('deletes a search after a confirmation', async () => {
    const api = stubPage(
      savedSearchesServer([search(1, 'Payson starter', PAYSON), search(2, 'Pine horses', PINE)]),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Pine horses' }));
    const confirm = await screen.findByRole('dialog', { name: TEXT.deleteTitle });
    expect(within(confirm).getByText(TEXT.deleteDescription('Pine horses'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: TEXT.delete }));
    expect(await toastTitle(SAVED_SEARCH_TEXT.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(1));
    expect(screen.getByText('1 saved search')).toBeTruthy();
    expect(requestLog(api)).toContain('DELETE /api/saved-searches/2');
  });

  it('shows a loading state, then an empty state with the way to search', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const api = stubPage({
      'GET /api/saved-searches': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    await waitFor(() => expect(requestLog(api)).toContain('GET /api/saved-searches'));
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    answer(ok({ savedSearches: [] }));
    expect(await screen.findByRole('heading', { name: TEXT.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT.search }).getAttribute('href')).toBe('/');
  });

  it('says when the list cannot be loaded, with Retry', async () => {
    let failing = true;
    stubPage({
      'GET /api/saved-searches': () =>
        failing
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again in a moment.' } }
          : ok({ savedSearches: [search(1, 'Payson starter', PAYSON)] }),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Try again in a moment.')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'Payson starter' })).toBeTruthy();
  });

  it('sends a visitor who is not signed in to log in, coming back here', async () => {
    stubPage({}, SIGNED_OUT);
    renderPage();
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        `/auth?return=${encodeURIComponent('/saved-searches')}`,
      ),
    );
  });
});
