import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addSessionCookie, adminCookie, callApi } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
  type TrackedPage,
} from './support/browser';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const serverLogPath = inject('serverLogPath');
const WRONG_MAPS_KEY = 'wrong-maps-key-7c1d9e4f2a';

let browser: Browser;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // the ADMIN_EMAILS account (registered and verified by the first journey that needs it)
  cookie = await adminCookie(baseUrl, adminEmail);
});
afterAll(async () => {
  // journeys after this one see the site as it was
  await api('PATCH', '/api/admin/settings', {
    performanceSettings: { refreshIntervalMinutes: 5 },
    generalSettings: { applicationName: '' },
    uiSettings: { compactView: false },
    advancedSettings: { cacheDurationMinutes: 30 },
    backgroundSettings: { type: 'color', color: '#F8FAFC', opacity: 100 },
    badgeSettings: { primaryBadge: '#15803D' },
    apiSettings: { googleMaps: { apiKey: null, enabled: false } },
  });
  await browser?.close();
});

/** The API as the admin (or, with `as: ''`, anonymously). */
const api = (method: string, path: string, body?: unknown, as = cookie) =>
  callApi(baseUrl, as, method, path, body);

/** A browser signed in as the admin (the session cookie of the API sign-in). */
async function adminPage(viewport = { width: 1280, height: 900 }): Promise<TrackedPage> {
  const tracked = await openPage(browser, { viewport });
  await addSessionCookie(tracked.page, baseUrl, cookie);
  return tracked;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast-title"], [data-slot="toast-description"]', { hasText: text });

/** One integration's card of the API tab, by its title. */
const card = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title }) });

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect
    .poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
    .toBe('true');
}

