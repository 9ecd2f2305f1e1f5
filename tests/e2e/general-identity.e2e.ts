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

/*
 * Issue 41: the team's identity is the admin's (General tab), not the environment's samples;
 * the Company Description is the site's meta description; Operations names the samples left.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

const BLANK = {
  companyDescription: '',
  agentName: '',
  agentPhotoUrl: '',
  phone: '',
  officeAddress: '',
  aboutUrl: '',
  bridgeLenderUrl: '',
};

let browser: Browser;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie(baseUrl, adminEmail);
  await api('PATCH', '/api/admin/settings', { generalSettings: BLANK });
});
afterAll(async () => {
  // journeys after this one see the site as it was
  await api('PATCH', '/api/admin/settings', { generalSettings: BLANK });
  await browser?.close();
});

const api = (method: string, path: string, body?: unknown) =>
  callApi(baseUrl, cookie, method, path, body);

async function adminPage(width: number): Promise<TrackedPage> {
  const tracked = await openPage(browser, { viewport: { width, height: 900 } });
  await addSessionCookie(tracked.page, baseUrl, cookie);
  return tracked;
}

/** A real PNG to upload: a gradient square the browser draws. */
async function photoPng(page: Page): Promise<Buffer> {
  const scratch = await page.context().newPage();
  await scratch.setViewportSize({ width: 120, height: 120 });
  await scratch.setContent(
    '<body style="margin:0"><div style="width:120px;height:120px;background:linear-gradient(135deg,#0f766e,#f59e0b)"></div></body>',
  );
  const png = await scratch.screenshot({ clip: { x: 0, y: 0, width: 120, height: 120 } });
  await scratch.close();
  return png;
}

describe('the team identity of the General tab', () => {
  it('names the samples in Operations, takes the admin’s details, and shows them to visitors', async () => {
    const { page, consoleErrors, close } = await adminPage(1280);

    // the e2e server runs in production with the shipped samples: Operations says so
    await page.goto(`${baseUrl}/admin/operations`);
    const notice = page.getByRole('region', { name: 'Sample contact details in use' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Phone: (928) 555-0142');
    await saveScreenshot(page, 'operations-sample-identity-1280');

    await page.goto(`${baseUrl}/admin?tab=general`);
    await page.getByLabel('Agent Name').waitFor();
    expect(await page.getByLabel('Phone').getAttribute('placeholder')).toBe('(928) 555-0142');

    // a bad phone and link are refused in the form
    await page.getByLabel('Phone').fill('555-0142');
    await page.getByLabel('About Link').fill('www.rimcountryhomes.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter a valid phone number').waitFor();
    await page.getByText('Enter a full web address that starts with https:// or http://').waitFor();

    await page.getByLabel('Agent Name').fill('Maria Lopez');
    await page.getByLabel('Phone').fill('(928) 474-2211');
    await page.getByLabel('Office Address').fill('100 W Main St, Payson, AZ 85541');
    await page.getByLabel('About Link').fill('https://www.rimcountryhomes.com/about');
    await page.getByLabel('Bridge-Loan Lender Link').fill('https://apply.rimlending.com/bridge');
    await page
      .getByLabel('Company Description')
      .fill(
        'Rim Country Homes helps families buy and sell mountain homes in Payson, Pine and Strawberry.',
      );
    await page.getByLabel('Agent Photo').setInputFiles({
      name: 'maria.png',
      mimeType: 'image/png',
      buffer: await photoPng(page),
    });
    await page.getByRole('img', { name: 'The uploaded agent photo' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .locator('[data-slot="toast-description"]', {
        hasText: 'Admin settings have been successfully updated.',
      })
      .waitFor();
    await saveScreenshot(page, 'general-tab-identity-1280');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${baseUrl}/admin/operations`);
    await page.getByRole('heading', { level: 2, name: 'Feed freshness' }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();

    // every page reads the admin's details: the header's About link, the footer
    const visitor = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page
      .locator('header a[href="https://www.rimcountryhomes.com/about"]')
      .first()
      .waitFor();
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    const footer = visitor.page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain('Maria Lopez');
    expect(await footer.textContent()).toContain('(928) 474-2211');
    expect(await footer.textContent()).toContain('100 W Main St, Payson, AZ 85541');
    await saveScreenshot(visitor.page, 'home-admin-identity-390');
    await visitor.close();

    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain(
      '<meta name="description" content="Rim Country Homes helps families buy and sell mountain homes in Payson, Pine and Strawberry." />',
    );
  });

  it('fits a phone', async () => {
    const { page, consoleErrors, close } = await adminPage(390);
    await page.goto(`${baseUrl}/admin?tab=general`);
    await page.getByLabel('Agent Name').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await saveScreenshot(page, 'general-tab-identity-390');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
