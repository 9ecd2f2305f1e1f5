// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettingsView, SettingsAuditEntry } from '../../../../contract/admin-settings';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { disableTestMode, enableTestMode } from '../../../lib/test-mode';
import type * as TestMode from '../../../lib/test-mode';
import { ok, stubApi, type Answer, type Reply } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import {
  adminSettingsViewFixture,
  auditEntryFixture,
  settingsRoutes,
  validationFailed,
} from '../admin-test-fixtures';
import { SETTINGS_UPDATED } from '../settings-feedback';
import { ADVANCED_TEXT, AdvancedTab } from './advanced-tab';
import { expectMessage } from '../../../testing/expect-message';

// the switch itself reloads the page or leaves it after 1 s: here only whether it is asked
vi.mock('../../../lib/test-mode', async (importOriginal) => ({
  ...(await importOriginal<typeof TestMode>()),
  enableTestMode: vi.fn(),
  disableTestMode: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(enableTestMode).mockClear();
  vi.mocked(disableTestMode).mockClear();
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

function renderTab(
  view: AdminSettingsView = adminSettingsViewFixture(),
  {
    audit = ok({ entries: [] }),
    fail,
  }: { audit?: Answer; fail?: () => { status: number; body: unknown } | undefined } = {},
) {
  const api = stubApi({
    ...settingsRoutes(view, { fail }).routes,
    '/api/admin/settings/audit': audit,
  });
  renderWithProviders(
    <>
      <AdvancedTab />
      <Toaster />
    </>,
  );
  return api;
}

const patches = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;

async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });

describe('AdvancedTab settings', () => {
  it('shows the defaults and saves the changes with PATCH', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const cache = (await screen.findByLabelText('Cache Duration (minutes)')) as HTMLInputElement;
    const rate = screen.getByLabelText('API Rate Limit (requests per minute)') as HTMLInputElement;
    expect(cache.value).toBe('30');
    expect(rate.value).toBe('100');
    expect(screen.getByRole('combobox', { name: 'Log Level' }).textContent).toContain('info');

    await retype(user, cache, '45');
    await retype(user, rate, '250');
    await user.click(screen.getByRole('combobox', { name: 'Log Level' }));
    await user.click(screen.getByRole('option', { name: 'debug' }));
    await user.click(screen.getByRole('button', { name: 'Save Advanced Settings' }));

    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(screen.getByText(SETTINGS_UPDATED.description)).toBeTruthy();
    expect(patches(api)).toEqual([
      {
        advancedSettings: {
          cacheDurationMinutes: 45,
          apiRateLimitPerMinute: 250,
          logLevel: 'debug',
        },
      },
    ]);
  });

  it("refuses out-of-range numbers with the contract's messages, without asking the server", async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const cache = await screen.findByLabelText('Cache Duration (minutes)');
    const rate = screen.getByLabelText('API Rate Limit (requests per minute)');
    await retype(user, cache, '0');
    await retype(user, rate, '');
    await user.click(screen.getByRole('button', { name: 'Save Advanced Settings' }));
    await waitFor(() => expect(errorOf(cache)).toBe('Enter 1-1440 minutes'));
    expect(errorOf(rate)).toBe('Enter 10-10000 requests per minute');
    expect(document.activeElement).toBe(cache);
    await retype(user, cache, '1441');
    await user.click(screen.getByRole('button', { name: 'Save Advanced Settings' }));
    await waitFor(() => expect(errorOf(cache)).toBe('Enter 1-1440 minutes'));
    expect(patches(api)).toEqual([]);
  });

  it("shows the server's message on its field", async () => {
    const user = userEvent.setup();
    renderTab(adminSettingsViewFixture(), {
      fail: () => validationFailed({ 'advancedSettings.apiRateLimitPerMinute': 'Too many' }),
    });
    const rate = await screen.findByLabelText('API Rate Limit (requests per minute)');
    await user.click(screen.getByRole('button', { name: 'Save Advanced Settings' }));
    await expectMessage('adminSettings.failed.title');
    await waitFor(() => expect(errorOf(rate)).toBe('Too many'));
  });

  it("disables the log level when the server's environment sets it, and says so", async () => {
    renderTab(
      adminSettingsViewFixture((view) => (view.environment.logLevelFromEnvironment = 'warn')),
    );
    const level = await screen.findByRole('combobox', { name: 'Log Level' });
    expect((level as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/LOG_LEVEL is set to "warn"/)).toBeTruthy();
  });
});

describe('AdvancedTab test mode', () => {
  it('is disabled, with the reason, when the server does not run in development', async () => {
    renderTab(adminSettingsViewFixture((view) => (view.environment.testModeAvailable = false)));
    const box = (await screen.findByLabelText('Test Mode')) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText(ADVANCED_TEXT.testModeUnavailable)).toBeTruthy();
  });

  it('saves test mode on, then switches this browser to it', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    await user.click(await screen.findByLabelText('Test Mode'));
    await waitFor(() => expect(enableTestMode).toHaveBeenCalledTimes(1));
    expect(patches(api)).toEqual([{ advancedSettings: { testMode: true } }]);
    expect(disableTestMode).not.toHaveBeenCalled();
  });

  it('saves test mode off, then leaves it', async () => {
    const user = userEvent.setup();
    const api = renderTab(
      adminSettingsViewFixture((view) => (view.advancedSettings.testMode = true)),
    );
    const box = (await screen.findByLabelText('Test Mode')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    await waitFor(() => expect(disableTestMode).toHaveBeenCalledTimes(1));
    expect(patches(api)).toEqual([{ advancedSettings: { testMode: false } }]);
  });

  it('stays as it was when the save fails', async () => {
    const user = userEvent.setup();
    renderTab(adminSettingsViewFixture(), {
      fail: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    const box = (await screen.findByLabelText('Test Mode')) as HTMLInputElement;
    await user.click(box);
    expect(await toastTitle('Error')).toBeTruthy();
    expect(enableTestMode).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
  });
});

describe('AdvancedTab audit trail', () => {
  it('lists the changes: when, who, section and fields', async () => {
    const entries: SettingsAuditEntry[] = [
      auditEntryFixture({
        id: 2,
        actor: 'sam',
        section: 'apiSettings',
        fields: ['apiSettings.armls.apiKey', 'apiSettings.armls.baseUrl'],
      }),
      auditEntryFixture({ id: 1 }),
    ];
    renderTab(adminSettingsViewFixture(), { audit: ok({ entries }) });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Section', 'Fields']);
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(first.slice(1)).toEqual([
      'sam',
      'API Integrations',
      'apiSettings.armls.apiKey, apiSettings.armls.baseUrl',
    ]);
    expect(first[0]).toMatch(/2025/);
  });

  it('says so when nothing has changed yet', async () => {
    renderTab();
    expect(await screen.findByText(ADVANCED_TEXT.auditEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows placeholders while loading and the message of a failure', async () => {
    renderTab(adminSettingsViewFixture(), { audit: () => new Promise<Reply>(() => undefined) });
    expect(await screen.findByText(ADVANCED_TEXT.auditLoading)).toBeTruthy();
    resetBrowser();
    renderTab(adminSettingsViewFixture(), {
      audit: { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ADVANCED_TEXT.auditError)).toBeTruthy();
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
  });
});
