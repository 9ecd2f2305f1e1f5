import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppRouter } from '../../app/router';
import { DEFAULT_BADGE_SETTINGS } from '../../components/listings/status-badge-style';
import { createQueryClient } from '../../lib/query-client';
import { siteInfoFixture } from '../../testing/site-info-fixture';

export type Reply = { status: number; body: unknown };

/** The last sync the site info reports in these tests (11:05 AM in Arizona). */
export const SYNCED_AT = '2026-11-21T18:05:00.000Z';

/** Answers the API with canned replies (a function may answer differently each call); 404 else. */
export function stubApi(replies: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const fetchSpy = vi.fn(async (path: string, _init?: RequestInit) => {
    const base: Record<string, Reply> = {
      '/api/site': { status: 200, body: siteInfoFixture({ listingsUpdatedAt: SYNCED_AT }) },
      '/api/badge-settings': {
        status: 200,
        body: { badgeSettings: DEFAULT_BADGE_SETTINGS, customBadges: {} },
      },
      '/api/user': { status: 401, body: { message: 'Not signed in' } },
    };
    const entry = replies[path] ?? base[path];
    const reply = typeof entry === 'function' ? await entry() : entry;
    const { status, body } = reply ?? { status: 404, body: { message: 'Not found' } };
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** How often the page asked a path. */
export const callsTo = (fetchSpy: ReturnType<typeof stubApi>, path: string) =>
  fetchSpy.mock.calls.filter(([p]) => p === path).length;

/** The whole router at `url`, as the app renders it. */
export function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <main>
        <AppRouter />
      </main>
    </QueryClientProvider>,
  );
}
