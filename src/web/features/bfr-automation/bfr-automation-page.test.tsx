// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import type {
  BfrAutomationInfo,
  BfrLink,
  ContactMonitorStatus,
  ProcessedContact,
} from '../../../contract/bfr';
import { AppRouter } from '../../app/router';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import {
  callsTo,
  ok,
  requestLog,
  SIGNED_OUT,
  sentBodies,
  stubApi,
  type Answer,
  type Reply,
} from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { MONITOR_POLL_MS } from './api/bfr-automation-keys';
import { monitorStatusQueryOptions } from './api/get-monitor-status';
import { processedContactsQueryOptions } from './api/get-processed-contacts';
import { BFR_AUTOMATION_TEXT as TEXT } from './bfr-automation-text';
import { expectMessage } from '../../testing/expect-message';
import type { SpecMessageKey } from '../../../core/spec-messages';

const INFO = '/api/admin/bfr/automation';
const WEBHOOK_TEST = '/api/admin/bfr/webhook-test';
const STATUS = '/api/admin/contact-monitor/status';
const START = '/api/admin/contact-monitor/start';
const STOP = '/api/admin/contact-monitor/stop';
const TRIGGER = '/api/admin/trigger-monitoring';
const PROCESSED = '/api/admin/processed-contacts?limit=5';
const GENERATE = '/api/admin/fub/generate-bfr-link';
const LINKS = '/api/admin/bfr/links';
const REVOKE = `${LINKS}/Zk3pQ8vRt2LmNx7YwA1bCd/revoke`;

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const infoFixture = (overrides: Partial<BfrAutomationInfo> = {}): BfrAutomationInfo => ({
  webhookUrl: 'https://homes.example.com/api/fub/webhook',
  signatureRequired: true,
  systemKeySet: true,
  crm: 'followupboss',
  linkField: 'customBFRLink',
  ...overrides,
});

// 14:05 and 14:35 in Arizona (UTC-7)
const statusFixture = (overrides: Partial<ContactMonitorStatus> = {}): ContactMonitorStatus => ({
  isMonitoring: true,
  lastCheckTime: '2026-11-25T21:05:00.000Z',
  activeUntil: '2026-11-25T21:35:00.000Z',
  crm: 'followupboss',
  ...overrides,
});

const OFF = statusFixture({ isMonitoring: false, activeUntil: null });

const processedFixture = (): ProcessedContact[] => [
  {
    contactId: 101,
    contactEmail: 'harper@example.com',
    contactName: 'Harper Lane',
    processedAt: '2026-11-25T20:50:00.000Z',
    bfrLinkGenerated: true,
    source: 'webhook',
  },
  {
    contactId: 102,
    contactEmail: '',
    contactName: 'Jonah Reyes',
    processedAt: '2026-11-25T20:40:00.000Z',
    bfrLinkGenerated: true,
    source: 'monitor',
  },
];

const processedReply = (contacts = processedFixture(), total = 7) =>
  ok({ success: true, total, contacts });

const linkFixture = (overrides: Partial<BfrLink> = {}): BfrLink => ({
  obfuscatedId: 'Zk3pQ8vRt2LmNx7YwA1bCd',
  contactId: 101,
  contactName: 'Harper Lane',
  isActive: true,
  url: 'https://homes.example.com/bfr/Zk3pQ8vRt2LmNx7YwA1bCd',
  createdAt: '2026-11-25T21:10:00.000Z',
  revokedAt: null,
  ...overrides,
});

const OLD_LINK = linkFixture({
  obfuscatedId: 'Old0pQ8vRt2LmNx7YwA1bCd',
  url: 'https://homes.example.com/bfr/Old0pQ8vRt2LmNx7YwA1bCd',
  isActive: false,
  createdAt: '2026-11-20T17:00:00.000Z',
  revokedAt: '2026-11-25T21:10:00.000Z',
});

const monitorReply = (message: string, status: ContactMonitorStatus): Reply =>
  ok({ success: true, message, status });

const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

