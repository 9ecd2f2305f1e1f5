import { z } from 'zod';
import { uiSettingsSchema } from './ui-settings';
import { text } from './primitives';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready's 200; a 503 is the API's error shape (`UNAVAILABLE`). */
export const readinessResponseSchema = z.object({ status: z.literal('ready') });

/**
 * Who runs the site: shown in the header, hero, footer and page metadata. The admin panel's
 * General tab sets each field; a blank one is the SITE_* variable's.
 */
export const siteIdentitySchema = z.object({
  agentName: z.string(),
  teamName: z.string(),
  phone: z.string(),
  photoUrl: z.string(),
  officeAddress: z.string(),
  aboutUrl: z.string(),
  mlsName: z.string(),
  /** The bridge-loan lender's sign-up page, opened by the calculator's apply link. */
  bridgeLenderUrl: z.string(),
});
export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

export const siteInfoResponseSchema = z.object({
  identity: siteIdentitySchema,
  /**
   * The General tab's Company Description, present only when set: the site's default meta
   * description (the home page's and every page without one of its own).
   */
  description: z.string().optional(),
  /** When our copy of the MLS listings last changed (ISO), or null before the first sync. */
  listingsUpdatedAt: z.string().nullable(),
  googleSignInEnabled: z.boolean(),
  /**
   * Where listing photos may come from (origins such as https://cdn.photos.sparkplatform.com,
   * or a path prefix of our own origin for the offline feed); cards show others as 'No Photo Available'.
   */
  photoSources: z.array(z.string()),
  /**
   * The admin's layout choices that visitor pages apply (UI Settings). The look (background,
   * badges) is not here: the server writes it into each page's head as CSS variables.
   */
  appearance: z.object({ ui: uiSettingsSchema }),
  /** Where the maps' tiles come from (core/map-tile-source.ts, decision 026). */
  mapTiles: z.object({
    provider: z.enum(['openstreetmap', 'google']),
    urlTemplate: z.string(),
    attribution: z.object({ text: z.string(), url: z.string() }),
    maxZoom: z.number().int(),
  }),
});
export type SiteInfoResponse = z.infer<typeof siteInfoResponseSchema>;

/** Browser errors reported to the server log ("unhandled rejections and global errors are only logged"). */
export const clientErrorReportSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection', 'render']),
  message: text({ max: 2000 }).min(1, 'Message is required'),
  stack: text({ max: 8000, trim: false }).optional(),
  url: text({ max: 2000 }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
