// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../../contract/saved-searches';
import { SAVED_SEARCH_TEXT } from '../../../../core/saved-searches';
import { AppRouter } from '../../../app/router';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { ok, sentBodies, stubApi, SIGNED_OUT, type Answer } from '../../../testing/api-stub';
import { listingPage, listingSummary } from '../../../testing/listing-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { userFixture } from '../../../testing/user-fixture';
import { SAVE_SEARCH_BUTTON_TEXT } from './save-search-button';
import { SAVE_SEARCH_TEXT } from './save-search-dialog';

const anna = userFixture({ id: 7 });

const reply = (name: string, frequency: SavedSearch['frequency']): SavedSearch => ({
  id: 41,
  name,
  frequency,
  query: { city: 'Payson', minPrice: '300000', minBeds: '3', status: 'ACTIVE' },
  summary: 'Payson · $300,000+ · 3+ beds',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastSentAt: null,
});

/** The home page's search and Payson list, the session as `user`, and `routes`. */
const stubHome = (user: Answer, routes: Record<string, Answer> = {}) =>
  stubApi({
    '/api/user': user,
    '/api/favorites': ok({ propertyIds: [], properties: [] }),
    '/api/properties': ok(listingPage([listingSummary(1, { address: '1 Pine Ln' })])),
    ...routes,
  });

/** The app at `url`, with the toasts. */
const renderHome = (url: string) =>
  renderWithProviders(
    <>
      <main>
        <AppRouter />
      </main>
      <Toaster />
    </>,
    { url },
  );

const saveButton = () => screen.findByRole('button', { name: SAVE_SEARCH_BUTTON_TEXT });

beforeAll(async () => {
  await import('../home-page');
  await import('./save-search-dialog');
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('Save this search', () => {
  it('asks a visitor who is not signed in to log in, coming back to the same search', async () => {
    stubHome(SIGNED_OUT);
    const user = userEvent.setup();
    renderHome('/?city=Payson&minPrice=300000');
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: SAVE_SEARCH_TEXT.signInTitle });
    expect(within(dialog).getByTestId('search-summary').textContent).toBe('Payson · $300,000+');
    const login = within(dialog).getByRole('link', { name: SAVE_SEARCH_TEXT.signInButton });
    expect(login.getAttribute('href')).toBe(
      `/auth?return=${encodeURIComponent('/?city=Payson&minPrice=300000&saveSearch=1')}`,
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('saves the search under the suggested name and a chosen frequency, checking the name first', async () => {
    const api = stubHome(ok(anna), {
      'POST /api/saved-searches': (request) => {
        const { name, frequency } = request.body as SavedSearch;
        return name === 'Taken'
          ? {
              status: 409,
              body: {
                code: 'CONFLICT',
                message: SAVED_SEARCH_TEXT.nameTaken('Taken'),
                fieldErrors: { name: SAVED_SEARCH_TEXT.nameTaken('Taken') },
              },
            }
          : { status: 201, body: { savedSearch: reply(name, frequency) } };
      },
    });
    const user = userEvent.setup();
    renderHome('/?city=Payson&minPrice=300000&minBeds=3');
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: SAVE_SEARCH_TEXT.title });
    const name = within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    // the search's summary to start with, and daily alerts
    expect(name.value).toBe('Payson · $300,000+ · 3+ beds');
    expect(document.activeElement).toBe(name);
    const frequency = within(dialog).getByRole('combobox', { name: SAVE_SEARCH_TEXT.frequency });
    expect(frequency.textContent).toContain('Daily');

    // instant says how soon
    await user.click(frequency);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Instant',
      'Daily',
      'Weekly',
      'Off',
    ]);
    await user.click(screen.getByRole('option', { name: 'Instant' }));
    expect(within(dialog).getByText('Within 15 minutes of a listing reaching us')).toBeTruthy();

    // emptied: the field says why, and nothing is sent
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_TEXT.nameRequired)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(api, '/api/saved-searches')).toEqual([]);

    // a name in use: the server's message under the field, what was typed kept
    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_TEXT.nameTaken('Taken'))).toBeTruthy();
    expect(name.value).toBe('Taken');

    await user.clear(name);
    await user.type(name, 'Payson family homes{enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(api, '/api/saved-searches').at(-1)).toEqual({
      name: 'Payson family homes',
      frequency: 'instant',
      query: { city: 'Payson', minPrice: '300000', minBeds: '3', status: 'ACTIVE' },
    });
    const title = await screen.findByText(SAVED_SEARCH_TEXT.saved, {
      selector: '[data-slot="toast-title"]',
    });
    const toast = within(title.closest('[data-slot="toast"]') as HTMLElement);
    expect(toast.getByText('"Payson family homes" is in your saved searches.')).toBeTruthy();
    expect(toast.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/saved-searches');
    // the keyboard is back on the button
    expect(document.activeElement).toBe(await saveButton());
  });

  it('says what else went wrong above the buttons (too many saved)', async () => {
    stubHome(ok(anna), {
      'POST /api/saved-searches': {
        status: 409,
        body: { code: 'CONFLICT', message: SAVED_SEARCH_TEXT.tooMany },
      },
    });
    const user = userEvent.setup();
    renderHome('/?city=Pine');
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: SAVE_SEARCH_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SAVED_SEARCH_TEXT.tooMany);
  });

  it('opens by itself when the visitor comes back signed in, and tidies the address', async () => {
    stubHome(ok(anna));
    renderHome('/?city=Pine&saveSearch=1');
    const dialog = await screen.findByRole('dialog', { name: SAVE_SEARCH_TEXT.title });
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'Pine',
    );
    expect(window.location.search).toBe('?city=Pine');
  });

  it('stays closed for a visitor who came back without signing in', async () => {
    stubHome(SIGNED_OUT);
    renderHome('/?city=Pine&saveSearch=1');
    await waitFor(() => expect(window.location.search).toBe('?city=Pine'));
    expect((await saveButton()).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
