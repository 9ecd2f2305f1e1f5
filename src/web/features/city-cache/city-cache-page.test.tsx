// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import type { CacheSummary } from '../../../contract/mls-cache';
import { AppRouter } from '../../app/router';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import {
  callsTo,
  ok,
  requestLog,
  SIGNED_OUT,
  stubApi,
  type Answer,
  type Reply,
} from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { cacheStatusQueryOptions } from './api/cache-status';
import { cacheSummaryQueryOptions } from './api/cache-summary';
import { CITY_CACHE_TEXT, CITY_TABS } from './city-cache-page';
import { formatCacheTime, type CityCacheStatus } from './city-cache-format';
import { expectMessage } from '../../testing/expect-message';

const STATUS = '/api/admin/automated-cache/status';
const SUMMARY = '/api/admin/automated-cache/summary';
const START = '/api/admin/automated-cache/start';
const STOP = '/api/admin/automated-cache/stop';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const cities = (): CityCacheStatus[] => [
  {
    city_name: 'Phoenix',
    county: 'Maricopa',
    priority: 'high',
    is_complete: true,
    cached_count: 1200,
    total_count: 1200,
    last_updated: '2026-03-02T15:30:00.000Z',
    state: 'complete',
    live_count: 1200,
  },
  {
    city_name: 'Prescott',
    county: 'Yavapai',
    priority: 'medium',
    is_complete: false,
    cached_count: 250,
    total_count: 1000,
    last_updated: '2026-03-02T16:00:00.000Z',
    state: 'in_progress',
    // the last run's listings stay live while this one begins the city again
    live_count: 987,
  },
  {
    city_name: 'Payson',
    county: 'Gila',
    priority: 'medium',
    is_complete: false,
    cached_count: 0,
    total_count: 0,
    last_updated: null,
    state: 'waiting',
    live_count: 0,
  },
];

/** The same cities after an admin's Stop: Prescott left mid-way, Payson never reached. */
const stoppedCities = (): CityCacheStatus[] =>
  cities().map((city) => ({
    ...city,
    state:
      city.state === 'in_progress'
        ? 'stopped'
        : city.state === 'waiting'
          ? 'not_started'
          : city.state,
  }));

const summaryFixture = (overrides: Partial<CacheSummary> = {}): CacheSummary => ({
  is_running: true,
  run_state: 'running',
  run_percent: 66,
  total_cities: 3,
  completed_cities: 1,
  total_properties_cached: 1450,
  high_priority_cities: 1,
  medium_priority_cities: 2,
  low_priority_cities: 0,
  ...overrides,
});

/** Caching not running: the admin's Stop left it at 66%. */
const stoppedSummary = () => summaryFixture({ is_running: false, run_state: 'stopped' });

/** The session, the cache API (a running cache of three cities) and what a test adds. */
function stubCacheApi(user: User | null, routes: Record<string, Answer> = {}) {
  return stubApi({
    '/api/user': user ? ok(user) : SIGNED_OUT,
    [`GET ${SUMMARY}`]: ok(summaryFixture()),
    [`GET ${STATUS}`]: ok(cities()),
    ...routes,
  });
}

const renderPage = () =>
  renderWithProviders(
    <>
      <main>
        <AppRouter />
      </main>
      <Toaster />
    </>,
    { url: '/admin/cache' },
  );

const heading = () => screen.findByRole('heading', { level: 1, name: CITY_CACHE_TEXT.title });
const table = () => screen.findByRole('table');
const rowOf = async (city: string) =>
  (await screen.findByRole('rowheader', { name: city })).closest('tr') as HTMLElement;
const cityNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** A row's Live Listings cell (County, Priority, then it). */
const liveCount = (row: HTMLElement) => within(row).getAllByRole('cell')[2]?.textContent;
/** The value shown under a status card's label. */
const cardValue = async (label: string) =>
  (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const asksForCache = (api: ReturnType<typeof stubApi>) =>
  requestLog(api).some((call) => call.includes('/api/admin/automated-cache'));

beforeAll(async () => {
  await import('./city-cache-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('CityCachePage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back here, without asking the cache API', async () => {
    const api = stubCacheApi(null);
    renderPage();
    await heading();
    expect(
      await screen.findByRole('heading', { name: CITY_CACHE_TEXT.signedOutTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Fcache',
    );
    expect(screen.queryByRole('button', { name: CITY_CACHE_TEXT.start })).toBeNull();
    expect(asksForCache(api)).toBe(false);
  });

  it('says Admins only to a signed-in visitor who is not an admin', async () => {
    const api = stubCacheApi(userFixture());
    renderPage();
    expect(await screen.findByRole('heading', { name: CITY_CACHE_TEXT.adminsOnly })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asksForCache(api)).toBe(false);
  });
});

describe('CityCachePage', () => {
  it('shows the title, the Admin Only badge, a Home link and the page title', async () => {
    stubCacheApi(rita);
    renderPage();
    const title = await heading();
    expect(title.parentElement?.textContent).toContain(CITY_CACHE_TEXT.adminOnly);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('City Cache Management | Ridgeline Team'));
  });

  it('shows the status cards of the summary', async () => {
    stubCacheApi(rita);
    renderPage();
    expect(await cardValue('Status')).toBe(CITY_CACHE_TEXT.running);
    expect(await cardValue('Total Cities')).toBe('3');
    expect(await cardValue('Completed Cities')).toBe('1');
    expect(await cardValue('Properties Cached')).toBe('1,450');
    expect(await cardValue('High Priority')).toBe('1');
    expect(await cardValue('Medium Priority')).toBe('2');
    expect(await cardValue('Low Priority')).toBe('0');
  });

  it('says Stopped at the run’s progress after a Stop, and no city In Progress', async () => {
    stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(stoppedSummary()),
      [`GET ${STATUS}`]: ok(stoppedCities()),
    });
    renderPage();
    expect(await cardValue('Status')).toBe('Stopped at 66%');
    expect(await cardValue('Status')).toBe(CITY_CACHE_TEXT.stoppedAt(66));
    const prescott = await rowOf('Prescott');
    expect(within(prescott).getByText('Stopped')).toBeTruthy();
    expect(within(prescott).getByText('25%')).toBeTruthy();
    const payson = await rowOf('Payson');
    expect(within(payson).getByText('Not started')).toBeTruthy();
    expect(within(payson).getByText(CITY_CACHE_TEXT.notReached)).toBeTruthy();
    expect(within(payson).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('In Progress')).toBeNull();
    // the listings stay live: each city's count apart from the stopped run's progress
    expect(liveCount(prescott)).toBe('987');
    expect(liveCount(await rowOf('Phoenix'))).toBe('1,200');
    expect(liveCount(payson)).toBe('0');
  });

  it('says Stopped with what the last run did when no run was stopped part-way', async () => {
    stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(
        summaryFixture({ is_running: false, run_state: 'complete', run_percent: 100 }),
      ),
    });
    renderPage();
    expect(await cardValue('Status')).toBe(CITY_CACHE_TEXT.stopped);
    expect(await screen.findByText(CITY_CACHE_TEXT.runComplete)).toBeTruthy();
  });

  it('shows the running run’s progress under Running', async () => {
    stubCacheApi(rita);
    renderPage();
    expect(await cardValue('Status')).toBe(CITY_CACHE_TEXT.running);
    expect(await screen.findByText(CITY_CACHE_TEXT.runPercent(66))).toBeTruthy();
  });

  it('lists every city with its county, priority, live listings, progress, state and local update time', async () => {
    stubCacheApi(rita);
    renderPage();
    expect(await cityNames()).toEqual(['Phoenix', 'Prescott', 'Payson']);
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'City',
      'County',
      'Priority',
      'Live Listings',
      'Progress',
      'Status',
      'Last Updated',
    ]);

    const prescott = await rowOf('Prescott');
    expect(within(prescott).getByText('Yavapai')).toBeTruthy();
    expect(within(prescott).getByText('Medium')).toBeTruthy();
    expect(within(prescott).getByText('In Progress')).toBeTruthy();
    expect(within(prescott).getByText('250 / 1,000')).toBeTruthy();
    expect(within(prescott).getByText('25%')).toBeTruthy();
    expect(liveCount(prescott)).toBe('987');
    expect(within(prescott).getByText(formatCacheTime('2026-03-02T16:00:00.000Z'))).toBeTruthy();

    const phoenix = await rowOf('Phoenix');
    expect(within(phoenix).getByText('Complete')).toBeTruthy();
    expect(within(phoenix).getByText('High')).toBeTruthy();

    const payson = await rowOf('Payson');
    expect(within(payson).getByText('Never')).toBeTruthy();
    // not reached yet while the run goes on: waiting, not "In Progress 0%"
    expect(within(payson).getByText('Waiting')).toBeTruthy();
    expect(within(payson).queryByText('0%')).toBeNull();
  });

  it('shows each city’s progress as an accessible progress bar', async () => {
    stubCacheApi(rita);
    renderPage();
    await table();
    const bars = screen.getAllByRole('progressbar');
    expect(
      bars.map((bar) => [
        bar.getAttribute('aria-label'),
        bar.getAttribute('aria-valuenow'),
        bar.getAttribute('aria-valuemin'),
        bar.getAttribute('aria-valuemax'),
      ]),
    ).toEqual([
      ['Phoenix cached', '100', '0', '100'],
      ['Prescott cached', '25', '0', '100'],
    ]);
    expect(
      screen.getByRole('progressbar', { name: 'Prescott cached' }).getAttribute('aria-valuetext'),
    ).toBe('25% (250 / 1,000 properties)');
  });

  it('filters the table by the priority tabs, All first', async () => {
    stubCacheApi(rita);
    const user = userEvent.setup();
    renderPage();
    await table();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(CITY_TABS.map((tab) => tab.label));
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'High', 'Medium', 'Low']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'High' }));
    expect(await cityNames()).toEqual(['Phoenix']);
    await user.click(screen.getByRole('tab', { name: 'Medium' }));
    expect(await cityNames()).toEqual(['Prescott', 'Payson']);
    await user.click(screen.getByRole('tab', { name: 'Low' }));
    expect(await screen.findByText('No low priority cities.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await cityNames()).toEqual(['Phoenix', 'Prescott', 'Payson']);
  });

  it('shows placeholders while the cache loads', async () => {
    const never = () => new Promise<Reply>(() => undefined);
    stubCacheApi(rita, { [`GET ${SUMMARY}`]: never, [`GET ${STATUS}`]: never });
    renderPage();
    const status = await screen.findByRole('status');
    expect(within(status).getByText(CITY_CACHE_TEXT.loading)).toBeTruthy();
    expect(document.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no cities', async () => {
    stubCacheApi(rita, {
      [`GET ${STATUS}`]: ok([]),
      [`GET ${SUMMARY}`]: ok(
        summaryFixture({
          total_cities: 0,
          completed_cities: 0,
          high_priority_cities: 0,
          medium_priority_cities: 0,
        }),
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: CITY_CACHE_TEXT.emptyTitle })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("shows the server's refusal in an error card, and Retry asks again", async () => {
    let failing = true;
    const refusal: Reply = { status: 500, body: { code: 'INTERNAL', message: 'Try later' } };
    const api = stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: () => (failing ? refusal : ok(summaryFixture())),
      [`GET ${STATUS}`]: () => (failing ? refusal : ok(cities())),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CITY_CACHE_TEXT.errorTitle)).toBeTruthy();
    expect(within(alert).getByText('500: Try later')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: CITY_CACHE_TEXT.retry }));
    expect(await cityNames()).toEqual(['Phoenix', 'Prescott', 'Payson']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(api, SUMMARY)).toBe(2);
    expect(callsTo(api, STATUS)).toBe(2);
  });

  it('asks for the summary and the cities again on Refresh', async () => {
    const api = stubCacheApi(rita);
    const user = userEvent.setup();
    renderPage();
    await table();
    expect(callsTo(api, SUMMARY)).toBe(1);
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.refresh }));
    await waitFor(() => expect(callsTo(api, SUMMARY)).toBe(2));
    expect(callsTo(api, STATUS)).toBe(2);
  });

  it('asks for the summary and the cities again every 5 seconds', async () => {
    expect(cacheSummaryQueryOptions().refetchInterval).toBe(5_000);
    expect(cacheStatusQueryOptions().refetchInterval).toBe(5_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let summary = summaryFixture();
    const api = stubCacheApi(rita, { [`GET ${SUMMARY}`]: () => ok(summary) });
    renderPage();
    expect(await cardValue('Completed Cities')).toBe('1');
    const before = { summary: callsTo(api, SUMMARY), status: callsTo(api, STATUS) };

    summary = summaryFixture({ completed_cities: 2 });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(callsTo(api, SUMMARY)).toBe(before.summary + 1));
    expect(callsTo(api, STATUS)).toBe(before.status + 1);
    await waitFor(async () => expect(await cardValue('Completed Cities')).toBe('2'));
  });
});

