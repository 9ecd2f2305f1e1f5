import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startFakeAppsScript,
  type FakeAppsScript,
} from '../../src/server/integrations/apps-script/fake/server';
import { validLead } from '../../src/server/testing/lead-factory';
import { addSessionCookie, adminCookie, callApi, waitForFirstSync } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
  type TrackedPage,
} from './support/browser';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const MLS_ALERT = 'MLS feed unavailable';

let browser: Browser;
let cookie: string;
let script: FakeAppsScript;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie(baseUrl, adminEmail);
  script = await startFakeAppsScript();
  await waitForFirstSync(baseUrl, cookie, 120_000);
});
afterAll(async () => {
  await api('POST', '/api/admin/offline-feed/faults', { failing: false });
  await api('PUT', '/api/admin/settings', {
    apiSettings: { googleAppsScript: { webhookUrl: '', enabled: false } },
  });
  await browser?.close();
  await script?.close();
});

/** The API as the admin (or, with `as: ''`, anonymously). */
const api = (method: string, path: string, body?: unknown, as = cookie) =>
  callApi(baseUrl, as, method, path, body);

async function signedIn(page: TrackedPage, as = cookie): Promise<TrackedPage> {
  await addSessionCookie(page.page, baseUrl, as);
  return page;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-title"], [data-slot="toast-description"]', { hasText: text });

const openAlerts = async () =>
  ((await api('GET', '/api/admin/alerts')).json as Array<{ id: number; title: string }>) ?? [];

describe('operations for admins', () => {
  it('runs the city cache city by city and stops it', async () => {
    const { page, consoleErrors, close } = await signedIn(await openPage(browser));
    await page.goto(`${baseUrl}/admin/cache`);
    await page.getByRole('heading', { level: 1, name: 'City Cache Management' }).waitFor();
    await page.getByRole('button', { name: 'Start Caching' }).click();
    await toast(page, 'Caching started').first().waitFor();
    // one run at a time: Start stays disabled while it goes on
    await expect
      .poll(() => page.getByRole('button', { name: 'Start Caching' }).isDisabled())
      .toBe(true);
    // cities wait their turn; only the one being cached is In Progress
    await page
      .getByText(/^(Waiting|In Progress)$/)
      .first()
      .waitFor();
    // polled every 5 s: cities move to Complete one after another
    await expect
      .poll(async () => page.getByText('Complete', { exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'city-cache-running');

    await page.getByRole('button', { name: 'Stop Caching' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, stop caching' }).click();
    await toast(page, 'Caching stopped').first().waitFor();
    // the stopped run at its progress, not every city "In Progress 0%" (issue 41)
    await page.getByText(/^Stopped at \d+%$/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Start Caching' }).isEnabled())
      .toBe(true);
    // stopping again says why nothing happened
    await page.getByRole('button', { name: 'Stop Caching' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, stop caching' }).click();
    await toast(page, 'Failed to stop caching: Caching is not running').waitFor();
    // Chromium logs that refusal (409) as a failed resource; nothing else went wrong
    expect(consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await close();

    // on a phone the city table scrolls in its own box: the page keeps the screen's width
    const phone = await signedIn(
      await openPage(browser, { viewport: { width: 390, height: 844 } }),
    );
    await phone.page.goto(`${baseUrl}/admin/cache`);
    await phone.page.getByRole('table').waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const table = await phone.page
      .getByRole('region', { name: 'All cities' })
      .evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(table.scroll).toBeGreaterThan(table.client);
    await saveScreenshot(phone.page, 'city-cache-phone');
    expect(phone.consoleErrors).toEqual([]);
    await phone.close();
  }, 120_000);

  it('shows a failing feed in the banner within one poll; one admin dismisses it, another resolves it', async () => {
    expect((await api('POST', '/api/admin/offline-feed/faults', { failing: true })).status).toBe(
      200,
    );
    const first = await signedIn(await openPage(browser));
    await first.page.goto(`${baseUrl}/`);
    // a caching run on the failing feed: its first city fails after the client's retries
    expect((await api('POST', '/api/admin/automated-cache/start')).status).toBe(200);
    await expect
      .poll(async () => (await openAlerts()).some((a) => a.title === MLS_ALERT), {
        timeout: 90_000,
        interval: 1000,
      })
      .toBe(true);
    const raisedAt = Date.now();
    const banner = first.page.getByRole('region', { name: 'System alerts' });
    await banner.getByText(MLS_ALERT).waitFor({ timeout: 35_000 });
    expect(Date.now() - raisedAt).toBeLessThan(35_000);
    await expectNoSeriousA11yViolations(first.page);
    await saveScreenshot(first.page, 'alert-banner');

    // dismissed: gone here for the session, still open on the server
    await banner.getByRole('button', { name: `Dismiss alert: ${MLS_ALERT}` }).click();
    await expect.poll(() => first.page.getByText(MLS_ALERT).count()).toBe(0);
    await first.page.reload();
    await first.page.waitForTimeout(1500);
    expect(await first.page.getByText(MLS_ALERT).count()).toBe(0);
    expect((await openAlerts()).some((a) => a.title === MLS_ALERT)).toBe(true);

    // another admin's browser still shows it, and resolves it for everyone
    const second = await signedIn(await openPage(browser));
    await second.page.goto(`${baseUrl}/just-listed`);
    const theirs = second.page.getByRole('region', { name: 'System alerts' });
    await theirs.getByRole('button', { name: `Resolve alert: ${MLS_ALERT}` }).click();
    await expect.poll(() => second.page.getByText(MLS_ALERT).count()).toBe(0);
    expect((await openAlerts()).some((a) => a.title === MLS_ALERT)).toBe(false);
    expect([...first.consoleErrors, ...second.consoleErrors]).toEqual([]);
    await first.close();
    await second.close();

    // the feed recovers; the run finishes on its retries
    await api('POST', '/api/admin/offline-feed/faults', { failing: false });
  }, 180_000);

  it('shows a failed lead delivery, and "Retry now" delivers it once', async () => {
    const saved = await api('PUT', '/api/admin/settings', {
      apiSettings: {
        googleAppsScript: { webhookUrl: script.webhookUrl, enabled: true, formType: 'both' },
      },
    });
    expect(saved.status).toBe(200);
    script.failNext(1, 'http-503');
    const stamp = Date.now().toString(36);
    const lead = await api(
      'POST',
      '/api/contacts',
      validLead({ firstName: 'Opal', lastName: `Ops${stamp}`, email: `opal-${stamp}@example.com` }),
      '',
    );
    expect(lead.status).toBe(200);

    const { page, consoleErrors, close } = await signedIn(await openPage(browser));
    await page.goto(`${baseUrl}/admin/operations`);
    const failed = page.getByRole('table', { name: 'Failed deliveries' });
    const retry = failed.getByRole('button', {
      name: /Retry now.*delivery \d+ to Google Apps Script/,
    });
    await expect
      .poll(
        async () => {
          if ((await retry.count()) > 0) return true;
          await page.getByRole('button', { name: 'Refresh' }).click();
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    expect(script.received).toHaveLength(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'operations-failed-delivery');

    await retry.first().click();
    await toast(page, 'Delivery queued').waitFor();
    await expect.poll(() => script.received.length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return retry.count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(0);
    // once: nothing more arrives
    await page.waitForTimeout(2000);
    expect(script.received).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await close();
  }, 90_000);

  it('gives visitors no banner and no request to an admin route', async () => {
    const visitor = await openPage(browser);
    const adminCalls: string[] = [];
    visitor.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/admin') || path.startsWith('/api/test')) adminCalls.push(path);
    });
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page.goto(`${baseUrl}/just-listed`);
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByRole('region', { name: 'System alerts' }).count()).toBe(0);
    expect(adminCalls).toEqual([]);
    await visitor.close();
  });
});
