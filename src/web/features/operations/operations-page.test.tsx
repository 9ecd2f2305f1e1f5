// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import {
  FRESHNESS_ALERT_MINUTES,
  FRESHNESS_GOAL_MINUTES,
  IDX_REFRESH_RULE_MINUTES,
  operationsHealthSchema,
  type OperationsHealth,
} from '../../../contract/operations';
import { FRESHNESS_LIMITS } from '../../../core/mls-feed';
import { FRESHNESS_DISPLAY } from '../../../core/operations-display';
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
import { renderApp } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { siteInfoFixture } from '../../testing/site-info-fixture';
import { userFixture } from '../../testing/user-fixture';
import { HEALTH_POLL_MS, RETRY_TOASTS } from './api/operations-health';
import { CHECKED_AT, operationsHealthFixture } from './operations-fixtures';
import { OperationsPage } from './operations-page';
import { OPERATIONS_TEXT as TEXT } from './operations-text';

const HEALTH = '/api/admin/health';
const rita = userFixture({ id: 1, username: 'rita', firstName: 'Rita', isAdmin: true });

/** The team's own contact details: no sample left, so no notice about them. */
const OWN_IDENTITY = {
  ...siteInfoFixture().identity,
  agentName: 'Maria Lopez',
  phone: '(928) 474-2211',
  photoUrl: `/site-images/${'c'.repeat(64)}.png`,
  officeAddress: '100 W Main St, Payson, AZ 85541',
  aboutUrl: 'https://www.rimcountryhomes.com/about',
  bridgeLenderUrl: 'https://apply.rimlending.com',
};

function stubHealth(
  health: Answer = ok(operationsHealthFixture()),
  routes: Record<string, Answer> = {},
) {
  return stubApi({
    '/api/user': ok(rita),
    '/api/site': ok(siteInfoFixture({ identity: OWN_IDENTITY })),
    [`GET ${HEALTH}`]: health,
    ...routes,
  });
}

/** The page for an admin, with the toaster as the app holds it. */
function renderPage(user: User | null = rita) {
  return renderWithProviders(
    <>
      <OperationsPage user={user} />
      <Toaster />
    </>,
    { url: '/admin/operations' },
  );
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
const table = (within_: HTMLElement, name: string) => within(within_).getByRole('table', { name });
const rowOf = (container: HTMLElement, header: string) =>
  within(container).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });

