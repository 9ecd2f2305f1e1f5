// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SavedComparison } from '../../../../contract/saved-comparisons';
import { SAVED_COMPARISON_TEXT } from '../../../../core/saved-comparisons';
import { ok, requestLog, sentBodies, stubApi, type Answer } from '../../../testing/api-stub';
import { listingSummary } from '../../../testing/listing-fixtures';
import { renderApp } from '../../../testing/render-app';
import { resetBrowser } from '../../../testing/reset-browser';
import { userFixture } from '../../../testing/user-fixture';
import { SAVED_COMPARISONS_TEXT as TEXT } from './saved-comparisons-section';

const pat = userFixture({ id: 11, username: 'pat' });

function comparison(id: number, name: string, gone: number[] = []): SavedComparison {
  const ids = [100 + id, 200 + id, 300 + id];
  const shareId = `share${id}`.padEnd(24, 'x');
  return {
    id,
    name,
    propertyIds: ids,
    listings: ids.map((listingId) =>
      gone.includes(listingId)
        ? { id: listingId, available: false, property: null }
        : {
            id: listingId,
            available: true,
            property: listingSummary(listingId, {
              address: `${listingId} Juniper Dr`,
              city: 'Pine',
              price: 400_000,
            }),
          },
    ),
    shareId,
    url: `https://homes.example/compare?saved=${shareId}`,
    createdAt: '2026-03-05T17:00:00.000Z',
    updatedAt: '2026-03-05T17:00:00.000Z',
  };
}

/** The session, no favorites, and the comparisons as `comparisons` answers. */
const stubPage = (comparisons: Answer, routes: Record<string, Answer> = {}) =>
  stubApi({
    '/api/user': ok(pat),
    '/api/favorites': ok({ propertyIds: [], properties: [] }),
    'GET /api/comparisons': comparisons,
    ...routes,
  });

const section = async () =>
  (await screen.findByRole('heading', { level: 2, name: TEXT.title })).closest(
    'section',
  ) as HTMLElement;

beforeAll(async () => {
  await import('../favorites-page');
});

afterEach(resetBrowser);

describe('saved comparisons on /favorites', () => {
  it('lists each comparison with its listings, the ones no longer available said so', async () => {
    stubPage(ok({ comparisons: [comparison(1, 'Pine cabins', [201]), comparison(2, 'Lakeside')] }));
    renderApp('/favorites');
    const list = within(await section());
    const cards = await list.findAllByTestId('saved-comparison');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Pine cabins',
      'Lakeside',
    ]);
    expect(list.getByText('2 saved comparisons')).toBeTruthy();
    const first = within(cards[0]!);
    expect(
      first.getByText('3 properties · 1 no longer available · Saved Mar 05, 2026'),
    ).toBeTruthy();
    const lines = within(first.getByRole('list', { name: 'Properties in Pine cabins' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '101 Juniper DrPine · $400,000',
      `${SAVED_COMPARISON_TEXT.unavailable} (Property ID 201)`,
      '301 Juniper DrPine · $400,000',
    ]);
    expect(first.getByRole('link', { name: 'Open Pine cabins' }).getAttribute('href')).toBe(
      `/compare?saved=${comparison(1, '').shareId}`,
    );
  });

  it('says so when there is none yet, with the way to Just Listed', async () => {
    stubPage(ok({ comparisons: [] }));
    renderApp('/favorites');
    const list = within(await section());
    expect(await list.findByRole('heading', { name: TEXT.emptyTitle })).toBeTruthy();
    expect(list.getByRole('link', { name: TEXT.justListed }).getAttribute('href')).toBe(
      '/just-listed',
    );
  });

  it('shows a failure with the server message and a Retry', async () => {
    let fail = true;
    stubPage(() =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Database is resting' } }
        : ok({ comparisons: [comparison(1, 'Pine cabins')] }),
    );
    const user = userEvent.setup();
    renderApp('/favorites');
    const alert = await within(await section()).findByRole('alert');
    expect(within(alert).getByText('Database is resting')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Pine cabins' })).toBeTruthy();
  });

  it('renames a comparison, with the name checked and the server refusals under the field', async () => {
    let name = 'Pine cabins';
    const api = stubPage(() => ok({ comparisons: [{ ...comparison(1, name) }] }), {
      'PATCH /api/comparisons/1': (request) => {
        const next = (request.body as { name: string }).name;
        if (next === 'Lakeside') {
          const message = SAVED_COMPARISON_TEXT.nameTaken(next);
          return {
            status: 409,
            body: { code: 'CONFLICT', message, fieldErrors: { name: message } },
          };
        }
        name = next;
        return ok({ comparison: comparison(1, name) });
      },
    });
    const user = userEvent.setup();
    renderApp('/favorites');
    await user.click(await screen.findByRole('button', { name: 'Rename Pine cabins' }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.renameTitle });
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    expect((field as HTMLInputElement).value).toBe('Pine cabins');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: TEXT.save }));
    expect(await within(dialog).findByText(SAVED_COMPARISON_TEXT.nameRequired)).toBeTruthy();
    await user.type(field, 'Lakeside');
    await user.click(within(dialog).getByRole('button', { name: TEXT.save }));
    expect(
      await within(dialog).findByText(SAVED_COMPARISON_TEXT.nameTaken('Lakeside')),
    ).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'Pine favourites{enter}');
    expect(await screen.findByRole('link', { name: 'Pine favourites' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(api, '/api/comparisons/1')).toEqual([
      { name: 'Lakeside' },
      { name: 'Pine favourites' },
    ]);
  });

  it('deletes only after the confirmation, and keeps the keyboard on the section', async () => {
    let kept = [comparison(1, 'Pine cabins')];
    const api = stubPage(() => ok({ comparisons: kept }), {
      'DELETE /api/comparisons/1': () => {
        kept = [];
        return ok({ id: 1, deleted: true });
      },
    });
    const user = userEvent.setup();
    renderApp('/favorites');
    await user.click(await screen.findByRole('button', { name: 'Delete Pine cabins' }));
    let dialog = await screen.findByRole('dialog', { name: TEXT.deleteTitle });
    expect(within(dialog).getByText(TEXT.deleteDescription('Pine cabins'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: TEXT.cancel }));
    expect(requestLog(api).some((line) => line.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Pine cabins' }));
    dialog = await screen.findByRole('dialog', { name: TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXT.delete }));
    expect(await screen.findByRole('heading', { name: TEXT.emptyTitle })).toBeTruthy();
    expect(requestLog(api)).toContain('DELETE /api/comparisons/1');
    await waitFor(() => expect(document.activeElement?.textContent).toBe(TEXT.title));
  });

  it('is not shown, nor asked for, to a visitor who is not signed in', async () => {
    const api = stubApi({});
    renderApp('/favorites');
    await screen.findByRole('heading', { level: 1, name: 'Favorites' });
    expect(screen.queryByRole('heading', { name: TEXT.title })).toBeNull();
    expect(requestLog(api).some((line) => line.includes('/api/comparisons'))).toBe(false);
  });
});
