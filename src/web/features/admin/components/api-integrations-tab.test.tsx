// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { LISTING_DATA_DEFAULT_BASE_URL } from '../../../../core/mls-feed';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSettingsView } from '../../../../contract/admin-settings';
import type { SpecMessageKey } from '../../../../core/spec-messages';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import {
  ok,
  sentBodies,
  stubApi,
  type Answer,
  type ApiStub,
  type StubRequest,
} from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { expectMessage } from '../../../testing/expect-message';
import { resetBrowser } from '../../../testing/reset-browser';
import { COMING_SOON } from '../admin-links';
import {
  adminSettingsViewFixture,
  settingsRoutes,
  storedSecret,
  validationFailed,
} from '../admin-test-fixtures';
import { SETTINGS_UPDATED } from '../settings-feedback';
import type { ConnectionTexts } from './api-cards/api-form';
import {
  ARMLS_TEXTS,
  FOLLOW_UP_BOSS_TEXTS,
  GOOGLE_MAPS_TEXTS,
  GOOGLE_OAUTH_TEXTS,
} from './api-cards/api-texts';
import { MLS_FEED_TEXT } from './api-cards/mls-card';
import { ApiIntegrationsTab } from './api-integrations-tab';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

const SETTINGS = '/api/admin/settings';

function renderTab(
  view: AdminSettingsView = adminSettingsViewFixture(),
  routes: Record<string, Answer> = {},
  fail?: (request: StubRequest) => { status: number; body: unknown } | undefined,
) {
  const api = stubApi({ ...settingsRoutes(view, { fail }).routes, ...routes });
  renderWithProviders(
    <>
      <ApiIntegrationsTab />
      <Toaster />
    </>,
  );
  return api;
}

/** A card of the tab, found by its title. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('[data-slot="card"]') as HTMLElement;
}

const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });

/** The saves sent with `method`, their bodies parsed. */
const saves = (api: ApiStub, method: string) =>
  api.mock.calls
    .filter(([path, init]) => path === SETTINGS && init?.method === method)
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

