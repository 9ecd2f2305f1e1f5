import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the focused element is, for the keyboard journeys' failure messages and checks. */
export type FocusReport = {
  /** `button "Next"`, `h1 "Compare…"`, or 'body' when nothing has focus. */
  name: string;
  problems: string[];
};

/**
 * Where the focus is and what is wrong with it (issue 45, WCAG 2.4.3 and 2.4.11): nothing
 * focused (the body), a box of no size or hidden, outside the viewport, or covered at its
 * centre by something else (the sticky header, a fixed bar, the floating search button).
 */
function reportFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) {
      return { name: 'body', problems: ['focus is on the body'] };
    }
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      (el as HTMLElement).innerText ??
      '';
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const problems: string[] = [];
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) problems.push('its box has no size');
    if (!el.checkVisibility({ visibilityProperty: true })) problems.push('it is hidden');
    const [vw, vh] = [window.innerWidth, window.innerHeight];
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // an element taller or wider than the screen (a map, a dialog) counts when its centre shows
    const fits = box.width <= vw && box.height <= vh;
    const inside = fits
      ? box.top >= -1 && box.left >= -1 && box.bottom <= vh + 1 && box.right <= vw + 1
      : x >= 0 && x < vw && y >= 0 && y < vh;
    if (!inside) {
      problems.push(
        `it is outside the ${vw}x${vh} viewport (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)})`,
      );
    } else {
      const hit = document.elementFromPoint(x, y);
      // the element itself, a part of it, or a container of it (a label, a control's wrapper)
      // is fine; anything else on top of its centre hides it
      if (!hit || !(hit === el || el.contains(hit) || hit.contains(el))) {
        const by = hit
          ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${[...hit.classList].slice(0, 4).join('.')}`
          : 'nothing';
        problems.push(`its centre is covered by ${by}`);
      }
    }
    return { name, problems };
  });
}

/** The text of the app's polite live region (app/route-focus.tsx), which names a new page. */
export const announcement = (page: Page) =>
  page.getByTestId('route-announcer').innerText({ timeout: 2_000 });

/**
 * After a keyboard step (issue 45): focus is on an element (not the body) that shows, inside
 * the viewport and not covered by anything; after a page change (`announced`) the polite live
 * region names the new page. Polls: focus moves once the new page has arrived.
 */
export async function expectFocusVisibleAndAnnounced(
  page: Page,
  {
    announced,
    focused,
  }: {
    /** What the live region says; 'title': the page's title (the router's announcement). */
    announced?: RegExp | 'title';
    /** What has focus (matched against `tag#id "name"`). */
    focused?: RegExp;
  } = {},
): Promise<FocusReport> {
  let last: FocusReport = { name: '', problems: [] };
  await expect
    .poll(
      async () => {
        last = await reportFocus(page);
        if (focused && !focused.test(last.name)) {
          return [...last.problems, `focus is on ${last.name}, not ${focused}`];
        }
        return last.problems;
      },
      { timeout: 10_000 },
    )
    .toEqual([]);
  if (announced === 'title') {
    await expect
      .poll(async () => {
        const [said, title] = await Promise.all([announcement(page), page.title()]);
        return said === title ? 'the title' : `"${said}" for the title "${title}"`;
      })
      .toBe('the title');
  } else if (announced) {
    await expect.poll(() => announcement(page)).toMatch(announced);
  }
  return last;
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector` (and, with
 * `name`, its accessible name or text matches it); fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  selector: string,
  { name, back = false, max = 120 }: { name?: RegExp; back?: boolean; max?: number } = {},
): Promise<number> {
  const pattern = name ? { source: name.source, flags: name.flags } : null;
  const matches = () =>
    page.evaluate(
      ({ selector, pattern }) => {
        const el = document.activeElement;
        if (!el || !el.matches(selector)) return false;
        if (!pattern) return true;
        const text =
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          (el as HTMLElement).innerText ??
          '';
        return new RegExp(pattern.source, pattern.flags).test(text.trim());
      },
      { selector, pattern },
    );
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await matches()) return presses;
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${selector} ${name ?? ''} not reached in ${max} presses (focus on ${at})`);
}

/** The focused element's map marker key (`cluster:…`, `listing:…`), or null off the markers. */
export const focusedMarker = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.markerKey ?? null);

/**
 * By keyboard alone (issue 45), with the focus on the map's marker layer: the arrow keys walk
 * the markers in view to a price pin; with none in view, Enter zooms into the focused cluster
 * and the focus stays on its place. Returns the pin's marker key.
 */
export async function focusPricePin(page: Page): Promise<string> {
  const map = page.getByTestId('map-search');
  const zoom = async () =>
    Number(await map.locator('[role="application"]').getAttribute('data-zoom'));
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Home');
    const count = await map.locator('[data-marker-key]').count();
    for (let i = 0; i < count; i++) {
      const key = await focusedMarker(page);
      if (key?.startsWith('listing:')) return key;
      await page.keyboard.press('ArrowRight');
    }
    const before = await zoom();
    await page.keyboard.press('Enter');
    await expect.poll(zoom).toBeGreaterThan(before);
    await expect.poll(() => focusedMarker(page)).toMatch(/^(cluster|listing):/);
  }
  throw new Error('no price pin reached');
}
