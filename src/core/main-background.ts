/**
 * The main area's background (back-office spec section 2, Background tab) as CSS: the admin
 * panel's preview and the server, which writes the same CSS into every page, both use it.
 * The values end up inside a stylesheet, so anything that is not a plain hex colour, a known
 * direction or a safe address is left out rather than written.
 */

import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor, toHex, type Rgb } from './readable-colors';

export type MainBackgroundType = 'color' | 'gradient' | 'image';

/** The Background editor's settings (a structural type: the contract's settings fit it). */
export type MainBackgroundSettings = {
  type: MainBackgroundType;
  color: string;
  gradientDirection: string;
  gradientStart: string;
  gradientEnd: string;
  imageUrl: string;
  /** Percent, 0-100. */
  opacity: number;
};

export type MainBackgroundCss = {
  /** A value for the CSS `background` shorthand. */
  background: string;
  /** 0-1, for the layer that carries the background (not the page's content). */
  opacity: number;
  /** The colour of text that sits on the main area: headings, prices, addresses. */
  foreground: string;
  /** Its quieter secondary text (subtitles, counts). */
  mutedForeground: string;
  /**
   * The one opaque colour a plain-colour background shows (its veil and its fading over the
   * page worked in), or null for a gradient or an image. A plain colour is painted on the main
   * area itself rather than on the layer under the content, so that a checker (axe) can read
   * the background behind the text and measure its contrast (issue 45).
   */
  plain: string | null;
};

/** What is painted when a colour is not a hex colour: the page's own background shows. */
export const NO_BACKGROUND = 'transparent';

/**
 * The visitor pages' look while no admin has saved a background (the visitor spec's
 * defaults: #F8FAFC, a gradient ending in #E2E8F0, 'to bottom'). The panel's own first values
 * are the settings contract's (#1e293b to #334155, to bottom right): decision 019.
 */
export const VISITOR_BACKGROUND_DEFAULTS: MainBackgroundSettings = {
  type: 'color',
  color: '#F8FAFC',
  gradientDirection: 'to bottom',
  gradientStart: '#F8FAFC',
  gradientEnd: '#E2E8F0',
  imageUrl: '',
  opacity: 100,
};

/** The direction used when the stored one is not one of the eight (the visitor default). */
export const FALLBACK_GRADIENT_DIRECTION = VISITOR_BACKGROUND_DEFAULTS.gradientDirection;

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** 'to top', 'to bottom', 'to left', 'to right' and the four diagonals. */
const GRADIENT_DIRECTION = /^to (?:(?:top|bottom)(?: (?:left|right))?|left|right)$/;
/** An address of URL characters only: no quote, backslash, angle bracket or white space. */
const SAFE_URL = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

const color = (value: string) => (HEX_COLOR.test(value.trim()) ? value.trim() : NO_BACKGROUND);

const direction = (value: string) =>
  GRADIENT_DIRECTION.test(value.trim()) ? value.trim() : FALLBACK_GRADIENT_DIRECTION;

/** Percent (0-100) as a fraction (0-1); anything not a number is fully opaque. */
function opacity(percent: number): number {
  if (!Number.isFinite(percent)) return 1;
  return Math.min(100, Math.max(0, percent)) / 100;
}

/** The page under the main area's layer (--app-background): what a faded layer lets through. */
const PAGE_BACKGROUND: Rgb = [248, 250, 252];

/** The two sets of text colours the main area can take: dark on light, light on dark. */
export const MAIN_TEXT_TONES = {
  dark: { foreground: '#0f172a', mutedForeground: '#334155' },
  light: { foreground: '#ffffff', mutedForeground: '#e2e8f0' },
} as const;
type Tone = keyof typeof MAIN_TEXT_TONES;

/**
 * A veil over a background that no single text colour reads on (an image, or a gradient from
 * dark to light): light under dark text, dark under light text. At 72% it keeps the AA ratio
 * over any picture, black or white, and still lets it show.
 */
const SCRIMS: Record<Tone, { rgb: Rgb; css: string }> = {
  dark: { rgb: [248, 250, 252], css: 'rgba(248, 250, 252, 0.72)' },
  light: { rgb: [15, 23, 42], css: 'rgba(15, 23, 42, 0.72)' },
};
const SCRIM_ALPHA = 0.72;