beforeAll(async () => {
  await import('./operations-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('the fixture', () => {
  it('is a reply the contract accepts, and the limits agree with the core rules', () => {
    expect(operationsHealthSchema.parse(operationsHealthFixture())).toEqual(
      operationsHealthFixture(),
    );
    expect(FRESHNESS_LIMITS).toEqual({
      goal: FRESHNESS_GOAL_MINUTES,
      alert: FRESHNESS_ALERT_MINUTES,
      idx: IDX_REFRESH_RULE_MINUTES,
    });
  });
});

describe('OperationsPage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back here, without asking the health', async () => {
    const api = stubApi({ '/api/user': SIGNED_OUT });
    renderApp('/admin/operations');
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Foperations',
    );
    expect(requestLog(api).some((call) => call.includes(HEALTH))).toBe(false);
  });

  it('says Admins only to a signed-in visitor who is not an admin', async () => {
    const api = stubApi({ '/api/user': ok(userFixture()) });
    renderApp('/admin/operations');
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.getByText(TEXT.notAdmin)).toBeTruthy();
    expect(requestLog(api).some((call) => call.includes(HEALTH))).toBe(false);
  });

  it('opens from the router for an admin, titled with the team name', async () => {
    stubHealth();
    renderApp('/admin/operations');
    expect(await screen.findByRole('heading', { level: 2, name: TEXT.feedTitle })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Operations | Ridgeline Team'));
    expect(screen.getByRole('link', { name: TEXT.backToAdmin }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('shows placeholders while the health loads', async () => {
    stubHealth(() => new Promise<Reply>(() => undefined));
    renderPage();
    const status = await screen.findByRole('status');
    expect(within(status).getByText(TEXT.loading)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it("shows the server's refusal in an error card whose Retry asks again", async () => {
    let calls = 0;
    const api = stubHealth(() =>
      ++calls === 1
        ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }
        : ok(operationsHealthFixture()),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: TEXT.errorTitle })).toBeTruthy();
    expect(within(alert).getByText('500: Something went wrong')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: TEXT.feedTitle })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(api, HEALTH)).toBe(2);
  });
});

describe('OperationsPage sections', () => {
  it('shows the overall status, when it was checked, and the sections as level-2 headings in order', async () => {
    stubHealth();
    renderPage();
    expect(await screen.findByText('Attention needed')).toBeTruthy();
    const checked = screen.getByText('Mar 2, 2026, 10:30 AM MST');
    expect(checked.tagName).toBe('TIME');
    expect(checked.getAttribute('datetime')).toBe(CHECKED_AT);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      TEXT.feedTitle,
      TEXT.citiesTitle,
      TEXT.leadsTitle,
      TEXT.mailTitle,
      TEXT.jobsTitle,
      TEXT.alertsTitle,
    ]);
  });

  it('names the sample contact details still in force, with their values and where to set them', async () => {
    stubHealth(undefined, {
      '/api/site': ok(
        siteInfoFixture({
          identity: {
            ...OWN_IDENTITY,
            phone: '(928) 555-0142',
            bridgeLenderUrl: 'https://www.bridgeloanpartner.example/apply',
          },
        }),
      ),
    });
    renderPage();
    const notice = await section(TEXT.sampleIdentityTitle);
    expect(within(notice).getByText(TEXT.sampleIdentityIntro)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Phone: (928) 555-0142',
      'Bridge-loan lender link: https://www.bridgeloanpartner.example/apply',
    ]);
    expect(
      within(notice).getByRole('link', { name: TEXT.sampleIdentityLink }).getAttribute('href'),
    ).toBe('/admin?tab=general');
    // first, above the health
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe(
      TEXT.sampleIdentityTitle,
    );
  });

  it('has no notice once every contact detail is the team’s own', async () => {
    stubHealth();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: TEXT.feedTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TEXT.sampleIdentityTitle })).toBeNull();
  });

  it('says All systems normal when the server says ok', async () => {
    stubHealth(ok(operationsHealthFixture({ status: 'ok' })));
    renderPage();
    expect(await screen.findByText('All systems normal')).toBeTruthy();
    expect(screen.queryByText('Attention needed')).toBeNull();
  });

  it('shows the feed: source, time since the last sync in words and as a date, state, error, caching run', async () => {
    stubHealth(
      ok(
        operationsHealthFixture({
          feed: { lastError: 'Spark answered 1550', cachingRunning: true },
        }),
      ),
    );
    renderPage();
    const feed = await section(TEXT.feedTitle);
    expect(within(feed).getByText(/^MLS feed with the server's token/)).toBeTruthy();
    expect(within(feed).getByText('4 minutes ago')).toBeTruthy();
    expect(within(feed).getByText('Mar 2, 2026, 10:26 AM MST')).toBeTruthy();
    expect(within(feed).getByText('Fresh')).toBeTruthy();
    expect(within(feed).getByText(FRESHNESS_DISPLAY.fresh.description)).toBeTruthy();
    expect(within(feed).getByText('Spark answered 1550')).toBeTruthy();
    expect(within(feed).getByText(TEXT.feedCachingRunning)).toBeTruthy();
    expect(within(feed).getByRole('link', { name: TEXT.cacheLink }).getAttribute('href')).toBe(
      '/admin/cache',
    );
    expect(within(feed).getByText(TEXT.feedTargets)).toBeTruthy();
  });

  it.each([
    ['fresh', 3, 'Fresh', 'ok'],
    ['late', 12, 'Late', 'warning'],
    ['stale', 45, 'Stale', 'danger'],
    ['idx-breach', 13 * 60, 'IDX rule broken', 'danger'],
  ] as const)('shows the %s state in words and colour', async (freshness, minutes, label, tone) => {
    stubHealth(
      ok(
        operationsHealthFixture({
          feed: {
            freshness,
            minutesSinceSuccess: minutes,
            lastSuccessAt: new Date(Date.parse(CHECKED_AT) - minutes * 60_000).toISOString(),
          },
        }),
      ),
    );
    renderPage();
    const feed = await section(TEXT.feedTitle);
    const badge = within(feed).getByText(label);
    expect(badge.getAttribute('data-tone')).toBe(tone);
    expect(within(feed).getByText(FRESHNESS_DISPLAY[freshness].description)).toBeTruthy();
  });

  it('shows a feed that never synced, from the offline sample', async () => {
    stubHealth(
      ok(
        operationsHealthFixture({
          feed: {
            source: 'offline',
            freshness: 'never',
            lastSuccessAt: null,
            minutesSinceSuccess: null,
          },
        }),
      ),
    );
    renderPage();
    const feed = await section(TEXT.feedTitle);
    expect(within(feed).getByText(/^Offline sample feed/)).toBeTruthy();
    expect(within(feed).getByText(TEXT.never)).toBeTruthy();
    expect(within(feed).getByText('Never synced')).toBeTruthy();
    expect(within(feed).getByText(TEXT.feedCachingIdle)).toBeTruthy();
    expect(within(feed).getByText(TEXT.feedNoError)).toBeTruthy();
  });

  it('lists each city as the server sends them, with its last full sync', async () => {
    stubHealth();
    renderPage();
    const cities = table(await section(TEXT.citiesTitle), TEXT.citiesTitle);
    expect(
      within(cities)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...TEXT.cityColumns]);
    expect(
      within(cities)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Payson', 'Show Low', 'Heber']);
    expect(cells(rowOf(cities, 'Payson'))).toEqual([
      'High',
      '1,234',
      TEXT.complete,
      '2 hours agoMar 2, 2026, 8:30 AM MST',
    ]);
    expect(cells(rowOf(cities, 'Show Low'))).toEqual([
      'Medium',
      '87',
      TEXT.incomplete,
      '3 days agoFeb 27, 2026, 10:30 AM MST',
    ]);
    expect(cells(rowOf(cities, 'Heber'))).toEqual(['Low', '0', TEXT.incomplete, TEXT.never]);
  });

  it('shows lead delivery per destination by name, and the failed deliveries', async () => {
    stubHealth();
    renderPage();
    const leads = await section(TEXT.leadsTitle);
    const destinations = table(leads, TEXT.leadsTitle);
    // Follow Up Boss was switched off since: its deliveries still show, and say so
    expect(cells(rowOf(destinations, `Follow Up Boss ${TEXT.switchedOff}`))).toEqual([
      '2',
      '1',
      '1',
      '12',
    ]);
    expect(cells(rowOf(destinations, 'Google Apps Script'))).toEqual(['0', '1', '0', '5']);
    expect(within(leads).queryByText(TEXT.leadsNoDestination)).toBeNull();

    expect(within(leads).getByRole('heading', { level: 3, name: TEXT.failedTitle })).toBeTruthy();
    const failed = table(leads, TEXT.failedTitle);
    const fub = rowOf(failed, 'Follow Up Boss');
    expect(cells(fub).slice(0, 5)).toEqual([
      'Retrying',
      '3',
      '503: Service Unavailable',
      'in 10 minutesMar 2, 2026, 10:40 AM MST',
      '45 minutes agoMar 2, 2026, 9:45 AM MST',
    ]);
    expect(within(fub).getByRole('button', { name: /^Retry now/ })).toBeTruthy();
    const appsScript = rowOf(failed, 'Google Apps Script');
    expect(cells(appsScript).slice(0, 3)).toEqual(['Cancelled', '8', 'timeout after 10000 ms']);
    expect(
      within(appsScript).getByRole('button', {
        name: 'Retry now: delivery 17 to Google Apps Script',
      }),
    ).toBeTruthy();
  });

  it('says leads stay in the built-in CRM when no destination is configured', async () => {
    stubHealth(ok(operationsHealthFixture({ leads: { destinations: [], failed: [] } })));
    renderPage();
    const leads = await section(TEXT.leadsTitle);
    expect(within(leads).getByText(TEXT.leadsNoDestination)).toBeTruthy();
    expect(within(leads).queryByRole('table')).toBeNull();
    expect(within(leads).getByText(TEXT.failedEmpty)).toBeTruthy();
  });

  it('shows the mail transport and the outbox counts', async () => {
    stubHealth();
    renderPage();
    const mail = await section(TEXT.mailTitle);
    expect(within(mail).getByText(TEXT.mailOutbox)).toBeTruthy();
    expect(within(mail).getByText(TEXT.mailOutboxNote)).toBeTruthy();
    expect(within(mail).getByText('3')).toBeTruthy();
    expect(within(mail).getByText('1,520')).toBeTruthy();
  });

  it('shows SMTP when mail is sent at once', async () => {
    stubHealth(ok(operationsHealthFixture({ mail: { transport: 'smtp', outboxLast24h: 0 } })));
    renderPage();
    const mail = await section(TEXT.mailTitle);
    expect(within(mail).getByText(TEXT.mailSmtp)).toBeTruthy();
    expect(within(mail).queryByText(TEXT.mailOutboxNote)).toBeNull();
  });

  it('lists the job queues, a queue with failures marked', async () => {
    stubHealth();
    renderPage();
    const jobs = table(await section(TEXT.jobsTitle), TEXT.jobsTitle);
    expect(
      within(jobs)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...TEXT.jobColumns]);
    const deliver = rowOf(jobs, 'leads.deliver');
    expect(cells(deliver)).toEqual(['1', '0', '2']);
    expect(deliver.getAttribute('data-failing')).toBe('true');
    const refresh = rowOf(jobs, 'mls.refresh');
    expect(cells(refresh)).toEqual(['0', '1', '0']);
    expect(refresh.getAttribute('data-failing')).toBeNull();
  });

  it('lists the open alerts, or says there are none', async () => {
    stubHealth();
    const view = renderPage();
    const alerts = await section(TEXT.alertsTitle);
    const item = within(alerts).getByRole('listitem');
    expect(within(item).getByText('High').getAttribute('data-tone')).toBe('danger');
    expect(within(item).getByText('leads.followupboss')).toBeTruthy();
    expect(
      within(item).getByRole('heading', { level: 3, name: 'Lead delivery failing' }),
    ).toBeTruthy();
    expect(within(item).getByText('Follow Up Boss answered 503 three times.')).toBeTruthy();
    expect(within(item).getByText('40 minutes ago')).toBeTruthy();
    view.unmount();

    stubHealth(ok(operationsHealthFixture({ alerts: [] })));
    renderPage();
    expect(within(await section(TEXT.alertsTitle)).getByText(TEXT.alertsEmpty)).toBeTruthy();
  });
});