/** The session, the automation's API (monitoring on, two processed contacts) and a test's own. */
function stubAutomationApi(user: User | null, routes: Record<string, Answer> = {}) {
  return stubApi({
    '/api/user': user ? ok(user) : SIGNED_OUT,
    [`GET ${INFO}`]: ok(infoFixture()),
    [`GET ${STATUS}`]: ok(statusFixture()),
    [`GET ${PROCESSED}`]: processedReply(),
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
    { url: '/admin/bfr-automation' },
  );

const heading = () => screen.findByRole('heading', { level: 1, name: TEXT.title });
const card = (title: string) => screen.findByRole('region', { name: title });
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
/** The toast titled by the spec message `key` (checked word for word). */
const toastOfMessage = async (key: SpecMessageKey) =>
  (await expectMessage(key)).closest('[data-slot="toast"]') as HTMLElement;

/** A toast's message: the server's own words, or a spec message. */
type ToastText = string | { key: SpecMessageKey };
async function expectToastText(toast: HTMLElement, text: ToastText) {
  if (typeof text === 'string') expect(within(toast).getByText(text)).toBeTruthy();
  else await expectMessage(text.key, { container: toast });
}

const toastOf = async (title: string) =>
  (await toastTitle(title)).closest('[data-slot="toast"]') as HTMLElement;
const button = (region: HTMLElement, name: string | RegExp) =>
  within(region).getByRole('button', { name }) as HTMLButtonElement;
const asksForAutomation = (api: ReturnType<typeof stubApi>) =>
  requestLog(api).some((call) => call.includes('/api/admin/'));

/** The Webhook URL card once the address is in. */
async function webhookCard() {
  const region = await card(TEXT.webhookTitle);
  await within(region).findByDisplayValue(infoFixture().webhookUrl);
  return region;
}

/** The monitoring card once the status is in. */
async function monitoringCard() {
  const region = await card(TEXT.monitoringTitle);
  await within(region).findByText(TEXT.lastCheck);
  return region;
}

beforeAll(async () => {
  await import('./bfr-automation-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('BfrAutomationPage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back here, without asking the API', async () => {
    const api = stubAutomationApi(null);
    renderPage();
    await heading();
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Fbfr-automation',
    );
    expect(asksForAutomation(api)).toBe(false);
  });

  it('says Admins only to a signed-in visitor who is not an admin', async () => {
    const api = stubAutomationApi(userFixture());
    renderPage();
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.queryByRole('region', { name: TEXT.webhookTitle })).toBeNull();
    expect(asksForAutomation(api)).toBe(false);
  });
});