describe('the admin panel', () => {
  it('is refused on the server to visitors and anonymous callers, on every admin route', async () => {
    const visitor = `visitor-${Date.now().toString(36)}`;
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        username: visitor,
        email: `${visitor}@example.com`,
        password: 'juniper-trail-9',
        firstName: 'Val',
        lastName: 'Visitor',
      }),
    });
    expect(registered.status).toBe(201);
    const visitorCookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const routes: Array<[string, string]> = [
      ['GET', '/api/admin/settings'],
      ['PATCH', '/api/admin/settings'],
      ['POST', '/api/admin/settings'],
      ['PUT', '/api/admin/settings'],
      ['GET', '/api/admin/settings/audit'],
      ['PATCH', '/api/admin/badge-settings'],
      ['GET', '/api/admin/background'],
      ['POST', '/api/admin/background'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/test/armls'],
      ['GET', '/api/test/google-maps'],
      ['GET', '/api/test/google-oauth'],
      ['GET', '/api/test/followupboss-auto'],
      ['GET', '/api/%61dmin/settings'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : {};
      expect((await api(method, path, body, '')).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, body, visitorCookie)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('shows the Admin button to admins, the eight tabs, and works on a phone', async () => {
    const { page, consoleErrors, close } = await adminPage({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/`);
    // issue 41: an admin's labelled header fits 1280 px beside the whole team name
    const teamName = page.getByRole('banner').getByRole('link').first().locator('span');
    await teamName.waitFor();
    expect(
      await teamName.evaluate((name) => ({
        cut: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
        lines: Math.round(name.clientHeight / parseFloat(getComputedStyle(name).lineHeight)),
      })),
    ).toEqual({ cut: false, lines: 1 });
    await saveScreenshot(page, 'admin-header-1280');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await page.waitForURL(`${baseUrl}/admin`);
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual([
        'API Integrations',
        'Performance',
        'Background',
        'Badge Styling',
        'UI Settings',
        'General',
        'Admin Settings',
        'Advanced',
      ]);
    expect(
      await page.getByRole('tab', { name: 'API Integrations' }).getAttribute('aria-selected'),
    ).toBe('true');
    await expectNoSeriousA11yViolations(page);
    // keyboard: arrows move between the tabs
    await page.getByRole('tab', { name: 'API Integrations' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected'))
      .toBe('true');
    await saveScreenshot(page, 'admin-panel-desktop');
    expect(consoleErrors).toEqual([]);
    await close();

    const phone = await adminPage({ width: 390, height: 844 });
    await phone.page.goto(`${baseUrl}/admin?tab=badge-styling`);
    await phone.page.getByRole('heading', { name: 'Live preview' }).waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(phone.page);
    await saveScreenshot(phone.page, 'admin-panel-phone');
    await phone.close();

    // visitors have no Admin button
    const visitor = await openPage(browser);
    await visitor.page.goto(`${baseUrl}/`);
    expect(
      await visitor.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Admin' })
        .count(),
    ).toBe(0);
    await visitor.close();
  });

  it('keeps each tab after a reload', async () => {
    const { page, consoleErrors, close } = await adminPage();

    await page.goto(`${baseUrl}/admin?tab=performance`);
    await page.getByLabel('Refresh interval (minutes)').fill('7');
    await page.getByRole('button', { name: 'Save Performance Settings' }).click();
    await toast(page, 'Performance Settings Updated').waitFor();

    await openTab(page, 'Background');
    await page.getByRole('radio', { name: 'Gradient' }).click();
    await page.getByRole('button', { name: 'Save Background' }).click();
    await toast(page, 'Background updated').waitFor();

    await openTab(page, 'Badge Styling');
    await page.getByLabel('ACTIVE badge background', { exact: true }).fill('#1E3A8A');
    await page.getByRole('button', { name: 'Save Badge Settings' }).click();
    await toast(page, 'Badge Settings Saved').waitFor();

    await openTab(page, 'UI Settings');
    await page.getByRole('switch', { name: 'Compact View' }).click();
    await page.getByRole('button', { name: 'Save UI Settings' }).click();
    await toast(page, 'Settings Updated').waitFor();

    await openTab(page, 'General');
    await page.getByLabel('Application Name').fill('Rim Country Homes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Admin settings have been successfully updated.').waitFor();

    await openTab(page, 'Advanced');
    await page.getByLabel('Cache Duration (minutes)').fill('45');
    await page.getByRole('button', { name: 'Save Advanced Settings' }).click();
    await toast(page, 'Admin settings have been successfully updated.').first().waitFor();

    // after a reload every tab shows what was saved
    await page.goto(`${baseUrl}/admin?tab=performance`);
    expect(await page.getByLabel('Refresh interval (minutes)').inputValue()).toBe('7');
    await openTab(page, 'Background');
    expect(await page.getByRole('radio', { name: 'Gradient' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await openTab(page, 'Badge Styling');
    expect(
      (
        await page.getByLabel('ACTIVE badge background', { exact: true }).inputValue()
      ).toUpperCase(),
    ).toBe('#1E3A8A');
    await openTab(page, 'UI Settings');
    expect(
      await page.getByRole('switch', { name: 'Compact View' }).getAttribute('aria-checked'),
    ).toBe('true');
    await openTab(page, 'General');
    expect(await page.getByLabel('Application Name').inputValue()).toBe('Rim Country Homes');
    await openTab(page, 'Advanced');
    expect(await page.getByLabel('Cache Duration (minutes)').inputValue()).toBe('45');
    // the audit trail names the admin and the sections changed
    const audit = page.getByRole('table');
    await audit.getByText('performanceSettings', { exact: false }).first().waitFor();
    expect(await audit.textContent()).toContain('broker');
    // the header already carries the new name
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Rim Country Homes');

    // bad input: the field says why, nothing is saved
    await page.getByLabel('Cache Duration (minutes)').fill('0');
    await page.getByRole('button', { name: 'Save Advanced Settings' }).click();
    await page.getByText('Enter 1-1440 minutes').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await close();

    // an anonymous visitor's page carries the new look in its server-rendered head
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('--main-background:linear-gradient(to bottom right, #1e293b, #334155)');
    expect(html).toContain('--badge-primary-bg:#1e3a8a');
    expect(html).toMatch(/<title>[^<]*Rim Country Homes/);
    const visitor = await openPage(browser);
    await visitor.page.goto(`${baseUrl}/`);
    const mainBackground = await visitor.page.evaluate(
      () => getComputedStyle(document.querySelector('#main')!, '::before').backgroundImage,
    );
    expect(mainBackground).toContain('linear-gradient');
    await saveScreenshot(visitor.page, 'admin-look-on-home');
    await visitor.close();
  });

  it('tests connections against the fakes and never sends a key back', async () => {
    const { page, consoleErrors, close } = await adminPage();
    await page.goto(`${baseUrl}/admin`);
    const maps = card(page, 'Maps API');

    // the server's environment key answers
    await maps.getByRole('button', { name: 'Test Connection' }).click();
    await toast(page, 'Google Maps Connected').waitFor();
    await maps.getByText('Connected', { exact: true }).waitFor();

    // a wrong key saved in the panel is refused by the fake
    await page.getByLabel('Google Maps API Key').fill(WRONG_MAPS_KEY);
    await maps.getByRole('switch', { name: 'Enable Google Maps' }).click();
    await maps.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated').waitFor();
    await maps.getByRole('button', { name: 'Test Connection' }).click();
    await toast(page, 'Google Maps Not Connected').waitFor();
    await maps.getByText('Not connected', { exact: true }).waitFor();

    // Google sign-in (environment only) against the fake provider
    const google = card(page, 'Google Sign-In');
    await google.getByRole('button', { name: 'Test Connection' }).click();
    await toast(page, 'Google OAuth Connected').waitFor();

    // the MLS runs on the offline feed: no credentials to test
    const mls = card(page, 'Listing-data (MLS) API');
    await mls.getByRole('button', { name: 'Test Connection' }).click();
    await toast(page, 'ARMLS Not Connected').waitFor();
    await toast(page, 'ARMLS API credentials not configured.').waitFor();
    await saveScreenshot(page, 'admin-connection-tests');

    // the key is stored, shown only as a hint, in no reply and no log line
    const settings = await api('GET', '/api/admin/settings');
    expect(settings.status).toBe(200);
    expect(settings.text).not.toContain(WRONG_MAPS_KEY);
    expect(settings.text).toContain('••••9e4f2a'.slice(0, 4));
    expect(await page.content()).not.toContain(WRONG_MAPS_KEY);
    expect((await api('GET', '/api/admin/settings/audit')).text).not.toContain(WRONG_MAPS_KEY);
    expect((await api('GET', '/api/test/google-maps')).text).not.toContain(WRONG_MAPS_KEY);
    expect(readFileSync(serverLogPath, 'utf8')).not.toContain(WRONG_MAPS_KEY);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('adds an admin by username and removes them after a confirmation', async () => {
    const name = `helper-${Date.now().toString(36)}`;
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        username: name,
        email: `${name}@example.com`,
        password: 'juniper-trail-9',
        firstName: 'Hal',
        lastName: 'Helper',
      }),
    });
    expect(registered.status).toBe(201);

    const { page, consoleErrors, close } = await adminPage();
    await page.goto(`${baseUrl}/admin?tab=admin-settings`);
    await page.getByLabel('Add an admin (username or e-mail)').fill(name);
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const admins = page.getByRole('list', { name: 'Admins' });
    await admins.getByText(name).waitFor();
    // no Remove for oneself
    expect(await page.getByRole('button', { name: /^Remove Dana Broker/ }).count()).toBe(0);

    await page.getByRole('button', { name: `Remove Hal Helper` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => admins.getByText(name).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
