/**
 * The main area's background (back-office spec section 2, Background tab) as CSS: the admin
 * panel's preview and the server, which writes the same CSS into every page, both use it.
 * The values end up inside a stylesheet, so anything that is not a plain hex colour, a known
 * direction or a safe address is left out rather than written.
 */

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

/**
 * The CSS background of the settings: the colour; `linear-gradient(<direction>, start, end)`;
 * or the image centred and covering the area, over the colour (which shows while it loads).
 * An image type without a usable address paints the colour.
 */
export function mainBackgroundCss(settings: MainBackgroundSettings): MainBackgroundCss {
  const alpha = opacity(settings.opacity);
  if (settings.type === 'gradient') {
    return {
      background: `linear-gradient(${direction(settings.gradientDirection)}, ${color(settings.gradientStart)}, ${color(settings.gradientEnd)})`,
      opacity: alpha,
    };
  }
  const imageUrl = settings.imageUrl.trim();
  if (settings.type === 'image' && SAFE_URL.test(imageUrl)) {
    return {
      background: `${color(settings.color)} url("${imageUrl}") center / cover no-repeat`,
      opacity: alpha,
    };
  }
  return { background: color(settings.color), opacity: alpha };
}