describe('CityCachePage Start and Stop', () => {
  it("starts caching, shows the server's message and asks for the summary and cities again", async () => {
    const message = 'Caching started for 3 cities';
    const api = stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(stoppedSummary()),
      [`POST ${START}`]: ok({ message }),
    });
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.start }));
    expect(await toastTitle(message)).toBeTruthy();
    await waitFor(() => expect(callsTo(api, SUMMARY)).toBe(2));
    expect(callsTo(api, STATUS)).toBe(2);
    expect(requestLog(api)).toContain(`POST ${START}`);
  });

  it('disables Start Caching while a run goes on, saying why', async () => {
    const api = stubCacheApi(rita);
    renderPage();
    await table();
    const start = screen.getByRole('button', { name: CITY_CACHE_TEXT.start });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(start.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(start.getAttribute('aria-describedby')!)?.textContent).toBe(
      CITY_CACHE_TEXT.startWhileRunning,
    );
    await userEvent.setup().click(start);
    expect(requestLog(api)).not.toContain(`POST ${START}`);
  });

  it('enables Start Caching again once the run is stopped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let summary = summaryFixture();
    stubCacheApi(rita, { [`GET ${SUMMARY}`]: () => ok(summary) });
    renderPage();
    await table();
    expect(
      screen.getByRole('button', { name: CITY_CACHE_TEXT.start }).hasAttribute('disabled'),
    ).toBe(true);
    summary = stoppedSummary();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: CITY_CACHE_TEXT.start }).hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(await cardValue('Status')).toBe('Stopped at 66%');
  });

  it('keeps Start Caching disabled while its request runs', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(stoppedSummary()),
      [`POST ${START}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.start }));
    const busy = await screen.findByRole('button', { name: CITY_CACHE_TEXT.starting });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(ok({ message: 'Caching started for 3 cities' }));
    expect(await toastTitle('Caching started for 3 cities')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: CITY_CACHE_TEXT.start }).hasAttribute('disabled'),
      ).toBe(false),
    );
  });

  it("says 'Failed to start caching' with the server's message", async () => {
    stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(stoppedSummary()),
      [`POST ${START}`]: {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'The job queue is not running' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.start }));
    const title = await expectMessage('cache.startFailed', {
      values: { message: 'The job queue is not running' },
    });
    expect(title.textContent).toBe('Failed to start caching: The job queue is not running');
    expect(title.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('destructive');
  });

  it("says 'Failed to start caching' when another admin's run began meanwhile (409)", async () => {
    const api = stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(stoppedSummary()),
      [`POST ${START}`]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'Caching is already running' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.start }));
    const title = await expectMessage('cache.startFailed', {
      values: { message: 'Caching is already running' },
    });
    expect(title.textContent).toBe('Failed to start caching: Caching is already running');
    // asked again, so the page shows the run that is going on
    await waitFor(() => expect(callsTo(api, SUMMARY)).toBe(2));
  });

  it('asks before stopping; Cancel stops nothing', async () => {
    const api = stubCacheApi(rita, { [`POST ${STOP}`]: ok({ message: 'Caching stopped' }) });
    const user = userEvent.setup();
    renderPage();
    await table();
    const stop = screen.getByRole('button', { name: CITY_CACHE_TEXT.stop });
    await user.click(stop);
    const dialog = await screen.findByRole('dialog', { name: CITY_CACHE_TEXT.confirmStopTitle });
    expect(within(dialog).getByText(CITY_CACHE_TEXT.confirmStop)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: CITY_CACHE_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestLog(api)).not.toContain(`POST ${STOP}`);
    expect(document.activeElement).toBe(stop);
  });

  it("stops caching once confirmed, shows the server's message and asks again", async () => {
    const message = 'Caching stopped; it resumes where it left off when started again';
    const api = stubCacheApi(rita, { [`POST ${STOP}`]: ok({ message }) });
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.stop }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: CITY_CACHE_TEXT.confirmStopAction }),
    );
    expect(await toastTitle(message)).toBeTruthy();
    expect(requestLog(api).filter((call) => call === `POST ${STOP}`)).toHaveLength(1);
    await waitFor(() => expect(callsTo(api, SUMMARY)).toBe(2));
    expect(callsTo(api, STATUS)).toBe(2);
  });

  it("says 'Failed to stop caching' with the server's message when it is not running", async () => {
    stubCacheApi(rita, {
      [`GET ${SUMMARY}`]: ok(stoppedSummary()),
      [`POST ${STOP}`]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'Caching is not running' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: CITY_CACHE_TEXT.stop }));
    await user.click(
      await screen.findByRole('button', { name: CITY_CACHE_TEXT.confirmStopAction }),
    );
    const title = await expectMessage('cache.stopFailed', {
      values: { message: 'Caching is not running' },
    });
    expect(title.textContent).toBe('Failed to stop caching: Caching is not running');
    expect(title.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('destructive');
  });
});
