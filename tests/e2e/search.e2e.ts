import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  propertyListResponseSchema,
  type PropertyListResponse,
} from '../../src/contract/properties';
import { waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function api(query: string): Promise<PropertyListResponse> {
  const res = await fetch(`${baseUrl}/api/properties?${query}`);
  expect(res.status, query).toBe(200);
  return propertyListResponseSchema.parse(await res.json());
}

/** Text of the first card's address heading and all card MLS numbers on the page. */
async function cardMlsNumbers(page: Page): Promise<string[]> {
  const texts = await page
    .locator('section[aria-labelledby="results-heading"]')
    .getByTestId('listing-card')
    .allInnerTexts();
  return texts.map((t) => /MLS #(\w+)/.exec(t)?.[1] ?? '');
}

async function waitForResults(page: Page) {
  await page.getByTestId('listing-card').first().waitFor();
  await expect
    .poll(() => page.getByRole('navigation', { name: 'Pagination' }).first().isVisible())
    .toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  // the journeys compare the page with the API: both must read a finished replication
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('listing search on the home page', () => {
  it('opens on Payson, pages with the URL, searches by chip, ZIP, address and MLS number', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForResults(page);
      const payson = await api('city=Payson&limit=24');
      const pagination = page.getByRole('navigation', { name: 'Pagination' }).first();
      await expect
        .poll(() => pagination.innerText())
        .toMatch(
          new RegExp(
            `Page 1 of ${payson.totalPages}\\s*\\(${payson.total.toLocaleString('en-US')} total properties\\)`,
          ),
        );
      expect(await cardMlsNumbers(page)).toEqual(payson.properties.map((p) => p.mlsNumber));
      await saveScreenshot(page, 'home-search-desktop');
      await expectNoSeriousA11yViolations(page);

      // Next: page 2 in the URL (replaced, not pushed), and its listings
      const historyLength = await page.evaluate(() => history.length);
      await pagination.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      const page2 = await api('city=Payson&limit=24&page=2');
      await expect
        .poll(() => cardMlsNumbers(page))
        .toEqual(page2.properties.map((p) => p.mlsNumber));
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      await pagination.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('page')).toBe(false);

      // a city chip
      await page.getByRole('button', { name: 'Show Low', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe('Show Low');
      const showLow = await api('city=Show%20Low&limit=24');
      await expect
        .poll(() => cardMlsNumbers(page))
        .toEqual(showLow.properties.map((p) => p.mlsNumber));

      // the search box: ZIP, house number + street, MLS number
      const box = page.getByPlaceholder('Enter MLS, address, city, or ZIP');
      const target = showLow.properties[3]!;
      await box.fill(target.zipCode);
      await box.press('Enter');
      const byZip = await api(`zipCode=${target.zipCode}&limit=24`);
      await expect
        .poll(() => cardMlsNumbers(page))
        .toEqual(byZip.properties.map((p) => p.mlsNumber));

      await box.fill(target.address);
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await expect.poll(() => cardMlsNumbers(page)).toContain(target.mlsNumber);
      // every card is of that address (the ZIP's results, which hold it too, are replaced)
      const resultCards = page
        .locator('section[aria-labelledby="results-heading"]')
        .getByTestId('listing-card');
      await expect
        .poll(async () =>
          (await resultCards.allInnerTexts()).every((card) =>
            card.toLowerCase().includes(target.address.toLowerCase()),
          ),
        )
        .toBe(true);

      await box.fill(target.mlsNumber);
      await box.press('Enter');
      await expect.poll(() => cardMlsNumbers(page)).toEqual([target.mlsNumber]);

      // text that matches nothing: the box keeps it, the empty state says what was searched
      // and saving the search is not offered
      await box.fill('Nowhere Junction');
      await box.press('Enter');
      await expect(box.inputValue()).resolves.toBe('Nowhere Junction');
      await page.getByText('No properties found matching your search criteria').waitFor();
      await page.getByText('You searched:').waitFor();
      expect(await page.getByRole('button', { name: 'Save this search' }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('applies the sidebar filters, and Clear searches active listings only', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForResults(page);
      const form = page.getByRole('form', { name: 'Property Search' });
      await form.getByLabel('City').fill('Payson');
      await form.getByLabel('Minimum price').fill('250000');
      await expect(form.getByLabel('Minimum price').inputValue()).resolves.toBe('250,000');
      await form.getByLabel('Maximum price').fill('600000');
      await form.getByLabel('Minimum bedrooms').fill('3');
      await form.getByLabel('Horse Property').check();
      await form.getByRole('button', { name: 'Search', exact: true }).click();

      const expected = await api(
        'status=ACTIVE&city=Payson&minPrice=250000&maxPrice=600000&minBeds=3&propertyFeatures=horse-property&limit=24',
      );
      await expect
        .poll(() => cardMlsNumbers(page), { timeout: 15_000 })
        .toEqual(expected.properties.map((p) => p.mlsNumber));
      for (const p of expected.properties) {
        expect(p.price).toBeGreaterThanOrEqual(250_000);
        expect(p.price).toBeLessThanOrEqual(600_000);
        expect(p.bedrooms).toBeGreaterThanOrEqual(3);
      }

      // min above max is refused with a message, not sent
      await form.getByLabel('Minimum price').fill('900000');
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await form
        .getByText(/at least the minimum|must be (more|greater|higher)/i)
        .first()
        .waitFor();

      await form.getByRole('button', { name: 'Clear' }).click();
      await expect(form.getByLabel('City').inputValue()).resolves.toBe('');
      const all = await api('status=ACTIVE&limit=24');
      await expect
        .poll(() => cardMlsNumbers(page), { timeout: 15_000 })
        .toEqual(all.properties.map((p) => p.mlsNumber));
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('comes back from a listing to the same scroll position', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${baseUrl}/?city=Payson`);
      await waitForResults(page);
      const card = page.getByTestId('listing-card').nth(13);
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      const before = await page.evaluate(() => window.scrollY);
      await card.getByRole('link').first().click();
      await page.waitForURL(/\/property\/\d+\?return=/);
      expect(new URL(page.url()).searchParams.get('return')).toBe('/?city=Payson');
      // a visitor reads the listing before coming back
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await waitForResults(page);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
        .toBeGreaterThan(before - 5);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
    } finally {
      await close();
    }
  });
});

describe('the search box reads what people type (issue 40)', () => {
  const box = (page: Page) => page.getByRole('combobox', { name: /Search by town/ });
  async function searchFor(page: Page, text: string) {
    await box(page).fill(text);
    await box(page).press('Enter');
  }
  async function expectCards(page: Page, query: string) {
    const expected = await api(`${query}&limit=24`);
    expect(expected.total, query).toBeGreaterThan(0);
    await expect
      .poll(() => cardMlsNumbers(page), { timeout: 15_000 })
      .toEqual(expected.properties.map((p) => p.mlsNumber));
    return expected;
  }

  it('understands towns with a state, town pairs, streets, ZIP+4, MLS forms, misspellings and plain language', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForResults(page);

      await searchFor(page, 'Payson AZ');
      await expectCards(page, 'city=Payson');
      // the box keeps what was typed; a chip says how it was read
      await expect(box(page).inputValue()).resolves.toBe('Payson AZ');
      await page.getByRole('button', { name: 'Remove Payson' }).waitFor();

      // a pair of towns the MLS lists apart
      await searchFor(page, 'Pinetop-Lakeside');
      const pair = await expectCards(page, 'city=Pinetop-Lakeside');
      const pinetop = await api('city=Pinetop&limit=1');
      const lakeside = await api('city=Lakeside&limit=1');
      expect(pair.total).toBe(pinetop.total + lakeside.total);

      // a street without a house number: the listings on that street
      const showLow = await api('city=Show%20Low&limit=24');
      const street = showLow.properties[2]!.address.replace(/^\d+\s+/, '');
      await searchFor(page, street);
      const onStreet = await expectCards(page, `address=${encodeURIComponent(street)}`);
      for (const p of onStreet.properties)
        expect(p.address.toLowerCase()).toContain(street.toLowerCase());

      // a ZIP+4 searches its ZIP; an MLS number with # or MLS before it
      const target = showLow.properties[5]!;
      await searchFor(page, `${target.zipCode.slice(0, 5)}-4021`);
      await expectCards(page, `zipCode=${target.zipCode.slice(0, 5)}`);
      for (const form of [
        `#${target.mlsNumber}`,
        `MLS ${target.mlsNumber}`,
        `MLS# ${target.mlsNumber}`,
      ]) {
        await searchFor(page, form);
        await expect
          .poll(() => cardMlsNumbers(page), { timeout: 15_000 })
          .toEqual([target.mlsNumber]);
      }

      // a misspelt town is read as the nearest town, and says so
      await searchFor(page, 'Peyson');
      await expectCards(page, 'city=Payson');
      await page.getByText(/Did you mean\s*Payson\?/).waitFor();

      // plain language: filters as chips, each removable
      await searchFor(page, '3 bed under 400k in Payson');
      await expectCards(page, 'city=Payson&minBeds=3&maxPrice=400000');
      await saveScreenshot(page, 'search-understood-desktop');
      await page.getByRole('button', { name: /^Remove Up to \$400,000/ }).click();
      await expectCards(page, 'city=Payson&minBeds=3');

      // and sorted by price, lowest first, in the URL
      await page.getByLabel('Sort by').selectOption('price-low');
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-low');
      const cheapest = await expectCards(page, 'city=Payson&minBeds=3&sort=price-low');
      const prices = cheapest.properties.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => (a ?? 0) - (b ?? 0)));
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('suggests towns as you type, by keyboard, announced, on a phone too', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, consoleErrors, close } = await openPage(browser, {
        viewport,
        isMobile: viewport.width < 500,
        hasTouch: viewport.width < 500,
      });
      try {
        await page.goto(`${baseUrl}/`);
        await waitForResults(page);
        await box(page).click();
        await box(page).pressSequentially('Show', { delay: 40 });
        const list = page.getByRole('listbox', { name: 'Search suggestions' });
        await list.waitFor();
        await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('true');
        const town = list.getByRole('option', { name: /Show Low/ }).first();
        await town.waitFor();
        expect(await town.innerText()).toMatch(/\d/); // its count of homes
        await expect
          .poll(() =>
            page
              .getByRole('status')
              .filter({ hasText: /suggestion/ })
              .innerText(),
          )
          .toMatch(/\d+ suggestions?/);
        await saveScreenshot(page, `search-suggestions-${viewport.width}`);
        await expectNoSeriousA11yViolations(page);
        await box(page).press('ArrowDown');
        await expect
          .poll(async () => {
            const active = await box(page).getAttribute('aria-activedescendant');
            return active ? page.locator(`[id="${active}"]`).innerText() : '';
          })
          .toMatch(/Show Low/);
        await box(page).press('Enter');
        await list.waitFor({ state: 'hidden' });
        await expectCards(page, 'city=Show%20Low');

        // Escape closes the list and keeps the text
        await box(page).fill('');
        await box(page).pressSequentially('Pay', { delay: 40 });
        await list.waitFor();
        await box(page).press('Escape');
        await list.waitFor({ state: 'hidden' });
        await expect(box(page).inputValue()).resolves.toBe('Pay');
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});

describe('calculators', () => {
  it('computes the spec bridge example and a mortgage, by mouse and by keyboard', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Calculator', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Calculator' });
      await dialog.waitFor();

      // Basic, by mouse: 12 + 30 x 2 = 84 (chained left to right)
      for (const key of ['1', '2', 'Add', '3', '0', 'Multiply', '2', 'Equals']) {
        await dialog.getByRole('button', { name: key, exact: true }).click();
      }
      await expect.poll(() => dialog.getByRole('status').first().innerText()).toContain('84');
      // Basic, by keyboard: 7.5 / 3 Enter = 2.5, then Escape clears
      await page.keyboard.type('7.5/3');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.getByRole('status').first().innerText()).toContain('2.5');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.getByRole('status').first().innerText()).toMatch(/^\s*0\s*$/m);
      await expectNoSeriousA11yViolations(page);

      // Bridge Loan: 500,000 value and 150,000 liens give a 200,000 bridge, fee 2.4%
      await dialog.getByRole('tab', { name: 'Bridge Loan' }).click();
      await dialog.getByLabel(/Current Home Value/i).fill('500000');
      await dialog.getByLabel(/Existing Liens/i).fill('150000');
      await expect(dialog.getByLabel(/Current Home Value/i).inputValue()).resolves.toBe('500,000');
      await dialog.getByRole('button', { name: /Calculate/i }).click();
      await dialog.getByText('$200,000').first().waitFor();
      await dialog.getByText('$4,800').first().waitFor();
      await dialog.getByText('$204,800').first().waitFor();
      const apply = dialog.getByRole('link', { name: /apply/i });
      expect(await apply.getAttribute('target')).toBe('_blank');
      await saveScreenshot(page, 'calculator-bridge');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('calculates the mortgage defaults from the sidebar Quick Tools', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Mortgage Calculator' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Mortgage Calculator' });
      await dialog
        .getByText('Enter loan details and click "Calculate Mortgage" to see results.')
        .waitFor();
      await dialog.getByRole('button', { name: 'Calculate Mortgage' }).click();
      // 520,000 at 7.25% for 30 years: P&I computed here independently
      const r = 0.0725 / 12;
      const n = 360;
      const pi = (520_000 * r) / (1 - (1 + r) ** -n);
      const monthly = pi + 7500 / 12 + 2200 / 12;
      const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
      await dialog.getByText(usd(monthly)).first().waitFor();
      await dialog.getByText(usd(pi)).first().waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('on a phone', () => {
  it('searches from the Advanced Property Search dialog', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForResults(page);
      await page.getByRole('button', { name: 'Open property search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Advanced Property Search' });
      await dialog.waitFor();
      await saveScreenshot(page, 'home-search-dialog-mobile');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByLabel('City').fill('Pine');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const pine = await api('status=ACTIVE&city=Pine&limit=24');
      await expect
        .poll(() => cardMlsNumbers(page), { timeout: 15_000 })
        .toEqual(pine.properties.map((p) => p.mlsNumber));
      await saveScreenshot(page, 'home-results-mobile');
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('brings the results into view after a search from the box or a town chip (issue 41)', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    /** The results heading's top on screen: under the header, in the upper half. */
    const headingInView = () =>
      page.evaluate(() => {
        const top = document.getElementById('results-heading')!.getBoundingClientRect().top;
        return top >= 60 && top <= window.innerHeight / 2;
      });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForResults(page);
      expect(await headingInView()).toBe(false); // the hero fills the first screen
      const box = page.getByRole('combobox', { name: /Search by town/ });
      await box.click();
      await box.fill('Show Low AZ');
      await box.press('Enter');
      await page.getByRole('heading', { level: 2, name: 'Homes for sale in Show Low' }).waitFor();
      await expect.poll(headingInView).toBe(true);
      // the floating search button covers no part of the heading
      const heading = await page.locator('#results-heading').boundingBox();
      const fab = await page.getByRole('button', { name: 'Open property search' }).boundingBox();
      expect(heading!.y + heading!.height <= fab!.y || heading!.x + heading!.width <= fab!.x).toBe(
        true,
      );
      await saveScreenshot(page, 'home-search-box-results-mobile');

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(headingInView).toBe(false);
      await page
        .getByRole('group', { name: 'Featured cities' })
        .getByRole('button', { name: 'Payson' })
        .click();
      await page.getByRole('heading', { level: 2, name: 'Homes for sale in Payson' }).waitFor();
      await expect.poll(headingInView).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