describe('BfrAutomationPage', () => {
  it('shows the title, Admin Only, a Home link, the tab title and the four cards', async () => {
    stubAutomationApi(rita);
    renderPage();
    const title = await heading();
    expect(title.parentElement?.textContent).toContain(TEXT.adminOnly);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('BFR Link Automation | Ridgeline Team'));
    for (const name of [
      TEXT.webhookTitle,
      TEXT.monitoringTitle,
      TEXT.generateTitle,
      TEXT.statusTitle,
    ]) {
      expect(await card(name)).toBeTruthy();
    }
  });

  it('shows the webhook address read-only, and that signatures are verified', async () => {
    stubAutomationApi(rita);
    renderPage();
    const region = await webhookCard();
    const field = within(region).getByLabelText(TEXT.webhookUrlLabel) as HTMLInputElement;
    expect(field.value).toBe('https://homes.example.com/api/fub/webhook');
    expect(field.readOnly).toBe(true);
    expect(within(region).getByText(TEXT.signatureOn)).toBeTruthy();
    // it says what to register, not that Follow Up Boss has it (issue 41)
    expect(within(region).getByText(TEXT.registerInFub)).toBeTruthy();
  });

  it('says deliveries are refused in production without the system key, and needs no webhook without Follow Up Boss (issues 39, 41)', async () => {
    stubAutomationApi(rita, {
      [`GET ${INFO}`]: ok(
        infoFixture({ signatureRequired: true, systemKeySet: false, crm: 'built-in' }),
      ),
    });
    renderPage();
    const region = await webhookCard();
    expect(within(region).getByText(TEXT.unsignedRefused)).toBeTruthy();
    expect(within(region).queryByText(TEXT.signatureOn)).toBeNull();
    expect(within(region).getByText(TEXT.noFub)).toBeTruthy();
    expect(within(region).queryByText(TEXT.registerInFub)).toBeNull();
  });

  it('says when signatures are not verified', async () => {
    stubAutomationApi(rita, {
      [`GET ${INFO}`]: ok(infoFixture({ signatureRequired: false, systemKeySet: false })),
    });
    renderPage();
    const region = await webhookCard();
    expect(within(region).getByText(TEXT.signatureOff)).toBeTruthy();
    const status = await card(TEXT.statusTitle);
    expect(within(status).getByText(TEXT.statusSignature).nextElementSibling?.textContent).toBe(
      TEXT.off,
    );
  });

  it('shows monitoring Active, the last check, until when, and the recently processed contacts', async () => {
    stubAutomationApi(rita);
    renderPage();
    const region = await monitoringCard();
    const badge = within(region).getByText(TEXT.active);
    expect(badge.closest('[data-slot="badge"]')?.getAttribute('data-state')).toBe('on');
    expect(within(region).getByText(TEXT.lastCheck).parentElement?.textContent).toBe(
      'Last check: Nov 25, 2026, 2:05 PM MST',
    );
    expect(within(region).getByText('Checking until 14:35')).toBeTruthy();
    expect(button(region, TEXT.start).disabled).toBe(true);
    expect(button(region, TEXT.stop).disabled).toBe(false);
    expect(button(region, TEXT.trigger).disabled).toBe(false);

    // e-mail, or the name when there is none, with the time processed
    const list = await within(region).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('harper@example.com')).toBeTruthy();
    expect(within(items[0]!).getByText('Nov 25, 2026 13:50')).toBeTruthy();
    expect(within(items[1]!).getByText('Jonah Reyes')).toBeTruthy();
    expect(within(region).getByText('Total processed: 7')).toBeTruthy();
  });

  it("shows Inactive and 'Never' before the first check, with Stop disabled", async () => {
    stubAutomationApi(rita, {
      [`GET ${STATUS}`]: ok(
        statusFixture({ isMonitoring: false, lastCheckTime: null, activeUntil: null }),
      ),
    });
    renderPage();
    const region = await monitoringCard();
    const badge = within(region).getByText(TEXT.inactive);
    expect(badge.closest('[data-slot="badge"]')?.getAttribute('data-state')).toBe('off');
    expect(within(region).getByText(TEXT.lastCheck).parentElement?.textContent).toBe(
      'Last check: Never',
    );
    expect(within(region).queryByText(/Checking until/)).toBeNull();
    expect(button(region, TEXT.start).disabled).toBe(false);
    expect(button(region, TEXT.stop).disabled).toBe(true);
  });

  it("says 'No contacts processed yet' when none is", async () => {
    stubAutomationApi(rita, { [`GET ${PROCESSED}`]: processedReply([], 0) });
    renderPage();
    const region = await monitoringCard();
    expect(await within(region).findByText(TEXT.noneProcessed)).toBeTruthy();
    expect(within(region).queryByText(/Total processed/)).toBeNull();
  });

  it('shows the automation status badges and how it works, naming the link field', async () => {
    stubAutomationApi(rita);
    renderPage();
    const region = await card(TEXT.statusTitle);
    const value = async (label: string) =>
      (await within(region).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await value(TEXT.statusWebhook)).toBe(TEXT.ready);
    expect(await value(TEXT.statusSignature)).toBe(TEXT.on);
    expect(await value(TEXT.statusCrm)).toBe(TEXT.followUpBoss);
    await waitFor(async () => expect(await value(TEXT.statusMonitoring)).toBe(TEXT.active));
    const steps = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'A new contact in the CRM calls the webhook (or is found by monitoring).',
      'A unique link with an unguessable random id is generated for that contact.',
      "The link is added to the contact's custom field (customBFRLink).",
      "The client opens it without signing in; it opens that contact's buyer file only.",
    ]);
  });

  it('names the built-in CRM when it is the one on', async () => {
    stubAutomationApi(rita, { [`GET ${INFO}`]: ok(infoFixture({ crm: 'built-in' })) });
    renderPage();
    const region = await card(TEXT.statusTitle);
    expect(await within(region).findByText(TEXT.builtInCrm)).toBeTruthy();
  });

  it('shows placeholders while the settings and the status load', async () => {
    const never = () => new Promise<Reply>(() => undefined);
    stubAutomationApi(rita, { [`GET ${INFO}`]: never, [`GET ${STATUS}`]: never });
    renderPage();
    const region = await card(TEXT.webhookTitle);
    expect(within(region).getByRole('status').textContent).toContain(TEXT.loading);
    expect(within(await card(TEXT.monitoringTitle)).getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: TEXT.webhookUrlLabel })).toBeNull();
  });

  it('says when the settings cannot be loaded, and Retry asks again', async () => {
    let failing = true;
    const api = stubAutomationApi(rita, {
      [`GET ${INFO}`]: () =>
        failing
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again later' } }
          : ok(infoFixture()),
    });
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.webhookTitle);
    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText(TEXT.infoErrorTitle)).toBeTruthy();
    expect(within(alert).getByText('503: Try again later')).toBeTruthy();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect(await within(region).findByDisplayValue(infoFixture().webhookUrl)).toBeTruthy();
    expect(callsTo(api, INFO)).toBe(2);
  });

  it('says when the monitoring status cannot be loaded, leaving Start and Stop usable', async () => {
    stubAutomationApi(rita, {
      [`GET ${STATUS}`]: { status: 500, body: { code: 'INTERNAL', message: 'Database down' } },
    });
    renderPage();
    const region = await card(TEXT.monitoringTitle);
    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText(TEXT.statusErrorTitle)).toBeTruthy();
    expect(within(alert).getByText('500: Database down')).toBeTruthy();
    expect(button(region, TEXT.start).disabled).toBe(false);
    expect(button(region, TEXT.stop).disabled).toBe(false);
    const status = await card(TEXT.statusTitle);
    expect(
      (await within(status).findByText(TEXT.statusMonitoring, { selector: 'dt' }))
        .nextElementSibling?.textContent,
    ).toBe(TEXT.unknown);
  });

  it('asks for the status and the processed contacts again every 10 seconds', async () => {
    expect(monitorStatusQueryOptions().refetchInterval).toBe(MONITOR_POLL_MS);
    expect(processedContactsQueryOptions().refetchInterval).toBe(MONITOR_POLL_MS);
    expect(MONITOR_POLL_MS).toBe(10_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = statusFixture();
    const api = stubAutomationApi(rita, { [`GET ${STATUS}`]: () => ok(status) });
    renderPage();
    const region = await monitoringCard();
    await within(region).findByText('Total processed: 7');
    const before = { status: callsTo(api, STATUS), processed: callsTo(api, PROCESSED) };

    status = OFF;
    await act(() => vi.advanceTimersByTimeAsync(MONITOR_POLL_MS));
    await waitFor(() => expect(callsTo(api, STATUS)).toBe(before.status + 1));
    expect(callsTo(api, PROCESSED)).toBe(before.processed + 1);
    expect(await within(region).findByText(TEXT.inactive)).toBeTruthy();
    // the settings are not polled
    expect(callsTo(api, INFO)).toBe(1);
  });
});

