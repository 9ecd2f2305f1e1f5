import { z } from 'zod';

/*
 * Badge styling (back-office spec, Badge Styling tab): its own module because the visitor
 * pages need it (GET /api/badge-settings) without the rest of the admin settings.
 */

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Use a hex color such as #16A34A');

export const customBadgeSchema = z.object({
  enabled: z.boolean().default(false),
  text: z.string().max(40).default(''),
  backgroundColor: hexColor.default('#1E40AF'),
  textColor: hexColor.default('#FFFFFF'),
});

/**
 * Badge colors: ACTIVE = primary (green), PENDING = success (red), SOLD = warning (gray),
 * REDUCED = error (amber). The defaults pass the panel's own contrast check, white text at
 * 4.5:1 or more (issue 41: #16A34A and #D97706 were 3.3 and 3.2).
 */
export const badgeSettingsSchema = z.object({
  primaryBadge: hexColor.default('#15803D'),
  primaryText: hexColor.default('#FFFFFF'),
  primaryHover: hexColor.default('#166534'),
  primaryTextHover: hexColor.default('#FFFFFF'),
  successBadge: hexColor.default('#DC2626'),
  successText: hexColor.default('#FFFFFF'),
  successHover: hexColor.default('#B91C1C'),
  successTextHover: hexColor.default('#FFFFFF'),
  warningBadge: hexColor.default('#6B7280'),
  warningText: hexColor.default('#FFFFFF'),
  warningHover: hexColor.default('#4B5563'),
  warningTextHover: hexColor.default('#FFFFFF'),
  errorBadge: hexColor.default('#B45309'),
  errorText: hexColor.default('#FFFFFF'),
  errorHover: hexColor.default('#92400E'),
  errorTextHover: hexColor.default('#FFFFFF'),
  roundness: z.enum(['full', 'lg', 'md', 'sm', 'none']).default('full'),
  borderWidth: z.number().int().min(0).max(3).default(0),
  borderColor: hexColor.default('#E2E8F0'),
  shadowType: z.enum(['none', 'sm', 'md', 'lg']).default('none'),
  shadowColor: hexColor.default('#000000'),
  shadowIntensity: z.enum(['light', 'medium', 'strong']).default('light'),
  customBadges: z.record(z.string(), customBadgeSchema).default({}),
});
