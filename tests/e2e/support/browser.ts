import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

/**
 * The one Chromium of the run, started by the global setup: each file connects to it and gets
 * its own contexts (closing the connection closes them), instead of starting a browser of its
 * own. Without the setup's browser (a file run on its own by another runner) it starts one.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Chromium logs every non-2xx response as a console error. Two are part of normal use: the
 * 404 status of the 'Page Not Found' document, and the 401 of GET /api/user for a visitor
 * who is not signed in (the spec's "failure means unauthenticated").
 */
function isExpectedHttpStatus(text: string, url: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false;
  const path = url ? new URL(url).pathname : '';
  if (/status of 401/.test(text) && path === '/api/user') return true;
  return /status of 404/.test(text) && !path.startsWith('/api/') && !path.startsWith('/assets/');
}

export type TrackedPage = { page: Page; consoleErrors: string[]; close(): Promise<void> };

/**
 * A page in its own context (axe needs browser.newContext()) that records console errors,
 * uncaught page errors and hydration mismatches, so a test can assert the page ran cleanly.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // src/web/main.tsx warns when the server's markup had to be re-rendered: a hydration bug
    if (message.type() === 'warning' && message.text().startsWith('Server HTML was re-rendered')) {
      consoleErrors.push(message.text());
      return;
    }
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (isExpectedHttpStatus(message.text(), url)) return;
    // with the resource's path, so a failure says which request it was
    consoleErrors.push(url ? `${message.text()} [${new URL(url).pathname}]` : message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  // A server-rendered page shows its content before the app has taken it over (its buttons
  // act only then): every journey's navigation waits for the app (src/web/app/app.tsx).
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await waitForApp(page);
    return response;
  };
  return { page, consoleErrors, close: () => context.close() };
}

/** Waits until the app has taken over the page (after a load or a full-page navigation). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

/**
 * Fails on serious or critical accessibility violations (axe-core, WCAG 2.0, 2.1 and 2.2 A/AA:
 * 2.2 adds target sizes, issue 45), and on text whose contrast axe could not measure because a
 * layer hid the background (issue 45: the main area's ::before layer once made every contrast
 * check 'needs review'). Only an admin's gradient or picture still needs that layer.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(serious).toEqual([]);
  const layerShows = await page.evaluate(() => {
    const main = document.querySelector('#main');
    return !!main && getComputedStyle(main, '::before').display !== 'none';
  });
  const unmeasured = results.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes)
    .filter((node) =>
      [...node.any, ...node.all, ...node.none].some((check) => {
        const data = check.data as { messageKey?: string } | null;
        if (data?.messageKey !== 'pseudoContent') return false;
        const byMainLayer = check.relatedNodes?.some((n) => n.target.join(' ') === '#main');
        return !(byMainLayer && layerShows);
      }),
    )
    .map((node) => node.target.join(' '));
  expect(unmeasured, 'contrast hidden from axe by a pseudo-element layer').toEqual([]);
}

/**
 * Saves a screenshot under test-results/ for a human to look at: the whole page, or with
 * `fullPage: false` the screen as the visitor sees it (where the focus is, issue 45).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string | null> {
  // a full-page screenshot costs about a second on a GPU-less machine, and nobody looks at a
  // CI machine's files: CI takes them only when asked
  if (process.env.CI === 'true' && process.env.E2E_SCREENSHOTS !== '1') return null;
  const dir = path.resolve('test-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // a full-page shot of a phone-sized page (isMobile) leaves it scrolled elsewhere: put back
  // where the visitor was, so what the journey checks next (axe's target sizes under the
  // sticky header) is the page they see
  const scrolled = await page.evaluate(() => [window.scrollX, window.scrollY] as const);
  await page.screenshot({ path: file, fullPage });
  await page.evaluate(([x, y]) => window.scrollTo(x, y), scrolled);
  return file;
}
