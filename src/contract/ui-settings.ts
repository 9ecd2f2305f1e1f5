import { z } from 'zod';

/**
 * The admin's UI Settings (back-office spec section 2), applied on the visitor home page: a
 * module of its own because every page's site info carries it, and visitors must not download
 * the rest of the admin settings.
 */
export const uiSettingsSchema = z.object({
  /** The home page's search sidebar on wide screens. */
  sidebarDefault: z.enum(['expanded', 'collapsed']).default('expanded'),
  searchAutoFocus: z.boolean().default(false),
  compactView: z.boolean().default(false),
});
