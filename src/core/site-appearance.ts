import {
  mainAnimationRuns,
  mainAnimationStyleSheet,
  type MainAnimationSettings,
  type MotionSettings,
} from './main-animation';
import { mainBackgroundCss, type MainBackgroundSettings } from './main-background';
import { parseHexColor, readableColors } from './readable-colors';

/*
 * The admin's look (Background and Badge Styling tabs) as CSS custom properties. The server
 * writes them into the head of every page, so a visitor never sees the default look first;
 * the admin panel's previews set the same properties on a preview box. Components read only
 * the variables (src/web/styles.css, components/ui/badge.tsx).
 */

/** The Badge Styling settings (a structural type: the contract's badge settings fit it). */
export type BadgeStyleSettings = {
  primaryBadge: string;
  primaryText: string;
  primaryHover: string;
  primaryTextHover: string;
  successBadge: string;
  successText: string;
  successHover: string;
  successTextHover: string;
  warningBadge: string;
  warningText: string;
  warningHover: string;
  warningTextHover: string;
  errorBadge: string;
  errorText: string;
  errorHover: string;
  errorTextHover: string;
  roundness: 'full' | 'lg' | 'md' | 'sm' | 'none';
  borderWidth: number;
  borderColor: string;
  shadowType: 'none' | 'sm' | 'md' | 'lg';
  shadowColor: string;
  shadowIntensity: 'light' | 'medium' | 'strong';
};

export const BADGE_RADIUS: Record<BadgeStyleSettings['roundness'], string> = {
  full: '9999px',
  lg: '0.5rem',
  md: '0.375rem',
  sm: '0.25rem',
  none: '0',
};

const SHADOW_GEOMETRY: Record<BadgeStyleSettings['shadowType'], string | null> = {
  none: null,
  sm: '0 1px 2px',
  md: '0 4px 6px',
  lg: '0 10px 15px',
};

const SHADOW_ALPHA: Record<BadgeStyleSettings['shadowIntensity'], number> = {
  light: 0.15,
  medium: 0.25,
  strong: 0.4,
};

/** The badge's box-shadow, or 'none'. */
export function badgeShadow(settings: BadgeStyleSettings): string {
  const geometry = SHADOW_GEOMETRY[settings.shadowType];
  const rgb = parseHexColor(settings.shadowColor);
  if (!geometry || !rgb) return 'none';
  return `${geometry} rgba(${rgb.join(', ')}, ${SHADOW_ALPHA[settings.shadowIntensity]})`;
}

/** The four filled badge styles: ACTIVE primary, PENDING success, warning/special, REDUCED error. */
export const FILLED_BADGE_KINDS = ['primary', 'success', 'warning', 'error'] as const;
export type FilledBadgeKind = (typeof FILLED_BADGE_KINDS)[number];

/** Each filled style's [background, text, hover background, hover text] settings. */
export const BADGE_COLOR_FIELDS: Record<
  FilledBadgeKind,
  [
    keyof BadgeStyleSettings,
    keyof BadgeStyleSettings,
    keyof BadgeStyleSettings,
    keyof BadgeStyleSettings,
  ]
> = {
  primary: ['primaryBadge', 'primaryText', 'primaryHover', 'primaryTextHover'],
  success: ['successBadge', 'successText', 'successHover', 'successTextHover'],
  warning: ['warningBadge', 'warningText', 'warningHover', 'warningTextHover'],
  error: ['errorBadge', 'errorText', 'errorHover', 'errorTextHover'],
};

const validColor = (value: string, fallback: string) => (parseHexColor(value) ? value : fallback);

/**
 * The --badge-* variables. Text and background pairs below the WCAG AA ratio are painted with
 * the background nudged until they read (the panel warns the admin about such a pair).
 */
export function badgeCssVariables(settings: BadgeStyleSettings): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const kind of FILLED_BADGE_KINDS) {
    const [bg, fg, hoverBg, hoverFg] = BADGE_COLOR_FIELDS[kind];
    const normal = readableColors(String(settings[bg]), String(settings[fg]));
    const hover = readableColors(String(settings[hoverBg]), String(settings[hoverFg]));
    variables[`--badge-${kind}-bg`] = validColor(normal.background, 'transparent');
    variables[`--badge-${kind}-fg`] = validColor(normal.text, 'currentColor');
    variables[`--badge-${kind}-hover-bg`] = validColor(hover.background, 'transparent');
    variables[`--badge-${kind}-hover-fg`] = validColor(hover.text, 'currentColor');
  }
  variables['--badge-radius'] = BADGE_RADIUS[settings.roundness] ?? BADGE_RADIUS.full;
  variables['--badge-border-width'] =
    `${Math.min(3, Math.max(0, Math.round(settings.borderWidth) || 0))}px`;
  variables['--badge-border-color'] = validColor(settings.borderColor, 'transparent');
  variables['--badge-shadow'] = badgeShadow(settings);
  return variables;
}

/**
 * The main area's --main-background, its opacity, the colours of text on it, and where it is
 * painted: a plain colour on the area itself (--main-background-plain), anything else on the
 * layer under the content (--main-background-layer shows it).
 */
export function mainBackgroundCssVariables(
  settings: MainBackgroundSettings,
): Record<string, string> {
  const { background, opacity, foreground, mutedForeground, plain } = mainBackgroundCss(settings);
  return {
    '--main-background': background,
    '--main-background-opacity': String(opacity),
    '--main-foreground': foreground,
    '--main-muted-foreground': mutedForeground,
    // a plain colour on the area itself and no layer; the layer only for gradients and images
    '--main-background-plain': plain ?? 'transparent',
    '--main-background-layer': plain ? 'none' : 'block',
  };
}

/** The look of the visitor pages: the main area's background and animation, the badges. */
export type SiteAppearance = {
  background: MainBackgroundSettings;
  badges: BadgeStyleSettings;
  animation?: MainAnimationSettings;
  /** The Performance tab's heavy animations and reduced motion toggles. */
  motion?: MotionSettings;
};

/**
 * The stylesheet the server writes into every page's head: the look's variables and, when the
 * main area moves, its animation (main-animation.ts).
 */
export function appearanceStyleSheet(appearance: SiteAppearance): string {
  const variables = {
    ...mainBackgroundCssVariables(appearance.background),
    ...badgeCssVariables(appearance.badges),
  };
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // values are hex colours, known keywords and checked addresses; '<' can never close the tag
  // html:root outranks the app stylesheet's :root defaults wherever each stylesheet stands
  const { animation, motion } = appearance;
  const moving =
    animation && motion
      ? mainAnimationStyleSheet(animation, {
          runs: mainAnimationRuns(appearance.background, motion),
          opacity: mainBackgroundCss(appearance.background).opacity,
        })
      : '';
  return `html:root{${body.replace(/</g, '')}}${moving}`;
}
