// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser } from '../../../testing/reset-browser';
import { revealResults } from './listing-results';

afterEach(() => {
  document.body.replaceChildren();
  resetBrowser();
});

/** The search box and the results heading `top` px down the screen. */
function page(top: number) {
  const box = document.createElement('input');
  const heading = document.createElement('h2');
  heading.id = 'results-heading';
  heading.tabIndex = -1;
  heading.scrollIntoView = vi.fn();
  vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  document.body.append(box, heading);
  box.focus();
  return { box, heading };
}

describe('revealResults (issues 41, 45)', () => {
  it('brings the results of a search on a phone into view, with the focus on their heading', () => {
    const { heading } = page(window.innerHeight + 100);
    revealResults();
    expect(heading.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(heading);
  });

  it('leaves the page and the focus in the search box when the results already show', () => {
    const { box, heading } = page(100);
    revealResults();
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box);
  });
});
