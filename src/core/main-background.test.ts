import { describe, expect, it } from 'vitest';
import {
  MAIN_TEXT_TONES,
  mainBackgroundCss,
  VISITOR_BACKGROUND_DEFAULTS,
  type MainBackgroundSettings,
} from './main-background';
import { contrastRatio, parseHexColor, type Rgb } from './readable-colors';

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
    expect(mainBackgroundCss(defaults)).toEqual({
      background: '#F8FAFC',
      opacity: 1,
      ...MAIN_TEXT_TONES.dark,
      // one colour: painted on the area itself (issue 45)
      plain: '#f8fafc',
    });
  });

  it('paints a linear gradient with its direction, start and end', () => {
    expect(mainBackgroundCss({ ...defaults, type: 'gradient' })).toEqual({
      background: 'linear-gradient(to bottom right, #1e293b, #334155)',
      opacity: 1,
      // the panel's preset gradient is dark: its text is light (issue 41)
      ...MAIN_TEXT_TONES.light,
      plain: null,
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

  it('paints an uploaded image centred and covering, over the colour, under a veil', () => {
    const veil = 'rgba(248, 250, 252, 0.72)';
    expect(mainBackgroundCss({ ...defaults, type: 'image', imageUrl: IMAGE })).toEqual({
      background: `linear-gradient(${veil}, ${veil}), #F8FAFC url("${IMAGE}") center / cover no-repeat`,
      opacity: 1,
      ...MAIN_TEXT_TONES.dark,
      plain: null,
    });
    // a dark fallback colour asks for light text on a dark veil
    const dark = mainBackgroundCss({
      ...defaults,
      type: 'image',
      color: '#111827',
      imageUrl: IMAGE,
    });
    expect(dark.background.startsWith('linear-gradient(rgba(15, 23, 42, 0.72)')).toBe(true);
    expect(dark.foreground).toBe(MAIN_TEXT_TONES.light.foreground);
  });

  it('paints the colour when the image type has no image yet', () => {
    expect(mainBackgroundCss({ ...defaults, type: 'image', imageUrl: '' })).toMatchObject({
      background: '#F8FAFC',
      plain: '#f8fafc',
    });
  });

  it('turns a plain colour into the one colour the area shows: faded over the page, veiled (issue 45)', () => {
    expect(mainBackgroundCss({ ...defaults, color: '#0F172A' }).plain).toBe('#0f172a');
    // white at 50% over the page (#f8fafc)
    expect(mainBackgroundCss({ ...defaults, color: '#FFFFFF', opacity: 50 }).plain).toBe('#fcfdfe');
    // mid grey: no text colour reads on it alone, so its veil is worked in
    const grey = mainBackgroundCss({ ...defaults, color: '#777777' });
    expect(grey.background).toMatch(/^linear-gradient\(rgba/);
    expect(grey.plain).not.toBe('#777777');
    // an unreadable colour paints nothing: the page shows
    expect(mainBackgroundCss({ ...defaults, color: 'red' }).plain).toBe('#f8fafc');
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
    ).toContain('linear-gradient(to bottom, transparent, #334155)');
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

/**
 * Independent of the rule: the colours a visitor can see behind text on the main area, from
 * the settings and the CSS written (its veil, if any), over the page's own #F8FAFC.
 */
function seenColours(settings: MainBackgroundSettings, background: string): Rgb[] {
  const page: Rgb = [248, 250, 252];
  const over = (top: Rgb, bottom: Rgb, a: number) =>
    top.map((c, i) => c * a + bottom[i]! * (1 - a)) as Rgb;
  const hex = (value: string) => parseHexColor(value) ?? page;
  let painted: Rgb[];
  if (settings.type === 'gradient') {
    const [a, b] = [hex(settings.gradientStart), hex(settings.gradientEnd)];
    painted = [0, 0.25, 0.5, 0.75, 1].map((t) => over(b, a, t));
  } else if (settings.type === 'image' && settings.imageUrl) {
    // a picture may hold any colour
    painted = [
      [0, 0, 0],
      [255, 255, 255],
      [255, 0, 0],
      [0, 0, 255],
      [0, 255, 0],
    ];
  } else {
    painted = [hex(settings.color)];
  }
  const veil = /^linear-gradient\(rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(background);
  if (veil) {
    const [r, g, b, a] = veil.slice(1).map(Number) as [number, number, number, number];
    painted = painted.map((c) => over([r, g, b], c, a));
  }
  const alpha = Math.min(100, Math.max(0, settings.opacity)) / 100;
  return painted.map((c) => over(c, page, alpha));
}

describe('text on the main area reads on any background an admin picks (issue 41)', () => {
  // a seeded corpus: colours, gradients and images across the range, at many opacities
  let seed = 41;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const randomHex = () =>
    `#${[0, 0, 0]
      .map(() =>
        Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  const corner = ['#000000', '#ffffff', '#1e293b', '#334155', '#f8fafc', '#777777', '#ff0000'];
  const cases: MainBackgroundSettings[] = [];
  for (let i = 0; i < 400; i++) {
    const type = (['color', 'gradient', 'image'] as const)[i % 3]!;
    const pick = () =>
      random() < 0.2 ? corner[Math.floor(random() * corner.length)]! : randomHex();
    cases.push({
      ...defaults,
      type,
      color: pick(),
      gradientStart: pick(),
      gradientEnd: pick(),
      imageUrl: type === 'image' ? IMAGE : '',
      opacity: random() < 0.5 ? 100 : Math.round(random() * 100),
    });
  }
  cases.push({ ...defaults, type: 'gradient', gradientStart: '#000000', gradientEnd: '#ffffff' });

  it.each(cases.map((c) => [c.type, c.color, c.gradientStart, c.gradientEnd, c.opacity, c]))(
    '%s %s %s-%s at %i%%: text and muted text at 4.5:1 or more',
    (...args) => {
      const settings = args[5] as MainBackgroundSettings;
      const css = mainBackgroundCss(settings);
      const seen = seenColours(settings, css.background);
      for (const behind of seen) {
        for (const text of [css.foreground, css.mutedForeground]) {
          expect(contrastRatio(behind, parseHexColor(text)!)).toBeGreaterThanOrEqual(4.5);
        }
      }
      // a plain colour is painted as the one colour the layer would have shown (issue 45),
      // and the text reads on it as painted (rounded to a hex colour)
      if (css.plain === null) {
        expect(settings.type === 'color').toBe(false);
        return;
      }
      expect(seen).toHaveLength(1);
      parseHexColor(css.plain)!.forEach((c, i) =>
        expect(Math.abs(c - seen[0]![i]!)).toBeLessThanOrEqual(0.5),
      );
      for (const text of [css.foreground, css.mutedForeground]) {
        expect(
          contrastRatio(parseHexColor(css.plain)!, parseHexColor(text)!),
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('leaves a background alone when a text colour already reads on it', () => {
    for (const color of ['#F8FAFC', '#ffffff', '#0f172a', '#1e293b']) {
      expect(mainBackgroundCss({ ...defaults, color }).background).toBe(color);
    }
  });
});
