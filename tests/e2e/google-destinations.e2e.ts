import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GOOGLE_FORMS_LEAD_FIELDS } from '../../src/core/google-forms';
import {
  startFakeAppsScript,
  type FakeAppsScript,
} from '../../src/server/integrations/apps-script/fake/server';
import {
  FAKE_FORM_ENTRIES,
  startFakeGoogleForms,
  type FakeGoogleForms,
} from '../../src/server/integrations/google-forms/fake/server';
import { validLead } from '../../src/server/testing/lead-factory';
import { addSessionCookie, adminCookie, callApi } from './support/admin';
import { forwarderFrom } from './support/forwarder';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
  type TrackedPage,
} from './support/browser';

/*
 * Issue 27's Done-when for the Google pages: a test row reaches the Apps Script fake; a mapped
 * lead reaches the Google Forms fake with the right entry.N fields; a failing form shows a
 * failed delivery that Retry sends again; no lead is lost or sent twice.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

let browser: Browser;
let cookie: string;
let script: FakeAppsScript;
let forms: FakeGoogleForms;

const api = (method: string, path: string, body?: unknown, as = cookie) =>
  callApi(baseUrl, as, method, path, body);

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie(baseUrl, adminEmail);
  [script, forms] = await Promise.all([startFakeAppsScript(), startFakeGoogleForms()]);
});
afterAll(async () => {
  // the server is shared with the other journeys: no lead of theirs goes to a closed fake
  await api('PATCH', '/api/admin/settings', {
    apiSettings: {
      googleAppsScript: { webhookUrl: '', enabled: false, formType: 'both' },
      googleForms: {
        enabled: true,
        responseUrl: '',
        entryIds: Object.fromEntries(GOOGLE_FORMS_LEAD_FIELDS.map(({ key }) => [key, ''])),
      },
    },
  });
  await browser?.close();
  await script?.close();
  await forms?.close();
});

async function adminPage(path: string, viewport?: { width: number; height: number }) {
  const tracked = await openPage(browser, viewport ? { viewport } : {});
  await addSessionCookie(tracked.page, baseUrl, cookie);
  await tracked.page.goto(`${baseUrl}${path}`);
  return tracked;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-title"], [data-slot="toast-description"]', { hasText: text });

/** The delivery of `name` in the page's list, once it shows `state` (the list is refreshed). */
async function deliveryOf({ page }: TrackedPage, name: string, state: string) {
  const item = page
    .getByRole('list', { name: 'Recent deliveries' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect
    .poll(
      async () => {
        if ((await item.filter({ hasText: state }).count()) > 0) return true;
        await page.getByRole('button', { name: /Refresh/ }).click();
        return false;
      },
      { timeout: 20_000, interval: 700 },
    )
    .toBe(true);
  return item;
}

describe('the Google destinations pages', () => {
  it('saves the Apps Script webhook and sends a test row to it', async () => {
    const tracked = await adminPage('/admin/google-sheets');
    const { page, consoleErrors } = tracked;
    const save = page.getByRole('button', { name: 'Save Settings' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Webhook URL').fill(script.webhookUrl);
    await page.getByRole('combobox', { name: 'Form Type' }).click();
    await page.getByRole('option', { name: 'Google Sheet' }).click();
    await page.getByRole('switch', { name: 'Send new leads to this webhook' }).click();
    await save.click();
    await toast(page, 'Google Apps Script webhook configured successfully').waitFor();

    await page.getByRole('button', { name: 'Send test row' }).click();
    await toast(page, 'Test row sent').first().waitFor();
    expect(script.received).toEqual([
      expect.objectContaining({ test: true, formType: 'google-sheet' }),
    ]);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'google-sheets');
    expect(consoleErrors).toEqual([]);
    await tracked.close();
  });

  it('maps a Google Form, refuses bad entry ids, and delivers a lead once through a failure and Retry', async () => {
    const tracked = await adminPage('/admin/google-forms', { width: 390, height: 844 });
    const { page, consoleErrors } = tracked;
    await page.getByRole('status').filter({ hasText: 'No Google Form is configured' }).waitFor();

    await page.getByLabel('Form link').fill(forms.viewformUrl());
    await page.getByLabel('E-mail', { exact: true }).fill('entry 5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Enter the entry id, like entry.1234567').waitFor();
    const fields: Array<[string, string]> = [
      ['First name', FAKE_FORM_ENTRIES.firstName],
      ['Last name', FAKE_FORM_ENTRIES.lastName],
      ['E-mail', FAKE_FORM_ENTRIES.email],
      ['Timeframe', FAKE_FORM_ENTRIES.timeframe],
      ['Lead reference (RL-…)', FAKE_FORM_ENTRIES.reference],
    ];
    for (const [label, entry] of fields) await page.getByLabel(label, { exact: true }).fill(entry);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated').first().waitFor();
    await page.getByText('New leads are sent here.').first().waitFor();

    await page.getByRole('button', { name: 'Send test submission' }).click();
    await toast(page, 'Test submission sent').first().waitFor();
    expect(forms.responses).toHaveLength(1);
    expect(forms.responses[0]!.answers[FAKE_FORM_ENTRIES.firstName]).toEqual(['Test']);

    // a lead while the form fails: a failed delivery, then Retry sends it
    forms.failNext(1, 'http-503');
    const stamp = Date.now().toString(36);
    const lead = validLead({
      firstName: 'Fern',
      lastName: `Forms${stamp}`,
      email: `fern-${stamp}@example.com`,
      timeframe: '3-6months',
    });
    // from an address of its own: other files post leads from 127.0.0.1, which allows 5 in
    // 10 minutes (support/forwarder.ts)
    const leadSite = await forwarderFrom(baseUrl, '127.0.0.8');
    try {
      const posted = await callApi(leadSite.url, '', 'POST', '/api/contacts', lead);
      expect(posted.status, posted.text).toBe(200);
    } finally {
      await leadSite.close();
    }
    const failed = await deliveryOf(tracked, `Fern Forms${stamp}`, 'Failed');
    await failed.getByText(/HTTP 503/).waitFor();
    expect(forms.responses).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'google-forms-failed-delivery-phone');

    await failed.getByRole('button', { name: /Retry/ }).click();
    await toast(page, 'Delivery queued').first().waitFor();
    await deliveryOf(tracked, `Fern Forms${stamp}`, 'Delivered');
    const ofLead = () =>
      forms.responses.filter((r) => r.answers[FAKE_FORM_ENTRIES.lastName]?.[0] === `Forms${stamp}`);
    expect(ofLead()).toHaveLength(1);
    expect(ofLead()[0]!.answers).toEqual({
      [FAKE_FORM_ENTRIES.firstName]: ['Fern'],
      [FAKE_FORM_ENTRIES.lastName]: [`Forms${stamp}`],
      [FAKE_FORM_ENTRIES.email]: [lead.email],
      [FAKE_FORM_ENTRIES.timeframe]: ['3-6 months'],
      [FAKE_FORM_ENTRIES.reference]: [expect.stringMatching(/^RL-\d+$/)],
    });
    // the same lead reached the sheet too; nothing arrives twice
    const sheetRows = () =>
      script.received.filter(
        (row) => (row as { contact?: { email?: string } }).contact?.email === lead.email,
      );
    await expect.poll(() => sheetRows().length).toBe(1);
    await page.waitForTimeout(2_000);
    expect(ofLead()).toHaveLength(1);
    expect(sheetRows()).toHaveLength(1);
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await tracked.close();
  });
});
