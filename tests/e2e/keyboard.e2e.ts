import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addSessionCookie, registerAccount, waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import {
  expectFocusVisibleAndAnnounced as expectFocus,
  focusedMarker,
  focusPricePin,
  tabTo,
} from './support/keyboard';
import { standInTileHost } from './support/tile-host';

/*
 * The main tasks by keyboard alone (issue 45): Tab, Shift+Tab, Enter, Space, the arrows and
 * Escape, no mouse and no script focusing; a page is opened by address only where a task
 * starts. After every step the focus is on something that shows, inside the screen and not
 * covered, and after every page change the polite live region names the new page. Each width
 * is one browser context and two page loads, plus one load for each public page no other
 * journey checks with axe at that width.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

const CARD_LINK = 'section[aria-labelledby="results-heading"] a[href^="/property/"]';

/**
 * Public pages whose axe check at a width is here (the other journeys check the rest): what
 * shows once it is loaded, and whether it is of a signed-in visitor.
 */
const AXE_ONLY: Record<number, { path: string; shows: RegExp; signedIn?: boolean }[]> = {
  1280: [
    { path: '/homes-for-sale/payson', shows: /^Payson, AZ Homes for Sale$/ },
    { path: '/favorites', shows: /^Log in to see your favorites$/ },
  ],
  390: [
    { path: '/forgot-password', shows: /^Forgot your password\?$/ },
    { path: '/no/such/page', shows: /Page Not Found/ },
    // signed out it sends the visitor to /auth (auth: accounts.e2e.ts)
    { path: '/saved-searches', shows: /^No saved searches yet$/, signedIn: true },
  ],
};

/** A new visitor's account, signed in in the page's browser context. */
async function signIn(page: Page) {
  const username = `keys${Date.now()}`;
  const cookie = await registerAccount(baseUrl, {
    username,
    email: `${username}@example.com`,
    password: 'Keyboard-only-1',
    firstName: 'Kay',
    lastName: 'Board',
  });
  await addSessionCookie(page, baseUrl, cookie);
}

async function mapStatus(page: Page) {
  return page.getByTestId('map-search').getByTestId('map-status').innerText();
}

beforeAll(async () => {
  browser = await launchBrowser();
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('the main tasks by keyboard alone', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const px = viewport.width;
    it(`searches, maps, pages, opens a listing, its photos, contact and compare at ${px} px`, async () => {
      const { page, consoleErrors, close } = await openPage(browser, { viewport });
      try {
        await standInTileHost(page);

        // search: type a town, arrow to its suggestion, Enter
        await page.goto(`${baseUrl}/`);
        await tabTo(page, '#home-search-box');
        await expectFocus(page, { focused: /#home-search-box/ });
        await page.keyboard.type('Pays');
        const box = page.locator('#home-search-box');
        await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(() => page.locator('[role="option"][aria-selected="true"]').innerText())
          .toMatch(/Payson/);
        await page.keyboard.press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe('Payson');
        // the page scrolls down to the results (under the hero at both widths), and the focus
        // goes with it to their heading
        await expectFocus(page, { focused: /^h2#results-heading/ });

        // map: switch to the map view, a marker's card and back to the marker with Escape
        await tabTo(page, 'button[aria-pressed]', { name: /^Map$/ });
        await page.keyboard.press('Enter');
        await expect.poll(() => mapStatus(page), { timeout: 20_000 }).toMatch(/on the map$/);
        await expectFocus(page, { focused: /"Map"/ });
        await tabTo(page, '[data-marker-key]');
        await expectFocus(page);
        const pin = await focusPricePin(page);
        await expectFocus(page);
        await page.keyboard.press('Enter');
        await expectFocus(page, { focused: /"Selected listing"/ });
        await page.keyboard.press('Escape');
        await expect.poll(() => focusedMarker(page)).toBe(pin);
        await expectFocus(page);
        // the map view at 390 px (1280 px: map-search.e2e.ts)
        if (px === 390) await expectNoSeriousA11yViolations(page);

        // Skip map, to the first listing under it
        await tabTo(page, 'a[href="#results-heading"]', { name: /^Skip map$/, back: true });
        await expectFocus(page);
        await page.keyboard.press('Enter');
        await expect
          .poll(() =>
            page.evaluate(() => !!document.activeElement?.closest('[data-testid="listing-card"]')),
          )
          .toBe(true);
        await expectFocus(page);

        // pagination: Next, and the results heading of page 2 takes the focus
        await tabTo(page, 'nav[aria-label="Pagination"] button', { name: /^Next$/ });
        await expectFocus(page);
        await page.keyboard.press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
        await expectFocus(page, { focused: /^h2#results-heading/, announced: /^Page 2 of \d+/ });

        // open a listing from the results
        await tabTo(page, CARD_LINK);
        await expectFocus(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/property\/\d+/);
        await expectFocus(page, { focused: /^h1/, announced: 'title' });

        // photos: the viewer, the next photo, Escape back to the photo
        await tabTo(page, 'button', { name: /^View photo 1 of \d+ full screen$/ });
        await expectFocus(page);
        await page.keyboard.press('Enter');
        const counter = page.getByRole('dialog').getByText(/^Photo \d+ of \d+$/);
        await expect.poll(() => counter.innerText()).toMatch(/^Photo 1 of/);
        await expectFocus(page);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => counter.innerText()).toMatch(/^Photo 2 of/);
        await expectFocus(page);
        await page.keyboard.press('Escape');
        await expectFocus(page, { focused: /"View photo 1 of/ });

        // contact: Contact Agent, and the lead form opens at its heading
        await tabTo(page, 'a[href^="/new-client?property="]', { name: /Contact Agent/ });
        await expectFocus(page);
        if (px === 390) {
          await saveScreenshot(page, 'keyboard-contact-agent-390', { fullPage: false });
        }
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/new-client\?property=/);
        await expectFocus(page, { focused: /^h1/, announced: /^Work With / });

        // compare: two listings of Just Listed, Compare Selected, /compare
        await page.goto(`${baseUrl}/just-listed`);
        const compareBox = 'input[type="checkbox"]';
        await tabTo(page, compareBox, { name: /^Compare/ });
        await page.keyboard.press('Space');
        await expectFocus(page);
        await tabTo(page, compareBox, { name: /^Compare/ });
        await page.keyboard.press('Space');
        await expectFocus(page);
        await tabTo(page, 'button', { name: /^Compare Selected \(2\)$/, back: true });
        await expectFocus(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/compare\?ids=/);
        await expectFocus(page, { focused: /^h1/, announced: /^Compare Properties/ });

        // the public pages no other journey checks at this width
        for (const { path, shows, signedIn } of AXE_ONLY[px] ?? []) {
          if (signedIn) await signIn(page);
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole('heading', { name: shows }).waitFor();
          await expectNoSeriousA11yViolations(page);
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    }, 90_000);
  }
});
