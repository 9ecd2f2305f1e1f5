// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsView } from '../../../contract/admin-settings';
import type { User } from '../../../contract/auth';
import type { RecentDelivery } from '../../../contract/operations';
import { RETRY_TOASTS } from '../../components/staff/api/retry-delivery';
import { APPS_SCRIPT_TOASTS } from '../../components/staff/apps-script-settings';
import { dismissToast } from '../../components/ui/use-toast';
import { adminSettingsViewFixture, validationFailed } from '../../testing/admin-settings-fixtures';
import { callsTo, ok, sentBodies, type Answer, type StubRequest } from '../../testing/api-stub';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import {
  deliveriesPath,
  deliveriesReply,
  deliveryFixture,
  renderDestinationPage,
} from './google-destinations-fixtures';
import { GOOGLE_SHEETS_TEXT as TEXT } from './google-destinations-text';
import { errorOf, region, toastDescription, toastTitle } from '../../testing/screen-queries';

const SETTINGS = '/api/admin/settings';
const DELIVERIES = deliveriesPath('apps-script');
const TEST = '/api/admin/google-sheets/test';
const WEBHOOK = 'https://script.google.com/macros/s/AKfycbTest/exec';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const FAILED = deliveryFixture({
  id: 8,
  leadName: 'Retta Retry',
  state: 'retrying',
  attempts: 2,
  lastError: 'unavailable: Apps Script at script.google.com answered HTTP 503',
  deliveredAt: null,
  nextAttemptAt: '2026-11-25T21:10:00.000Z',
  retryable: true,
});

const sheetDeliveries = (deliveries: RecentDelivery[] = [], configured = true) =>
  deliveriesReply('apps-script', configured, deliveries);

function renderPage(
  user: User | null = rita,
  view: AdminSettingsView = adminSettingsViewFixture(),
  routes: Record<string, Answer> = {},
  fail?: (request: StubRequest) => { status: number; body: unknown } | undefined,
) {
  return renderDestinationPage({
    url: '/admin/google-sheets',
    destination: 'apps-script',
    user,
    view,
    routes,
    fail,
  });
}

const saved = (edit: (view: AdminSettingsView) => void = () => undefined) =>
  adminSettingsViewFixture((view) => {
    view.apiSettings.googleAppsScript = { webhookUrl: WEBHOOK, enabled: true, formType: 'both' };
    edit(view);
  });

/** The webhook card once the settings are in. */
async function webhookCard() {
  const card = await region(TEXT.webhookTitle);
  await within(card).findByLabelText(TEXT.webhookUrl);
  return card;
}