const mix = (top: Rgb, bottom: Rgb, alpha: number): Rgb =>
  top.map((c, i) => c * alpha + (bottom[i] ?? 0) * (1 - alpha)) as Rgb;

/** The lowest contrast of a tone's two text colours over every colour the area can show. */
function worstContrast(tone: Tone, colors: Rgb[]): number {
  const { foreground, mutedForeground } = MAIN_TEXT_TONES[tone];
  const texts = [parseHexColor(foreground)!, parseHexColor(mutedForeground)!];
  return Math.min(...colors.flatMap((bg) => texts.map((text) => contrastRatio(bg, text))));
}

/**
 * The tone of text for the area and whether it needs the veil (issue 41: headings stayed dark
 * on an admin's dark gradient). `painted` are the colours the layer paints; an image may be
 * any colour, so it is judged over black and white and always veiled, in the tone its
 * fallback colour calls for (an admin matches that colour to the picture).
 */
function textTone(
  painted: Rgb[],
  alpha: number,
  image: Rgb | null,
): { tone: Tone; scrim: boolean } {
  const seen = (colors: Rgb[]) => colors.map((c) => mix(c, PAGE_BACKGROUND, alpha));
  const veiled = (tone: Tone) => seen(painted.map((c) => mix(SCRIMS[tone].rgb, c, SCRIM_ALPHA)));
  const tones: Tone[] = ['dark', 'light'];
  const best = (colors: (tone: Tone) => Rgb[]) =>
    tones.reduce((a, b) => (worstContrast(b, colors(b)) > worstContrast(a, colors(a)) ? b : a));
  if (image) {
    const tone = best(() => seen([image]));
    // a faded layer shows the light page through: a veil for light text may not be enough
    if (worstContrast(tone, veiled(tone)) >= AA_TEXT_CONTRAST) return { tone, scrim: true };
    return { tone: best(veiled), scrim: true };
  }
  const plain = best(() => seen(painted));
  if (worstContrast(plain, seen(painted)) >= AA_TEXT_CONTRAST) return { tone: plain, scrim: false };
  return { tone: best(veiled), scrim: true };
}

const rgbOf = (value: string) => parseHexColor(color(value)) ?? PAGE_BACKGROUND;

/**
 * The CSS background of the settings: the colour; `linear-gradient(<direction>, start, end)`;
 * or the image centred and covering the area, over the colour (which shows while it loads);
 * and the colour of the text on it, veiled where no text colour would read (see textTone).
 * An image type without a usable address paints the colour.
 */
export function mainBackgroundCss(settings: MainBackgroundSettings): MainBackgroundCss {
  const alpha = opacity(settings.opacity);
  const imageUrl = settings.imageUrl.trim();
  let background: string;
  let painted: Rgb[];
  let image: Rgb | null = null;
  if (settings.type === 'gradient') {
    background = `linear-gradient(${direction(settings.gradientDirection)}, ${color(settings.gradientStart)}, ${color(settings.gradientEnd)})`;
    const [start, end] = [rgbOf(settings.gradientStart), rgbOf(settings.gradientEnd)];
    painted = [start, mix(start, end, 0.5), end];
  } else if (settings.type === 'image' && SAFE_URL.test(imageUrl)) {
    background = `${color(settings.color)} url("${imageUrl}") center / cover no-repeat`;
    image = rgbOf(settings.color);
    painted = [[0, 0, 0], [255, 255, 255], image];
  } else {
    background = color(settings.color);
    painted = [rgbOf(settings.color)];
  }
  const { tone, scrim } = textTone(painted, alpha, image);
  const veil = SCRIMS[tone].css;
  const single = settings.type !== 'gradient' && !image ? painted[0]! : null;
  const shown = (c: Rgb) =>
    mix(scrim ? mix(SCRIMS[tone].rgb, c, SCRIM_ALPHA) : c, PAGE_BACKGROUND, alpha);
  return {
    background: scrim ? `linear-gradient(${veil}, ${veil}), ${background}` : background,
    opacity: alpha,
    ...MAIN_TEXT_TONES[tone],
    plain: single ? toHex(shown(single)) : null,
  };
}
