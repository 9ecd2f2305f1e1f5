// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  MAIN_ANIMATION_ATTRIBUTE,
  MAIN_ANIMATION_MOVING_ATTRIBUTE,
  MAIN_ANIMATION_RANDOM_PROPERTY,
} from '../../core/main-animation';
import { pickRandomMainAnimation, startMainAnimationWhenIdle } from './main-animation';

function page(random: boolean) {
  const root = document.createElement('html');
  document.body.append(root);
  if (random) root.style.setProperty(MAIN_ANIMATION_RANDOM_PROPERTY, '1');
  return root;
}

describe('pickRandomMainAnimation', () => {
  it("names one of the four movements when the page's stylesheet says 'random'", () => {
    const root = page(true);
    pickRandomMainAnimation(root, () => 0.6);
    expect(root.getAttribute(MAIN_ANIMATION_ATTRIBUTE)).toBe('pan-right');
    // the pick holds for the page view
    pickRandomMainAnimation(root, () => 0.1);
    expect(root.getAttribute(MAIN_ANIMATION_ATTRIBUTE)).toBe('pan-right');
  });

  it('names nothing, and forgets an earlier pick, when the type is not random', () => {
    const root = page(false);
    root.setAttribute(MAIN_ANIMATION_ATTRIBUTE, 'zoom-in');
    pickRandomMainAnimation(root, () => 0.6);
    expect(root.hasAttribute(MAIN_ANIMATION_ATTRIBUTE)).toBe(false);
  });
});

describe('startMainAnimationWhenIdle', () => {
  it('lets the area move only after the load, an idle moment and the delay', async () => {
    const root = document.createElement('html');
    expect(document.readyState).toBe('complete');
    const started = Date.now();
    startMainAnimationWhenIdle(root, { delayMs: 300 });
    // nothing yet: the idle moment comes later
    expect(root.hasAttribute(MAIN_ANIMATION_MOVING_ATTRIBUTE)).toBe(false);
    await vi.waitFor(() => expect(root.hasAttribute(MAIN_ANIMATION_MOVING_ATTRIBUTE)).toBe(true));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});
