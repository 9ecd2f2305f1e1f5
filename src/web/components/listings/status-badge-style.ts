import type { CSSProperties } from 'react';
import {
  badgeSettingsResponseSchema,
  type BadgeSettingsResponse,
} from '../../../contract/properties';
import { cardBadgeStyle, type CardBadgeStyle } from '../../../core/listing-display';
import { parseHexColor, readableColors } from './readable-colors';

export type BadgeSettings = BadgeSettingsResponse['badgeSettings'];

/** The admin defaults, used until (or when) GET /api/badge-settings answers. */
export const DEFAULT_BADGE_SETTINGS: BadgeSettings =
  badgeSettingsResponseSchema.shape.badgeSettings.parse({});

const RADIUS: Record<BadgeSettings['roundness'], string> = {
  full: '9999px',
  lg: '0.5rem',
  md: '0.375rem',
  sm: '0.25rem',
  none: '0',
};

const SHADOW_GEOMETRY: Record<BadgeSettings['shadowType'], string | null> = {
  none: null,
  sm: '0 1px 2px',
  md: '0 4px 6px',
  lg: '0 10px 15px',
};

const SHADOW_ALPHA: Record<BadgeSettings['shadowIntensity'], number> = {
  light: 0.15,
  medium: 0.25,
  strong: 0.4,
};

function shadow(settings: BadgeSettings): string {
  const geometry = SHADOW_GEOMETRY[settings.shadowType];
  const rgb = parseHexColor(settings.shadowColor);
  if (!geometry || !rgb) return 'none';
  return `${geometry} rgba(${rgb.join(', ')}, ${SHADOW_ALPHA[settings.shadowIntensity]})`;
}

const FILLED: Record<
  Exclude<CardBadgeStyle, 'outline'>,
  [keyof BadgeSettings, keyof BadgeSettings]
> = {
  primary: ['primaryBadge', 'primaryText'],
  success: ['successBadge', 'successText'],
  error: ['errorBadge', 'errorText'],
};

/**
 * The inline style of a card's status badge (visitor spec section 4): ACTIVE primary, PENDING
 * success, REDUCED error, SOLD outline; shape, border and shadow from the admin's settings.
 */
export function statusBadgeStyle(
  status: string,
  settings: BadgeSettings = DEFAULT_BADGE_SETTINGS,
): { kind: CardBadgeStyle; style: CSSProperties } {
  const kind = cardBadgeStyle(status);
  const frame: CSSProperties = {
    borderRadius: RADIUS[settings.roundness],
    borderStyle: 'solid',
    borderWidth: `${settings.borderWidth}px`,
    borderColor: settings.borderColor,
    boxShadow: shadow(settings),
  };
  if (kind === 'outline') {
    // The outline badge sits on the white card, so it takes the page's text colour.
    return {
      kind,
      style: {
        ...frame,
        borderWidth: `${Math.max(1, settings.borderWidth)}px`,
        borderColor: 'currentColor',
        backgroundColor: 'transparent',
        color: 'var(--foreground)',
      },
    };
  }
  const [bgKey, textKey] = FILLED[kind];
  const colors = readableColors(String(settings[bgKey]), String(settings[textKey]));
  return { kind, style: { ...frame, backgroundColor: colors.background, color: colors.text } };
}
