// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsView } from '../../../contract/admin-settings';
import type { User } from '../../../contract/auth';
import { GOOGLE_FORMS_LEAD_FIELDS } from '../../../core/google-forms';
import { RETRY_TOASTS } from '../../components/staff/api/retry-delivery';
import { SETTINGS_UPDATED } from '../../components/staff/settings-feedback';
import { dismissToast } from '../../components/ui/use-toast';
import { adminSettingsViewFixture, validationFailed } from '../../testing/admin-settings-fixtures';
import { callsTo, ok, type Answer, type ApiStub, type StubRequest } from '../../testing/api-stub';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import {
  deliveriesPath,
  deliveriesReply,
  deliveryFixture,
  renderDestinationPage,
} from './google-destinations-fixtures';
import { GOOGLE_FORMS_TEXT as TEXT } from './google-destinations-text';
import { errorOf, region, toastTitle } from '../../testing/screen-queries';

const SETTINGS = '/api/admin/settings';
const DELIVERIES = deliveriesPath('google-forms');
const TEST = '/api/admin/google-forms/test';
const FORM = 'https://docs.google.com/forms/d/e/1FAIpQLSeRidge/viewform';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const formDeliveries = (configured: boolean, deliveries = [deliveryFixture()]) =>
  deliveriesReply('google-forms', configured, deliveries);

function renderPage(
  user: User | null = rita,
  view: AdminSettingsView = adminSettingsViewFixture(),
  routes: Record<string, Answer> = {},
  fail?: (request: StubRequest) => { status: number; body: unknown } | undefined,
) {
  return renderDestinationPage({
    url: '/admin/google-forms',
    destination: 'google-forms',
    user,
    view,
    routes,
    fail,
  });
}

/** A form with its link and three mapped questions. */
const configured = (enabled = true) =>
  adminSettingsViewFixture((view) => {
    view.apiSettings.googleForms.enabled = enabled;
    view.apiSettings.googleForms.responseUrl = FORM;
    Object.assign(view.apiSettings.googleForms.entryIds, {
      firstName: 'entry.1001',
      lastName: 'entry.1002',
      email: 'entry.1003',
    });
  });

const saves = (api: ApiStub) =>
  api.mock.calls
    .filter(([path, init]) => path === SETTINGS && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as { apiSettings: { googleForms: unknown } });

/** The settings card once loaded. */
async function formCard() {
  const card = await region(TEXT.formTitle);
  await within(card).findByLabelText(TEXT.responseUrl);
  return card;
}