beforeAll(async () => {
  await import('./google-sheets-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('GoogleSheetsPage settings', () => {
  it('shows the title, the tab title and the saved settings', async () => {
    renderPage(
      rita,
      saved((view) => (view.apiSettings.googleAppsScript.formType = 'google-sheet')),
    );
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Google Sheets | Ridgeline Team'));
    const card = await webhookCard();
    expect((within(card).getByLabelText(TEXT.webhookUrl) as HTMLInputElement).value).toBe(WEBHOOK);
    expect(within(card).getByRole('combobox', { name: TEXT.formType }).textContent).toContain(
      'Google Sheet',
    );
    expect(
      within(card).getByRole('switch', { name: TEXT.enabled }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('keeps Save disabled until a URL is present, then saves the form type chosen with PUT and the spec toasts', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const card = await webhookCard();
    const save = within(card).getByRole('button', { name: TEXT.saveSettings }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(card).getByText('Enter a webhook URL to save.')).toBeTruthy();
    await user.type(within(card).getByLabelText(TEXT.webhookUrl), '   ');
    expect(save.disabled).toBe(true);
    await user.clear(within(card).getByLabelText(TEXT.webhookUrl));
    await user.type(within(card).getByLabelText(TEXT.webhookUrl), WEBHOOK);
    expect(save.disabled).toBe(false);
    await user.click(within(card).getByRole('combobox', { name: TEXT.formType }));
    await user.click(screen.getByRole('option', { name: 'Google Form' }));
    await user.click(within(card).getByRole('switch', { name: TEXT.enabled }));
    await user.click(save);

    expect(await toastTitle(APPS_SCRIPT_TOASTS.saved.title)).toBeTruthy();
    expect(toastDescription(APPS_SCRIPT_TOASTS.saved.description)).toBeTruthy();
    // whether new leads go to the script is asked again
    await waitFor(() => expect(callsTo(api, DELIVERIES)).toBe(2));
    expect(
      api.mock.calls
        .filter(([path, init]) => path === SETTINGS && init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown),
    ).toEqual([
      {
        apiSettings: {
          googleAppsScript: { webhookUrl: WEBHOOK, enabled: true, formType: 'google-form' },
        },
      },
    ]);
  });

  it("checks the URL before saving, and shows the server's field message with the spec's failure toast", async () => {
    const user = userEvent.setup();
    const api = renderPage(rita, adminSettingsViewFixture(), {}, (request) =>
      request.method === 'PUT'
        ? validationFailed({ 'apiSettings.googleAppsScript.webhookUrl': 'Enter a valid URL' })
        : undefined,
    );
    const card = await webhookCard();
    const url = within(card).getByLabelText(TEXT.webhookUrl);
    await user.type(url, 'script.google.com/exec');
    await user.click(within(card).getByRole('button', { name: TEXT.saveSettings }));
    await waitFor(() => expect(errorOf(url)).toBe('Enter a valid URL'));
    expect(callsTo(api, SETTINGS)).toBe(1);

    await user.clear(url);
    await user.type(url, 'https://script.example/exec');
    await user.click(within(card).getByRole('button', { name: TEXT.saveSettings }));
    expect(await toastTitle(APPS_SCRIPT_TOASTS.failed.title)).toBeTruthy();
    expect(toastDescription(APPS_SCRIPT_TOASTS.failed.description)).toBeTruthy();
    expect(errorOf(url)).toBe('Enter a valid URL');
    // what was typed stays
    expect((url as HTMLInputElement).value).toBe('https://script.example/exec');
  });
});

describe('GoogleSheetsPage test row', () => {
  it('waits for a saved URL', async () => {
    renderPage();
    const card = await region(TEXT.testTitle);
    const send = within(card).getByRole('button', { name: TEXT.sendTest }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(true));
    expect(within(card).getByText(TEXT.noSavedUrl)).toBeTruthy();
  });

  it('sends a test row to the saved URL and says what the script answered', async () => {
    const user = userEvent.setup();
    const message = 'The script at script.google.com stored the test row (test-1).';
    const api = renderPage(rita, saved(), { [`POST ${TEST}`]: ok({ success: true, message }) });
    await webhookCard();
    const card = await region(TEXT.testTitle);
    await user.click(within(card).getByRole('button', { name: TEXT.sendTest }));
    expect(await toastTitle(TEXT.testSent)).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toContain(message);
    expect(sentBodies(api, TEST)).toHaveLength(1);
  });

  it('says the script refused, and asks to save first while the form has unsaved changes', async () => {
    const user = userEvent.setup();
    const message = 'The Apps Script refused the delivery: Exception: no sheet named Leads';
    renderPage(rita, saved(), { [`POST ${TEST}`]: ok({ success: false, message }) });
    const settings = await webhookCard();
    const card = await region(TEXT.testTitle);
    await user.click(within(card).getByRole('button', { name: TEXT.sendTest }));
    expect(await toastTitle(TEXT.testFailed)).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toContain(message);

    await user.type(within(settings).getByLabelText(TEXT.webhookUrl), 'x');
    const send = within(card).getByRole('button', { name: TEXT.sendTest }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(within(card).getByText(TEXT.unsavedTest)).toBeTruthy();
  });
});

describe('GoogleSheetsPage deliveries', () => {
  it('says when nothing was sent yet, and whether new leads go here', async () => {
    renderPage(rita, adminSettingsViewFixture(), {
      [`GET ${DELIVERIES}`]: ok(sheetDeliveries([], false)),
    });
    const card = await region(TEXT.deliveriesTitle);
    expect(await within(card).findByText(TEXT.deliveriesEmpty)).toBeTruthy();
    expect(within(card).getByText(TEXT.off)).toBeTruthy();
  });

  it('lists time, lead name, status, attempts and last error, with Retry on a failed one', async () => {
    const user = userEvent.setup();
    let retried = false;
    const api = renderPage(rita, saved(), {
      [`GET ${DELIVERIES}`]: () =>
        ok(
          sheetDeliveries(
            retried
              ? [
                  { ...FAILED, state: 'waiting', retryable: false, lastError: null },
                  deliveryFixture(),
                ]
              : [FAILED, deliveryFixture()],
          ),
        ),
      'POST /api/admin/lead-deliveries/8/retry': () => {
        retried = true;
        return ok({ message: 'The delivery is being retried now' });
      },
    });
    const card = await region(TEXT.deliveriesTitle);
    const list = await within(card).findByRole('list', { name: TEXT.deliveriesTitle });
    const [failed, delivered] = within(list).getAllByRole('listitem');
    expect(failed!.textContent).toContain('Retta Retry');
    expect(failed!.textContent).toContain(TEXT.states.retrying);
    expect(failed!.textContent).toContain('2 attempts');
    expect(failed!.textContent).toContain('Nov 25, 2026 14:05');
    expect(failed!.textContent).toContain(FAILED.lastError);
    expect(delivered!.textContent).toContain(TEXT.states.delivered);
    expect(within(delivered!).queryByRole('button')).toBeNull();
    expect(within(card).getByText(TEXT.on)).toBeTruthy();

    await user.click(
      within(failed!).getByRole('button', {
        name: /Retry.*Retta Retry's lead to Google Apps Script/,
      }),
    );
    expect(await toastTitle(RETRY_TOASTS.queued)).toBeTruthy();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain(TEXT.states.waiting),
    );
    expect(callsTo(api, '/api/admin/lead-deliveries/8/retry')).toBe(1);
  });

  it('shows a failed load with Retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPage(rita, saved(), {
      [`GET ${DELIVERIES}`]: () =>
        ++attempts === 1
          ? { status: 500, body: { code: 'INTERNAL', message: 'Database unavailable' } }
          : ok(sheetDeliveries([deliveryFixture()])),
    });
    const card = await region(TEXT.deliveriesTitle);
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain(TEXT.deliveriesErrorTitle);
    expect(alert.textContent).toContain('500: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect(await within(card).findByText('Opal Pine')).toBeTruthy();
  });
});