describe('ApiIntegrationsTab cards', () => {
  it('shows every card of the spec, in order, and Save Configuration at the end', async () => {
    renderTab();
    await card('Listing-data (MLS) API');
    const titles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Listing-data (MLS) API',
      'Maps API',
      'Google Sign-In',
      'CRM Connection (Follow Up Boss)',
      'Property-Data Service',
      'Google Apps Script Webhook',
      'Legacy Google Forms',
      'SMS Carrier Detection',
      'Contacts Management',
    ]);
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toBeTruthy();
  });

  it('says plainly which saved fields nothing reads yet (issue 41)', async () => {
    renderTab();
    const mls = await card('Listing-data (MLS) API');
    const describedBy = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    for (const label of ['Client ID', 'Client Secret']) {
      expect(describedBy(within(mls).getByLabelText(label)), label).toContain(
        'nothing reads this yet',
      );
    }
    expect(describedBy(within(mls).getByLabelText('API Key'))).not.toContain('nothing reads');
    const data = await card('Property-Data Service');
    expect(data.textContent).toContain('nothing on this site calls it yet');
    expect(describedBy(within(data).getByLabelText('Max Requests per Day'))).toContain(
      'nothing counts requests against it yet',
    );
  });

  it('never shows a secret: its input starts blank, with a hint of what is stored, and the environment is named', async () => {
    renderTab(
      adminSettingsViewFixture((view) => {
        view.apiSettings.armls.apiKey = storedSecret('1a2b');
        view.environment.mlsFeed = 'admin';
        view.environment.sparkTokenFromEnvironment = true;
      }),
    );
    const mls = await card('Listing-data (MLS) API');
    const apiKey = within(mls).getByLabelText('API Key') as HTMLInputElement;
    expect(apiKey.type).toBe('password');
    expect(apiKey.value).toBe('');
    expect(apiKey.placeholder).toBe('Stored: ••••1a2b — leave blank to keep');
    const secret = within(mls).getByLabelText('Client Secret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.placeholder).toBe('Not set');
    expect(within(mls).getByText(MLS_FEED_TEXT.admin)).toBeTruthy();
    expect(within(mls).getByText(/SPARK_ACCESS_TOKEN/)).toBeTruthy();
    // only a stored secret can be removed
    expect(within(mls).getByRole('button', { name: 'Remove stored API Key' })).toBeTruthy();
    expect(within(mls).queryByRole('button', { name: 'Remove stored Client Secret' })).toBeNull();
  });

  it('shows Google sign-in read-only, as the environment configures it', async () => {
    renderTab(adminSettingsViewFixture((view) => (view.environment.googleOAuthConfigured = true)));
    const google = await card('Google Sign-In');
    expect(within(google).getByText('Configured')).toBeTruthy();
    expect(within(google).queryByRole('textbox')).toBeNull();
    expect(within(google).queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('shows the legacy Google Forms status and Contacts Management as a link to the contacts', async () => {
    renderTab();
    expect(within(await card('Legacy Google Forms')).getByText('Enabled')).toBeTruthy();
    const contacts = await card('Contacts Management');
    expect(within(contacts).queryByText(COMING_SOON)).toBeNull();
    expect(within(contacts).getByRole('link', { name: 'Open Contacts' }).getAttribute('href')).toBe(
      '/admin/contacts',
    );
  });
});

describe('ApiIntegrationsTab saves', () => {
  it('saves the MLS card with PATCH, leaving a blank secret out, then blanks the secret input again', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const mls = await card('Listing-data (MLS) API');
    await user.type(within(mls).getByLabelText('Client ID'), ' client-7 ');
    await user.type(within(mls).getByLabelText('Client Secret'), 'top-secret');
    // the field starts with the provider's address
    expect((within(mls).getByLabelText('Base URL') as HTMLInputElement).value).toBe(
      LISTING_DATA_DEFAULT_BASE_URL,
    );
    await user.clear(within(mls).getByLabelText('Base URL'));
    await user.type(within(mls).getByLabelText('Base URL'), 'https://spark.example/v1');
    await user.click(within(mls).getByRole('switch', { name: /Use these credentials/ }));
    await user.click(within(mls).getByRole('button', { name: 'Save Settings' }));

    await expectMessage('armls.saved.title');
    await expectMessage('armls.saved.message');
    expect(saves(api, 'PATCH')).toEqual([
      {
        apiSettings: {
          armls: {
            clientId: 'client-7',
            clientSecret: 'top-secret',
            baseUrl: 'https://spark.example/v1',
            enabled: true,
          },
        },
      },
    ]);
    const secret = within(mls).getByLabelText('Client Secret') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('Stored: ••••cret — leave blank to keep');
  });

  it("checks a card's fields with the contract's messages before saving", async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const mls = await card('Listing-data (MLS) API');
    const baseUrl = within(mls).getByLabelText('Base URL');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'not a url');
    await user.click(within(mls).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(errorOf(baseUrl)).toBe('Enter a valid URL'));
    expect(saves(api, 'PATCH')).toEqual([]);

    const data = await card('Property-Data Service');
    const max = within(data).getByLabelText('Max Requests per Day');
    await retype(user, max, '50');
    await user.click(within(data).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(errorOf(max)).toBe('At least 100 requests per day'));
    await retype(user, max, '');
    await user.click(within(data).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(errorOf(max)).toBe('Enter a number from 100 to 10000'));
    expect(saves(api, 'PATCH')).toEqual([]);
  });

  it("shows the server's field messages under the fields, and the spec's failure toast", async () => {
    const user = userEvent.setup();
    renderTab(adminSettingsViewFixture(), {}, () =>
      validationFailed({ 'apiSettings.armls.clientId': 'At most 500 characters' }),
    );
    const mls = await card('Listing-data (MLS) API');
    const clientId = within(mls).getByLabelText('Client ID');
    await user.type(clientId, 'x');
    await user.click(within(mls).getByRole('button', { name: 'Save Settings' }));
    await expectMessage('armls.saveFailed.title');
    await expectMessage('armls.saveFailed.message');
    expect(errorOf(clientId)).toBe('At most 500 characters');
  });

  it('removes a stored secret by sending null', async () => {
    const user = userEvent.setup();
    const api = renderTab(
      adminSettingsViewFixture(
        (view) => (view.apiSettings.googleMaps.apiKey = storedSecret('9z9z')),
      ),
    );
    const maps = await card('Maps API');
    await user.click(
      within(maps).getByRole('button', { name: 'Remove stored Google Maps API Key' }),
    );
    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(saves(api, 'PATCH')).toEqual([{ apiSettings: { googleMaps: { apiKey: null } } }]);
    await waitFor(() =>
      expect(
        (within(maps).getByLabelText('Google Maps API Key') as HTMLInputElement).placeholder,
      ).toBe('Not set'),
    );
    expect(within(maps).queryByRole('button', { name: /Remove stored/ })).toBeNull();
  });

  it('saves the CRM card with POST and its own toasts', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const crm = await card('CRM Connection (Follow Up Boss)');
    await user.type(within(crm).getByLabelText('Follow Up Boss API Key'), 'fub-key-1234');
    await user.click(within(crm).getByRole('switch', { name: 'Enable Follow Up Boss' }));
    await user.click(within(crm).getByRole('button', { name: 'Save Settings' }));
    await expectMessage('crm.saved.title');
    await expectMessage('crm.saved.message');
    expect(saves(api, 'POST')).toEqual([
      {
        apiSettings: {
          followupBoss: {
            apiKey: 'fub-key-1234',
            baseUrl: 'https://api.followupboss.com/v1',
            enabled: true,
          },
        },
      },
    ]);
  });

  it("says 'Save failed' with the server's message when the CRM card cannot be saved", async () => {
    const user = userEvent.setup();
    renderTab(adminSettingsViewFixture(), {}, () => ({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong' },
    }));
    const crm = await card('CRM Connection (Follow Up Boss)');
    await user.click(within(crm).getByRole('button', { name: 'Save Settings' }));
    await expectMessage('crm.saveFailed.title');
    expect(toastDescription('Something went wrong')).toBeTruthy();
  });

  it('keeps the Apps Script save disabled until a webhook URL is present, then saves the form type chosen with PUT', async () => {
    const user = userEvent.setup();
    const api = renderTab(
      adminSettingsViewFixture(
        (view) => (view.apiSettings.googleAppsScript.formType = 'google-sheet'),
      ),
    );
    const script = await card('Google Apps Script Webhook');
    const save = within(script).getByRole('button', { name: 'Save Settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // the stored form type shows
    expect(within(script).getByRole('combobox', { name: 'Form Type' }).textContent).toContain(
      'Google Sheet',
    );
    await user.type(within(script).getByLabelText('Webhook URL'), '   ');
    expect(save.disabled).toBe(true);
    await retype(user, within(script).getByLabelText('Webhook URL'), 'https://script.example/exec');
    expect(save.disabled).toBe(false);
    await user.click(within(script).getByRole('combobox', { name: 'Form Type' }));
    await user.click(screen.getByRole('option', { name: 'Google Form' }));
    await user.click(
      within(script).getByRole('switch', { name: 'Enable the Apps Script webhook' }),
    );
    await user.click(save);

    await expectMessage('appsScript.saved.title');
    await expectMessage('appsScript.saved.message');
    expect(saves(api, 'PUT')).toEqual([
      {
        apiSettings: {
          googleAppsScript: {
            webhookUrl: 'https://script.example/exec',
            enabled: true,
            formType: 'google-form',
          },
        },
      },
    ]);
  });

  it("says the spec's Apps Script failure when its save fails", async () => {
    const user = userEvent.setup();
    renderTab(
      adminSettingsViewFixture((view) => {
        view.apiSettings.googleAppsScript.webhookUrl = 'https://script.example/exec';
      }),
      {},
      () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
    );
    const script = await card('Google Apps Script Webhook');
    await user.click(within(script).getByRole('button', { name: 'Save Settings' }));
    await expectMessage('appsScript.failed.title');
    await expectMessage('appsScript.failed.message');
  });

  it('saves the carrier detection keys typed, and only those', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const sms = await card('SMS Carrier Detection');
    await user.type(within(sms).getByLabelText('Abstract API Key'), 'abs-5678');
    await user.click(within(sms).getByRole('button', { name: 'Save Settings' }));
    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(saves(api, 'PATCH')).toEqual([{ apiSettings: { sms: { abstractApiKey: 'abs-5678' } } }]);
  });

  it('saves every card with Save Configuration, blank secrets left out', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const data = await card('Property-Data Service');
    await user.type(within(data).getByLabelText('Base URL'), 'https://data.example');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await expectMessage('adminSettings.saved.title');
    await expectMessage('adminSettings.saved.message');
    expect(saves(api, 'PATCH')).toEqual([
      {
        apiSettings: {
          armls: { clientId: '', baseUrl: LISTING_DATA_DEFAULT_BASE_URL, enabled: false },
          googleMaps: { enabled: false },
          followupBoss: { baseUrl: 'https://api.followupboss.com/v1', enabled: false },
          zillow: { baseUrl: 'https://data.example', maxRequestsPerDay: 1000, enabled: false },
          googleAppsScript: { webhookUrl: '', enabled: false, formType: 'both' },
          sms: {},
        },
      },
    ]);
    // the GET, then the one save
    expect(sentBodies(api, SETTINGS)).toHaveLength(2);
  });
});