beforeAll(async () => {
  await import('./google-forms-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('GoogleFormsPage', () => {
  it('says plainly when no form is configured (enabled by default), and the test waits', async () => {
    renderPage();
    await waitFor(() => expect(document.title).toBe('Google Forms | Ridgeline Team'));
    const card = await formCard();
    const status = await screen.findByText(TEXT.notConfiguredTitle, { selector: 'p' });
    expect(status.closest('[role="status"]')?.textContent).toContain(TEXT.notConfigured);
    expect(
      within(card).getByRole('switch', { name: TEXT.enabled }).getAttribute('aria-checked'),
    ).toBe('true');
    const test = await region(TEXT.testTitle);
    expect(
      (within(test).getByRole('button', { name: TEXT.sendTest }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(test).getByText(TEXT.testNeedsForm)).toBeTruthy();
    const deliveries = await region(TEXT.deliveriesTitle);
    expect(await within(deliveries).findByText(TEXT.deliveriesEmpty)).toBeTruthy();
  });

  it('has a labelled entry field for every lead field', async () => {
    renderPage();
    const card = await formCard();
    for (const { label } of GOOGLE_FORMS_LEAD_FIELDS) {
      expect(within(card).getByLabelText(label)).toBeTruthy();
    }
  });

  it('saves the link and the mapping with PATCH, then says leads go to the form', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const card = await formCard();
    await user.type(within(card).getByLabelText(TEXT.responseUrl), FORM);
    await user.type(within(card).getByLabelText('First name'), 'entry.1001');
    await user.type(within(card).getByLabelText('E-mail'), 'entry.1003');
    await user.type(
      within(card).getByLabelText('Wish list (one answer per feature)'),
      'entry.1009',
    );
    await user.click(within(card).getByRole('button', { name: TEXT.saveSettings }));

    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    const [body] = saves(api);
    expect(body!.apiSettings.googleForms).toMatchObject({
      enabled: true,
      responseUrl: FORM,
      entryIds: {
        firstName: 'entry.1001',
        email: 'entry.1003',
        homeWishList: 'entry.1009',
        phone: '',
      },
    });
    expect(await screen.findByText(TEXT.on, { selector: 'div[role="status"] p' })).toBeTruthy();
  });

  it('checks entry ids and repeated entries before saving, with field messages', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const card = await formCard();
    const email = within(card).getByLabelText('E-mail');
    const phone = within(card).getByLabelText('Phone');
    await user.type(within(card).getByLabelText('First name'), 'entry.1001');
    await user.type(email, '1003');
    await user.type(phone, 'entry.1001');
    await user.click(within(card).getByRole('button', { name: TEXT.saveSettings }));
    await waitFor(() => expect(errorOf(email)).toBe('Enter the entry id, like entry.1234567'));
    expect(errorOf(phone)).toBe('entry.1001 is already used for First name');
    expect(saves(api)).toEqual([]);
  });

  it("shows the server's field messages under their fields and the failure toast, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderPage(rita, adminSettingsViewFixture(), {}, () =>
      validationFailed({
        'apiSettings.googleForms.entryIds.email': 'entry.1003 is already used for First name',
      }),
    );
    const card = await formCard();
    await user.type(within(card).getByLabelText(TEXT.responseUrl), FORM);
    const email = within(card).getByLabelText('E-mail');
    await user.type(email, 'entry.1003');
    await user.click(within(card).getByRole('button', { name: TEXT.saveSettings }));
    expect(await toastTitle('Error')).toBeTruthy();
    await waitFor(() => expect(errorOf(email)).toBe('entry.1003 is already used for First name'));
    expect((email as HTMLInputElement).value).toBe('entry.1003');
  });

  it('says a configured form that is switched off receives nothing', async () => {
    renderPage(rita, configured(false));
    await formCard();
    expect(await screen.findByText(TEXT.switchedOff)).toBeTruthy();
  });

  it('sends a test submission to the saved form and shows what Google answered', async () => {
    const user = userEvent.setup();
    const message =
      'Google Forms (docs.google.com) recorded the test submission: 3 mapped fields sent.';
    const api = renderPage(rita, configured(), {
      [`POST ${TEST}`]: ok({ success: true, message }),
    });
    await formCard();
    const card = await region(TEXT.testTitle);
    await user.click(within(card).getByRole('button', { name: TEXT.sendTest }));
    expect(await toastTitle(TEXT.testSent)).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toContain(message);
    expect(callsTo(api, TEST)).toBe(1);
  });

  it('lists the deliveries with Retry on a failed one', async () => {
    const user = userEvent.setup();
    const failed = deliveryFixture({
      id: 31,
      leadName: 'Nola Field',
      state: 'retrying',
      attempts: 3,
      deliveredAt: null,
      nextAttemptAt: '2026-11-25T21:20:00.000Z',
      lastError:
        'rejected: Google Forms (docs.google.com) refused the response (HTTP 400): a required question has no mapped field, or an answer is not one of its choices',
      retryable: true,
    });
    const api = renderPage(rita, configured(), {
      [`GET ${DELIVERIES}`]: ok(formDeliveries(true, [failed, deliveryFixture()])),
      'POST /api/admin/lead-deliveries/31/retry': ok({
        message: 'The delivery is being retried now',
      }),
    });
    const card = await region(TEXT.deliveriesTitle);
    const item = (await within(card).findByText('Nola Field')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('required question has no mapped field');
    await user.click(
      within(item).getByRole('button', { name: /Retry.*Nola Field's lead to Google Forms/ }),
    );
    expect(await toastTitle(RETRY_TOASTS.queued)).toBeTruthy();
    expect(callsTo(api, '/api/admin/lead-deliveries/31/retry')).toBe(1);
  });
});
