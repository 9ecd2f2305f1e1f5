import {
  MAIN_ANIMATION_ATTRIBUTE,
  MAIN_ANIMATION_MOVING_ATTRIBUTE,
  MAIN_ANIMATION_RANDOM_PROPERTY,
  pickMainAnimation,
} from '../../core/main-animation';

/**
 * The main area's 'random' animation: one of the four movements per page view. The server's
 * page is shared by every anonymous visitor for a few seconds (its page cache), so the page
 * itself cannot carry the pick: its stylesheet says the type is random and holds a rule per
 * movement, and this names one on `<html>`. It runs once, reads one custom property and sets
 * one attribute; the compositor does the rest. Without this script the area stands still.
 */
export function pickRandomMainAnimation(
  root: HTMLElement = document.documentElement,
  random: () => number = Math.random,
): void {
  const isRandom =
    getComputedStyle(root).getPropertyValue(MAIN_ANIMATION_RANDOM_PROPERTY).trim() === '1';
  if (!isRandom) {
    root.removeAttribute(MAIN_ANIMATION_ATTRIBUTE);
    return;
  }
  if (!root.hasAttribute(MAIN_ANIMATION_ATTRIBUTE)) {
    root.setAttribute(MAIN_ANIMATION_ATTRIBUTE, pickMainAnimation(random()));
  }
}

/**
 * Lets the main area move (its stylesheet holds the first frame until then): called once the
 * app has started, it waits for the page's load, the browser's next idle moment (at most
 * `idleTimeoutMs`) and then `delayMs` more. A moving layer costs CPU on every frame where no
 * GPU composites it; started with the page it slowed the page's own start (decision 019).
 */
export function startMainAnimationWhenIdle(
  root: HTMLElement = document.documentElement,
  { delayMs = 3_000, idleTimeoutMs = 2_000 } = {},
): void {
  const letMove = () => root.setAttribute(MAIN_ANIMATION_MOVING_ATTRIBUTE, '');
  const afterIdle = () => setTimeout(letMove, delayMs);
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(afterIdle, { timeout: idleTimeoutMs });
    } else {
      afterIdle();
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
