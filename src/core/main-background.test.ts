import { describe, expect, it } from 'vitest';
import {
  mainBackgroundCss,
  VISITOR_BACKGROUND_DEFAULTS,
  type MainBackgroundSettings,
} from './main-background';

/** The back-office defaults (spec section 3). */
const defaults: MainBackgroundSettings = {
  type: 'color',
  color: '#F8FAFC',
  gradientDirection: 'to bottom right',
  gradientStart: '#1e293b',
  gradientEnd: '#334155',
  imageUrl: '',
  opacity: 100,
};

const IMAGE = `/site-images/${'a'.repeat(64)}.png`;

describe('mainBackgroundCss', () => {
  it('paints a colour, fully opaque by default', () => {
    expect(mainBackgroundCss(defaults)).toEqual({ background: '#F8FAFC', opacity: 1 });
  });

  it('paints a linear gradient with its direction, start and end', () => {
    expect(mainBackgroundCss({ ...defaults, type: 'gradient' })).toEqual({
      background: 'linear-gradient(to bottom right, #1e293b, #334155)',
      opacity: 1,
    });
  });

  it.each([
    'to top',
    'to bottom',
    'to left',
    'to right',
    'to top left',
    'to top right',
    'to bottom left',
    'to bottom right',
  ])('keeps the direction %s', (gradientDirection) => {
    expect(mainBackgroundCss({ ...defaults, type: 'gradient', gradientDirection }).background).toBe(
      `linear-gradient(${gradientDirection}, #1e293b, #334155)`,
    );
  });

  it('paints an uploaded image centred and covering, over the colour', () => {
    expect(mainBackgroundCss({ ...defaults, type: 'image', imageUrl: IMAGE })).toEqual({
      background: `#F8FAFC url("${IMAGE}") center / cover no-repeat`,
      opacity: 1,
    });
  });

  it('paints the colour when the image type has no image yet', () => {
    expect(mainBackgroundCss({ ...defaults, type: 'image', imageUrl: '' }).background).toBe(
      '#F8FAFC',
    );
  });

  it('turns the opacity percent into a fraction, kept within 0-1', () => {
    expect(mainBackgroundCss({ ...defaults, opacity: 0 }).opacity).toBe(0);
    expect(mainBackgroundCss({ ...defaults, opacity: 35 }).opacity).toBe(0.35);
    expect(mainBackgroundCss({ ...defaults, opacity: 150 }).opacity).toBe(1);
    expect(mainBackgroundCss({ ...defaults, opacity: -5 }).opacity).toBe(0);
    expect(mainBackgroundCss({ ...defaults, opacity: Number.NaN }).opacity).toBe(1);
  });

  it('writes nothing that could break out of a stylesheet', () => {
    const hostile = 'red;} body{display:none';
    expect(mainBackgroundCss({ ...defaults, color: hostile }).background).toBe('transparent');
    expect(
      mainBackgroundCss({
        ...defaults,
        type: 'gradient',
        gradientDirection: '45deg); x: y',
        gradientStart: hostile,
      }).background,
      // an unknown direction falls back to the visitor look's default
    ).toBe('linear-gradient(to bottom, transparent, #334155)');
    for (const imageUrl of ['/a.png") ; x', '/a.png</style>', 'a b.png', '/a\\b.png']) {
      expect(mainBackgroundCss({ ...defaults, type: 'image', imageUrl }).background).toBe(
        '#F8FAFC',
      );
    }
  });
});

describe("the visitor look's defaults", () => {
  it('are #F8FAFC, a gradient ending in #E2E8F0, to bottom', () => {
    expect(VISITOR_BACKGROUND_DEFAULTS).toMatchObject({
      type: 'color',
      color: '#F8FAFC',
      gradientEnd: '#E2E8F0',
      gradientDirection: 'to bottom',
    });
    expect(mainBackgroundCss(VISITOR_BACKGROUND_DEFAULTS).background).toBe('#F8FAFC');
    expect(mainBackgroundCss({ ...VISITOR_BACKGROUND_DEFAULTS, type: 'gradient' }).background).toBe(
      'linear-gradient(to bottom, #F8FAFC, #E2E8F0)',
    );
  });
});