describe('ApiIntegrationsTab connection tests', () => {
  /** Each card's spec messages: connected, not connected (and its fallback), request failed. */
  type Keys = {
    connected: SpecMessageKey;
    connectedMessage?: SpecMessageKey;
    notConnected: SpecMessageKey;
    fallback: SpecMessageKey;
    failedTitle: SpecMessageKey;
    failedMessage: SpecMessageKey;
  };
  const cases: Array<{ card: string; path: string; texts: ConnectionTexts; keys: Keys }> = [
    {
      card: 'Listing-data (MLS) API',
      path: '/api/test/armls',
      texts: ARMLS_TEXTS.test,
      keys: {
        connected: 'armls.testConnected.title',
        connectedMessage: 'armls.testConnected.message',
        notConnected: 'armls.testNotConnected.title',
        fallback: 'armls.testNotConnected.fallback',
        failedTitle: 'armls.testError.title',
        failedMessage: 'armls.testError.message',
      },
    },
    {
      card: 'Maps API',
      path: '/api/test/google-maps',
      texts: GOOGLE_MAPS_TEXTS,
      keys: {
        connected: 'googleMaps.testConnected.title',
        notConnected: 'googleMaps.testNotConnected.title',
        fallback: 'googleMaps.testNotConnected.fallback',
        failedTitle: 'googleMaps.testError.title',
        failedMessage: 'googleMaps.testError.message',
      },
    },
    {
      card: 'Google Sign-In',
      path: '/api/test/google-oauth',
      texts: GOOGLE_OAUTH_TEXTS,
      keys: {
        connected: 'googleOauth.testConnected.title',
        notConnected: 'googleOauth.testNotConnected.title',
        fallback: 'googleOauth.testNotConnected.fallback',
        failedTitle: 'googleOauth.testError.title',
        failedMessage: 'googleOauth.testError.message',
      },
    },
    {
      card: 'CRM Connection (Follow Up Boss)',
      path: '/api/test/followupboss-auto',
      texts: FOLLOW_UP_BOSS_TEXTS.test,
      keys: {
        connected: 'crm.testConnected.title',
        connectedMessage: 'crm.testConnected.message',
        notConnected: 'crm.testNotConnected.title',
        fallback: 'crm.testNotConnected.fallback',
        failedTitle: 'crm.testError.title',
        failedMessage: 'crm.testError.message',
      },
    },
  ];

  it.each(cases)('$card: a check and the connected toast when connected', async (c) => {
    const user = userEvent.setup();
    renderTab(adminSettingsViewFixture(), { [c.path]: ok({ connected: true }) });
    const box = await card(c.card);
    expect(within(box).queryByText('Connected')).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Test Connection' }));
    await expectMessage(c.keys.connected);
    if (c.keys.connectedMessage) await expectMessage(c.keys.connectedMessage);
    // the Google cards' messages are not the spec's
    else expect(toastDescription(c.texts.connected.description)).toBeTruthy();
    expect(within(within(box).getByRole('status')).getByText('Connected')).toBeTruthy();
  });

  it.each(cases)(
    "$card: a cross and the server's reason, or the spec's, when not connected",
    async (c) => {
      const user = userEvent.setup();
      let reply: unknown = { connected: false, error: 'The key was refused (401)' };
      renderTab(adminSettingsViewFixture(), { [c.path]: () => ok(reply) });
      const box = await card(c.card);
      await user.click(within(box).getByRole('button', { name: 'Test Connection' }));
      await expectMessage(c.keys.notConnected);
      expect(toastDescription('The key was refused (401)')).toBeTruthy();
      expect(within(within(box).getByRole('status')).getByText('Not connected')).toBeTruthy();

      reply = { connected: false };
      await user.click(within(box).getByRole('button', { name: 'Test Connection' }));
      await expectMessage(c.keys.fallback);
    },
  );

  it.each(cases)('$card: a cross and the test-failed toast when the request fails', async (c) => {
    const user = userEvent.setup();
    renderTab(adminSettingsViewFixture(), {
      [c.path]: { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } },
    });
    const box = await card(c.card);
    await user.click(within(box).getByRole('button', { name: 'Test Connection' }));
    await expectMessage(c.keys.failedTitle);
    await expectMessage(c.keys.failedMessage);
    expect(within(within(box).getByRole('status')).getByText('Not connected')).toBeTruthy();
  });

  it('uses the spec texts of the MLS test', () => {
    expect(ARMLS_TEXTS.test).toEqual({
      connected: { title: 'ARMLS Connected', description: 'ARMLS SPARK API is working properly.' },
      notConnected: {
        title: 'ARMLS Not Connected',
        fallback: 'ARMLS API credentials not configured.',
      },
      requestFailed: {
        title: 'Connection Test Failed',
        description: 'Unable to test ARMLS connection.',
      },
    });
  });
});
