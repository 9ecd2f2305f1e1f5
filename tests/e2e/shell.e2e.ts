import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import { expectPageMessage } from './support/messages';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site shell', () => {
  it('renders the home page with header, hero and MLS disclaimers, cleanly and accessibly', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect.poll(() => nav.getByRole('link', { name: 'Home' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: /About/ }).getAttribute('target')).toBe('_blank');
      expect(await nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
        '/new-client-contact',
      );
      expect(await nav.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');

      await page.getByRole('heading', { level: 1 }).waitFor();
      const footer = await page.locator('footer').innerText();
      expect(footer).toContain('deemed reliable but is not guaranteed');
      expect(footer).toMatch(/Copyright © \d{4}/);
      expect(footer).toContain('personal, non-commercial use');
      expect(footer).toMatch(/Listing data (last updated|has not been synchronized)/);

      // the server wrote the head before any script ran
      expect(await page.title()).toContain('Payson');
      // route-level code splitting: the home page arrives as its own chunk
      expect(requested.some((p) => /\/assets\/home-page-[\w-]+\.js$/.test(p))).toBe(true);

      await saveScreenshot(page, 'home-desktop');
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('loads neither zod nor the API contract for the home page’s first view, and asks the API nothing until the visitor acts (issue 41)', async () => {
    // which modules a served chunk holds, from the build's source maps (kept beside dist/web)
    const carriesSchemas = (chunk: string) => {
      const map = path.join(process.cwd(), 'dist/sourcemaps', `${chunk}.map`);
      if (!existsSync(map)) return false;
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      return sources.some((source) => /node_modules\/zod\/|src\/contract\//.test(source));
    };
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      const scripts: string[] = [];
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiCalls.push(pathname);
        else if (request.resourceType() === 'script') scripts.push(pathname);
      });
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('listing-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      // the server sent the results, the session and the site info with the page
      expect(apiCalls).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter(carriesSchemas)).toEqual([]);

      // the first search brings the reply's schema, and its reply is still read
      const pagination = page.getByRole('navigation', { name: 'Pagination' }).first();
      await pagination.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => pagination.innerText()).toMatch(/Page 2 of/);
      await page.getByTestId('listing-card').first().waitFor();
      expect(apiCalls).toContain('/api/properties');
      expect(scripts.filter(carriesSchemas).length).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves no source maps, and no bundle points to one (issue 39)', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    // every bundle of the build the server serves, admin and CRM chunks included
    const chunks = readdirSync(path.join(process.cwd(), 'dist/web/assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`);
    expect(chunks.some((c) => c.includes('admin'))).toBe(true);
    for (const script of new Set([...scripts, ...chunks])) {
      const bundle = await fetch(`${baseUrl}${script}`);
      expect(bundle.status, script).toBe(200);
      expect(await bundle.text(), script).not.toContain('sourceMappingURL');
      expect((await fetch(`${baseUrl}${script}.map`)).status, `${script}.map`).toBe(404);
    }
  });

  it('shows Page Not Found for an unknown path and goes back home', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/some/unknown/path`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      // the back office's words and the visitor site's, both on the one heading
      await expectPageMessage(page, 'notFound.backOffice');
      await expectPageMessage(page, 'screen.pageNotFound');
      await saveScreenshot(page, 'not-found');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { name: /Arizona mountains/ }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // issue 41: the team name is whole, and the buttons are a labelled Menu, not icons
      const brand = page.getByRole('banner').getByRole('link').first();
      expect(await brand.innerText()).toContain('Ridgeline');
      expect(
        await brand.evaluate((link) => {
          const name = link.querySelector('span')!;
          return name.scrollWidth <= name.clientWidth && name.scrollHeight <= name.clientHeight;
        }),
      ).toBe(true);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
      const menu = nav.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // the server's markup answers once the page has hydrated: click until it does
      await expect
        .poll(async () => {
          if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
          return menu.getAttribute('aria-expanded');
        })
        .toBe('true');
      for (const name of ['Home', 'Just Listed', 'Contact', 'Login']) {
        const link = nav.getByRole('link', { name, exact: true });
        expect(await link.isVisible()).toBe(true);
        expect((await link.innerText()).trim()).toBe(name); // its label is on screen
      }
      expect(await nav.getByRole('button', { name: 'Calculator' }).isVisible()).toBe(true);
      await saveScreenshot(page, 'home-mobile-menu');
      await expectNoSeriousA11yViolations(page);
      // Escape closes it and gives the focus back to the button
      await nav.getByRole('link', { name: 'Home', exact: true }).focus();
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
      // a link of the menu navigates and the menu closes
      await menu.click();
      await nav.getByRole('link', { name: 'Just Listed', exact: true }).click();
      await page.waitForURL(`${baseUrl}/just-listed`);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await saveScreenshot(page, 'home-mobile');
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is keyboard reachable: the first Tab lands on the skip link', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(focused).toBe('Skip to content');
    } finally {
      await close();
    }
  });
});
