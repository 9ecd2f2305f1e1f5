import { describe, expect, it } from 'vitest';
import {
  MAIN_ANIMATION_ATTRIBUTE,
  MAIN_ANIMATION_KINDS,
  MAIN_ANIMATION_MOVING_ATTRIBUTE,
  MAIN_ANIMATION_RANDOM_PROPERTY,
  mainAnimationKeyframes,
  mainAnimationRuns,
  mainAnimationShorthand,
  mainAnimationStyleSheet,
  pickMainAnimation,
} from './main-animation';

const IMAGE = { type: 'image', imageUrl: `/site-images/${'a'.repeat(64)}.png` };
const ON = { heavyAnimations: true, reducedMotion: false };

/** The declarations of each keyframe block, as [name, body]. */
function keyframes(css: string): Array<[string, string]> {
  return [...css.matchAll(/@keyframes ([\w-]+)\{(.*?\})\}/g)].map((m) => [m[1]!, m[2]!]);
}

describe('when the main area moves', () => {
  it('moves an image background with heavy animations on and reduced motion off', () => {
    expect(mainAnimationRuns(IMAGE, ON)).toBe(true);
  });

  it.each([
    ['a colour', { type: 'color', imageUrl: '' }, ON],
    ['a gradient', { type: 'gradient', imageUrl: IMAGE.imageUrl }, ON],
    ['an image type with no image', { type: 'image', imageUrl: ' ' }, ON],
    ['heavy animations off', IMAGE, { heavyAnimations: false, reducedMotion: false }],
    ['reduced motion on', IMAGE, { heavyAnimations: true, reducedMotion: true }],
  ])('stands still with %s', (_name, background, motion) => {
    expect(mainAnimationRuns(background, motion)).toBe(false);
    expect(
      mainAnimationStyleSheet({ type: 'pan-left', speed: 10, intensity: 5 }, { runs: false }),
    ).toBe('');
  });
});

describe('keyframes', () => {
  it('change only transform and opacity', () => {
    for (const [, body] of keyframes(mainAnimationKeyframes(10))) {
      const properties = [...body.matchAll(/([a-z-]+):/g)].map((m) => m[1]);
      for (const property of properties) expect(['transform', 'opacity']).toContain(property);
    }
  });

  it('define the four movements', () => {
    expect(keyframes(mainAnimationKeyframes(5)).map(([name]) => name)).toEqual(
      MAIN_ANIMATION_KINDS.map((kind) => `main-${kind}`),
    );
  });

  it('grow with the intensity, and a pan never slides past the scaled margin', () => {
    const css = mainAnimationKeyframes(5);
    expect(css).toContain(
      '@keyframes main-zoom-in{from{transform:scale(1)}to{transform:scale(1.1)}}',
    );
    // scale 1.1 leaves 5% of the width spare each side; 4.55% × 1.1 = 5%
    expect(css).toContain(
      '@keyframes main-pan-left{from{transform:scale(1.1) translateX(4.55%)}to{transform:scale(1.1) translateX(-4.55%)}}',
    );
    expect(css).toContain(
      '@keyframes main-pan-right{from{transform:scale(1.1) translateX(-4.55%)}to{transform:scale(1.1) translateX(4.55%)}}',
    );
    expect(mainAnimationKeyframes(10)).toContain('scale(1.2)');
    expect(mainAnimationKeyframes(1)).toContain('scale(1.02)');
    // out-of-range input is held to 1-10
    expect(mainAnimationKeyframes(99)).toBe(mainAnimationKeyframes(10));
    expect(mainAnimationKeyframes(Number.NaN)).toBe(mainAnimationKeyframes(5));
  });

  it('fade from the background opacity to 60% of it', () => {
    expect(mainAnimationKeyframes(5, 0.5)).toContain(
      '@keyframes main-fade-zoom{from{opacity:0.5;transform:scale(1)}to{opacity:0.3;transform:scale(1.1)}}',
    );
  });
});

describe('the stylesheet', () => {
  it('runs a chosen movement for speed seconds, back and forth', () => {
    const css = mainAnimationStyleSheet(
      { type: 'pan-left', speed: 10, intensity: 5 },
      { runs: true },
    );
    expect(css).toContain(
      '#main::before{animation:main-pan-left 10s ease-in-out infinite alternate both}',
    );
    expect(css).toContain('#main::before{will-change:transform}');
    // a scaled layer never widens the page
    expect(css).toContain('#main{overflow:clip}');
    expect(css).not.toContain(MAIN_ANIMATION_RANDOM_PROPERTY);
  });

  it('stops for visitors who ask for less motion', () => {
    const css = mainAnimationStyleSheet(
      { type: 'zoom-in', speed: 15, intensity: 5 },
      { runs: true },
    );
    expect(css).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{#main::before\{animation:none !important\}\}$/,
    );
  });

  it('holds the first frame until the page lets it move, after the rules it pauses', () => {
    for (const type of ['pan-left', 'random'] as const) {
      const css = mainAnimationStyleSheet({ type, speed: 10, intensity: 5 }, { runs: true });
      const pause = `html:not([${MAIN_ANIMATION_MOVING_ATTRIBUTE}]) #main::before{animation-play-state:paused}`;
      expect(css).toContain(pause);
      // as specific as html[data-main-animation="…"] #main::before, so it must come later
      expect(css.indexOf(pause)).toBeGreaterThan(css.lastIndexOf('{animation:main-'));
    }
  });

  it("leaves a 'random' pick to the page: one rule per movement, keyed by the page's attribute", () => {
    const css = mainAnimationStyleSheet(
      { type: 'random', speed: 20, intensity: 3 },
      { runs: true },
    );
    expect(css).toContain(`html:root{${MAIN_ANIMATION_RANDOM_PROPERTY}:1}`);
    for (const kind of MAIN_ANIMATION_KINDS) {
      expect(css).toContain(
        `html[${MAIN_ANIMATION_ATTRIBUTE}="${kind}"] #main::before{animation:${mainAnimationShorthand(kind, 20)}}`,
      );
    }
  });

  it('holds the speed to 1-60 seconds', () => {
    expect(mainAnimationShorthand('zoom-in', 0)).toMatch(/ 1s /);
    expect(mainAnimationShorthand('zoom-in', 600)).toMatch(/ 60s /);
  });
});

describe("a 'random' pick", () => {
  it('spreads over the four movements', () => {
    expect([0, 0.25, 0.5, 0.75, 0.999].map(pickMainAnimation)).toEqual([
      'zoom-in',
      'pan-left',
      'pan-right',
      'fade-zoom',
      'fade-zoom',
    ]);
  });
});