describe('BfrAutomationPage webhook', () => {
  it("copies the webhook address and says 'Copied'", async () => {
    stubAutomationApi(rita);
    const user = userEvent.setup();
    renderPage();
    const region = await webhookCard();
    await user.click(button(region, TEXT.copy));
    await expectMessage('link.copied');
    expect(await navigator.clipboard.readText()).toBe(infoFixture().webhookUrl);
  });

  it("says 'Copy Failed' when the browser refuses the clipboard", async () => {
    stubAutomationApi(rita);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPage();
    await user.click(button(await webhookCard(), TEXT.copy));
    expect((await toastOf(TEXT.copyFailed)).getAttribute('data-variant')).toBe('destructive');
  });

  it("tests the webhook: 'Webhook Test Successful' with the server's message", async () => {
    const api = stubAutomationApi(rita, {
      [`POST ${WEBHOOK_TEST}`]: ok({ success: true, message: 'Test delivery accepted' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(button(await webhookCard(), TEXT.test));
    const toast = await toastOfMessage('webhook.testSucceeded');
    expect(within(toast).getByText('Test delivery accepted')).toBeTruthy();
    expect(toast.getAttribute('data-variant')).not.toBe('destructive');
    expect(requestLog(api)).toContain(`POST ${WEBHOOK_TEST}`);
    expect(sentBodies(api, WEBHOOK_TEST)).toEqual([undefined]);
  });

  it.each<[string, Answer, SpecMessageKey, ToastText]>([
    [
      "'Webhook Test Failed' with the message of a reply that says it failed",
      ok({ success: false, message: 'Signature rejected' }),
      'webhook.testFailed',
      'Signature rejected',
    ],
    [
      "'Error' for an HTTP failure",
      { status: 500, body: { code: 'INTERNAL', message: 'Boom' } },
      'webhook.testError.title',
      { key: 'webhook.testError.message' },
    ],
    [
      "'Error' when the call gets no answer",
      networkFailure,
      'webhook.testError.title',
      { key: 'webhook.testError.message' },
    ],
  ])('says %s', async (_case, answer, title, description) => {
    stubAutomationApi(rita, { [`POST ${WEBHOOK_TEST}`]: answer });
    const user = userEvent.setup();
    renderPage();
    await user.click(button(await webhookCard(), TEXT.test));
    const toast = await toastOfMessage(title);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    await expectToastText(toast, description);
  });

  it('keeps Test disabled while the test runs', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubAutomationApi(rita, {
      [`POST ${WEBHOOK_TEST}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    const region = await webhookCard();
    await user.click(button(region, TEXT.test));
    expect(button(region, TEXT.testing).disabled).toBe(true);
    answer(ok({ success: true, message: 'ok' }));
    expect(await toastTitle(TEXT.webhookTestSuccess)).toBeTruthy();
    await waitFor(() => expect(button(region, TEXT.test).disabled).toBe(false));
  });
});

describe('BfrAutomationPage monitoring buttons', () => {
  it.each<[string, string, SpecMessageKey, ContactMonitorStatus, ContactMonitorStatus, string]>([
    [
      TEXT.start,
      START,
      'monitoring.started',
      OFF,
      statusFixture({ activeUntil: null }),
      'Monitoring started',
    ],
    [TEXT.stop, STOP, 'monitoring.stopped', statusFixture(), OFF, 'Monitoring stopped'],
    [
      TEXT.trigger,
      TRIGGER,
      'monitoring.triggered',
      OFF,
      statusFixture(),
      'Checking for 30 minutes',
    ],
  ])(
    "%s toasts its success with the server's message and asks for the status and the list again",
    async (label, path, title, before, after, message) => {
      let status = before;
      const api = stubAutomationApi(rita, {
        [`GET ${STATUS}`]: () => ok(status),
        [`POST ${path}`]: () => {
          status = after;
          return monitorReply(message, after);
        },
      });
      const user = userEvent.setup();
      renderPage();
      const region = await monitoringCard();
      await within(region).findByText('Total processed: 7');
      expect(callsTo(api, STATUS)).toBe(1);
      expect(callsTo(api, PROCESSED)).toBe(1);

      await user.click(button(region, label));
      const toast = await toastOfMessage(title);
      expect(within(toast).getByText(message)).toBeTruthy();
      expect(toast.getAttribute('data-variant')).not.toBe('destructive');
      await waitFor(() => expect(callsTo(api, STATUS)).toBe(2));
      await waitFor(() => expect(callsTo(api, PROCESSED)).toBe(2));
      expect(sentBodies(api, path)).toEqual([undefined]);
      expect(
        await within(region).findByText(after.isMonitoring ? TEXT.active : TEXT.inactive),
      ).toBeTruthy();
      expect(button(region, TEXT.start).disabled).toBe(after.isMonitoring);
      expect(button(region, TEXT.stop).disabled).toBe(!after.isMonitoring);
    },
  );

  it.each<[string, string, SpecMessageKey, SpecMessageKey]>([
    [TEXT.start, START, 'monitoring.startRefused', 'monitoring.startFailed'],
    [TEXT.stop, STOP, 'monitoring.stopRefused', 'monitoring.stopFailed'],
    [TEXT.trigger, TRIGGER, 'monitoring.triggerRefused', 'monitoring.triggerFailed'],
  ])(
    "%s says why it failed: the server's reason, else 'Error'",
    async (label, path, failedTitle, errorText) => {
      let reply: Answer = {
        status: 409,
        body: { code: 'CONFLICT', message: 'The CRM is not connected' },
      };
      // the status never rules a button out here
      const api = stubAutomationApi(rita, {
        [`GET ${STATUS}`]: { status: 500, body: {} },
        [`POST ${path}`]: (request) => (typeof reply === 'function' ? reply(request) : reply),
      });
      const user = userEvent.setup();
      renderPage();
      const region = await card(TEXT.monitoringTitle);
      await within(region).findByRole('alert');

      await user.click(button(region, label));
      const refused = await toastOfMessage(failedTitle);
      expect(refused.getAttribute('data-variant')).toBe('destructive');
      expect(within(refused).getByText('The CRM is not connected')).toBeTruthy();
      await waitFor(() => expect(callsTo(api, STATUS)).toBe(2));

      reply = networkFailure;
      await user.click(button(region, label));
      const failed = await toastOfMessage('monitoring.callFailed.title');
      expect(failed.getAttribute('data-variant')).toBe('destructive');
      await expectMessage(errorText, { container: failed });
      await waitFor(() => expect(callsTo(api, STATUS)).toBe(3));
    },
  );

  it('disables the buttons while a call runs', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubAutomationApi(rita, {
      [`POST ${TRIGGER}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    const region = await monitoringCard();
    await user.click(button(region, TEXT.trigger));
    await waitFor(() => expect(button(region, TEXT.trigger).disabled).toBe(true));
    expect(button(region, TEXT.stop).disabled).toBe(true);
    answer(monitorReply('Checking', statusFixture()));
    expect(await toastTitle(TEXT.monitoringTriggered)).toBeTruthy();
    await waitFor(() => expect(button(region, TEXT.trigger).disabled).toBe(false));
  });
});

describe('BfrAutomationPage manual link generation', () => {
  const contactBox = (region: HTMLElement) =>
    within(region).getByRole('textbox', { name: /Contact ID/ }) as HTMLInputElement;
  const nameBox = (region: HTMLElement) =>
    within(region).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;

  /** The links API: the contact's links as `links` holds them; revoking marks the new one revoked. */
  function stubLinks() {
    let links: BfrLink[] = [OLD_LINK];
    return stubAutomationApi(rita, {
      [`POST ${GENERATE}`]: () => {
        const link = linkFixture();
        links = [link, ...links];
        return ok({ success: true, bfrLink: link.url, link });
      },
      [`GET ${LINKS}`]: () => ok({ success: true, links }),
      [`POST ${REVOKE}`]: () => {
        links = links.map((link) =>
          link.obfuscatedId === linkFixture().obfuscatedId
            ? { ...link, isActive: false, revokedAt: '2026-11-25T21:20:00.000Z' }
            : link,
        );
        return ok({ success: true, link: links[0] });
      },
    });
  }

  it("says 'Contact ID is required' without asking the server", async () => {
    const api = stubAutomationApi(rita);
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.click(button(region, TEXT.generate));
    const toast = await toastOf(TEXT.missingInformation);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText(TEXT.contactIdRequired)).toBeTruthy();
    const box = contactBox(region);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      TEXT.contactIdRequired,
    );
    expect(document.activeElement).toBe(box);
    expect(requestLog(api)).not.toContain(`POST ${GENERATE}`);
  });

  it("says 'Contact ID must be a number' without asking the server, and typing clears it", async () => {
    const api = stubAutomationApi(rita);
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.type(contactBox(region), 'abc{Enter}');
    expect(within(region).getByText(TEXT.contactIdNumber)).toBeTruthy();
    expect(requestLog(api)).not.toContain(`POST ${GENERATE}`);
    await user.clear(contactBox(region));
    expect(within(region).queryByText(TEXT.contactIdNumber)).toBeNull();
  });

  it('generates a link: the toast, the link with Copy and Open, and the contact’s links', async () => {
    const api = stubLinks();
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.type(contactBox(region), ' 101 ');
    await user.type(nameBox(region), 'Harper Lane');
    await user.click(button(region, TEXT.generate));

    const toast = await toastOfMessage('link.generated.title');
    await expectMessage('link.generated.message', { container: toast });
    expect(sentBodies(api, GENERATE)).toEqual([{ contactId: 101, name: 'Harper Lane' }]);

    const field = (await within(region).findByLabelText(
      TEXT.generatedLinkLabel,
    )) as HTMLInputElement;
    expect(field.value).toBe(linkFixture().url);
    expect(field.readOnly).toBe(true);

    await user.click(button(region, TEXT.copy));
    expect(await toastTitle(TEXT.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(linkFixture().url);

    const open = within(region).getByRole('link', { name: /Open/ });
    expect(open.getAttribute('href')).toBe(linkFixture().url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');

    // the contact's links, newest first: the new one active, the old one revoked
    const list = await within(region).findByRole('list');
    expect(requestLog(api)).toContain(`GET ${LINKS}?contactId=101`);
    expect(within(region).getByRole('heading', { name: TEXT.linksTitle(101) })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(TEXT.linkActive)).toBeTruthy();
    expect(within(items[0]!).getByText('Nov 25, 2026 14:10')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: TEXT.revoke })).toBeTruthy();
    expect(within(items[1]!).getByText(TEXT.linkRevoked)).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: TEXT.revoke })).toBeNull();
  });

  it('sends no name when none is typed', async () => {
    const api = stubLinks();
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.type(contactBox(region), '101{Enter}');
    await toastTitle(TEXT.generated);
    expect(sentBodies(api, GENERATE)).toEqual([{ contactId: 101 }]);
  });

  it.each<[string, Answer, SpecMessageKey, ToastText]>([
    [
      "'Generation Failed' with the server's message",
      { status: 404, body: { code: 'NOT_FOUND', message: 'Contact not found' } },
      'link.generationFailed.title',
      'Contact not found',
    ],
    [
      "'Generation Failed' / 'Failed to generate BFR link' without one",
      { status: 502, text: '<html>Bad Gateway</html>' },
      'link.generationFailed.title',
      { key: 'link.generationFailed.fallback' },
    ],
    [
      "'Error' when the call gets no answer",
      networkFailure,
      'link.networkError.title',
      { key: 'link.generationFailed.fallback' },
    ],
  ])('says %s, and shows no link', async (_case, answer, title, description) => {
    const api = stubAutomationApi(rita, { [`POST ${GENERATE}`]: answer });
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.type(contactBox(region), '999{Enter}');
    const toast = await toastOfMessage(title);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    await expectToastText(toast, description);
    expect(within(region).queryByLabelText(TEXT.generatedLinkLabel)).toBeNull();
    expect(requestLog(api).some((call) => call.startsWith(`GET ${LINKS}`))).toBe(false);
  });

  it("shows the server's message for Contact ID under the field", async () => {
    stubAutomationApi(rita, {
      [`POST ${GENERATE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Contact ID is required',
          fieldErrors: { contactId: 'Contact ID is required' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.type(contactBox(region), '0{Enter}');
    await toastTitle(TEXT.generationFailed);
    expect(contactBox(region).getAttribute('aria-invalid')).toBe('true');
  });

  it('revokes the active link after a confirmation that says generating again replaces it', async () => {
    const api = stubLinks();
    const user = userEvent.setup();
    renderPage();
    const region = await card(TEXT.generateTitle);
    await user.type(contactBox(region), '101{Enter}');
    await within(region).findByLabelText(TEXT.generatedLinkLabel);
    const list = await within(region).findByRole('list');

    // Cancel leaves the link alone
    await user.click(within(list).getByRole('button', { name: TEXT.revoke }));
    let dialog = await screen.findByRole('dialog', { name: TEXT.revokeTitle });
    expect(
      within(dialog).getByText(/Generating again issues a new link and revokes the old one/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestLog(api)).not.toContain(`POST ${REVOKE}`);

    await user.click(within(list).getByRole('button', { name: TEXT.revoke }));
    dialog = await screen.findByRole('dialog', { name: TEXT.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXT.revokeConfirm }));
    const toast = await toastOf(TEXT.linkRevokedToast);
    expect(within(toast).getByText(TEXT.linkRevokedDescription)).toBeTruthy();
    expect(requestLog(api)).toContain(`POST ${REVOKE}`);
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: TEXT.revoke })).toBeNull(),
    );
    expect(within(list).getAllByText(TEXT.linkRevoked)).toHaveLength(2);
    expect(callsTo(api, `${LINKS}?contactId=101`)).toBe(2);
    // the revoked link is no longer offered to copy or open
    expect(within(region).queryByLabelText(TEXT.generatedLinkLabel)).toBeNull();
  });
});