describe('OperationsPage updates', () => {
  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubHealth();
    renderPage();
    await section(TEXT.feedTitle);
    expect(callsTo(api, HEALTH)).toBe(1);
    await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
    await waitFor(() => expect(callsTo(api, HEALTH)).toBe(2));
  });

  it('asks again on Refresh, and keeps the last health with a note when that fails', async () => {
    let calls = 0;
    const api = stubHealth(() =>
      ++calls === 1
        ? ok(operationsHealthFixture())
        : { status: 503, body: { code: 'UNAVAILABLE', message: 'Database unavailable' } },
    );
    const user = userEvent.setup();
    renderPage();
    await section(TEXT.feedTitle);
    await user.click(screen.getByRole('button', { name: TEXT.refresh }));
    expect(await screen.findByText(/The last refresh failed/)).toBeTruthy();
    expect(screen.getByText(/503: Database unavailable/, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: TEXT.feedTitle })).toBeTruthy();
    expect(callsTo(api, HEALTH)).toBe(2);
  });

  it('retries a failed delivery now: button busy meanwhile, then a toast and the health asked again', async () => {
    let release: (reply: Reply) => void = () => undefined;
    let healthCalls = 0;
    const retried = operationsHealthFixture();
    const after: OperationsHealth = {
      ...retried,
      leads: { ...retried.leads, failed: retried.leads.failed.filter((d) => d.id !== 41) },
    };
    const api = stubHealth(() => ok(++healthCalls === 1 ? retried : after), {
      'POST /api/admin/lead-deliveries/41/retry': () =>
        new Promise<Reply>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const leads = await section(TEXT.leadsTitle);
    const failed = table(leads, TEXT.failedTitle);
    const button = within(rowOf(failed, 'Follow Up Boss')).getByRole('button', {
      name: /^Retry now/,
    });
    const other = within(rowOf(failed, 'Google Apps Script')).getByRole('button', {
      name: /^Retry now/,
    });

    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect((other as HTMLButtonElement).disabled).toBe(false);
    expect(requestLog(api)).toContain('POST /api/admin/lead-deliveries/41/retry');

    release(ok({ message: 'Delivery 41 is due now' }));
    expect(await toastTitle(RETRY_TOASTS.queued)).toBeTruthy();
    expect(toastDescription('Delivery 41 is due now')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, HEALTH)).toBe(2));
    await waitFor(() =>
      expect(
        within(table(leads, TEXT.failedTitle)).queryByRole('rowheader', { name: 'Follow Up Boss' }),
      ).toBeNull(),
    );
  });

  it("shows the server's refusal of a retry in a destructive toast", async () => {
    const api = stubHealth(ok(operationsHealthFixture()), {
      'POST /api/admin/lead-deliveries/17/retry': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such retryable delivery' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const failed = table(await section(TEXT.leadsTitle), TEXT.failedTitle);
    const button = within(rowOf(failed, 'Google Apps Script')).getByRole('button', {
      name: /^Retry now/,
    });
    await user.click(button);
    const title = await toastTitle(RETRY_TOASTS.failed);
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    expect(toastDescription('No such retryable delivery')).toBeTruthy();
    // the list was out of date: asked again
    await waitFor(() => expect(callsTo(api, HEALTH)).toBe(2));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});
