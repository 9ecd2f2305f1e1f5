import { z } from 'zod';
import { badgeSettingsSchema, hexColor } from './badges';

/**
 * Every settings section of the back-office spec, with its defaults. A stored section is
 * parsed through these schemas on read, so a field added later gets its default.
 */

const optionalUrl = z.union([z.literal(''), z.url('Enter a valid URL')]);

export const animationSettingsSchema = z.object({
  type: z.enum(['zoom-in', 'pan-left', 'pan-right', 'fade-zoom', 'random']).default('random'),
  speed: z.number().int().min(1).max(60).default(15),
  intensity: z.number().int().min(1).max(10).default(5),
});

export const apiSettingsSchema = z.object({
  armls: z
    .object({
      apiKey: z.string().default(''),
      clientId: z.string().default(''),
      clientSecret: z.string().default(''),
      baseUrl: optionalUrl.default(''),
      enabled: z.boolean().default(false),
    })
    .default({ apiKey: '', clientId: '', clientSecret: '', baseUrl: '', enabled: false }),
  googleMaps: z
    .object({ apiKey: z.string().default(''), enabled: z.boolean().default(false) })
    .default({ apiKey: '', enabled: false }),
  googleOAuth: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  followupBoss: z
    .object({
      apiKey: z.string().default(''),
      baseUrl: z.url('Enter a valid URL').default('https://api.followupboss.com/v1'),
      enabled: z.boolean().default(false),
    })
    .default({ apiKey: '', baseUrl: 'https://api.followupboss.com/v1', enabled: false }),
  zillow: z
    .object({
      baseUrl: optionalUrl.default(''),
      maxRequestsPerDay: z.number().int().min(100).max(10000).default(1000),
      enabled: z.boolean().default(false),
    })
    .default({ baseUrl: '', maxRequestsPerDay: 1000, enabled: false }),
  googleForms: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  googleAppsScript: z
    .object({
      webhookUrl: optionalUrl.default(''),
      enabled: z.boolean().default(false),
      formType: z.enum(['google-form', 'google-sheet', 'both']).default('both'),
    })
    .default({ webhookUrl: '', enabled: false, formType: 'both' }),
  sms: z
    .object({ numverifyApiKey: z.string().default(''), abstractApiKey: z.string().default('') })
    .default({ numverifyApiKey: '', abstractApiKey: '' }),
});

export const performanceSettingsSchema = z.object({
  refreshIntervalMinutes: z.number().int().min(1).max(60).default(5),
  maxConcurrentRequests: z.number().int().min(1).max(10).default(3),
  requestThrottleMs: z.number().int().min(100).max(5000).default(1000),
  cacheExpiryMinutes: z.number().int().min(1).max(120).default(15),
  autoRefreshProperties: z.boolean().default(false),
  autoRefreshMarketData: z.boolean().default(false),
  autoRefreshContacts: z.boolean().default(false),
  realTimeUpdates: z.boolean().default(false),
  backgroundProcessing: z.boolean().default(false),
  heavyAnimations: z.boolean().default(true),
  preloadData: z.boolean().default(false),
  autoSave: z.boolean().default(true),
  cacheOptimization: z.boolean().default(true),
  lazyLoading: z.boolean().default(true),
  imageOptimization: z.boolean().default(true),
  reducedMotion: z.boolean().default(false),
});

export const backgroundSettingsSchema = z.object({
  type: z.enum(['color', 'gradient', 'image']).default('color'),
  color: hexColor.default('#F8FAFC'),
  gradientDirection: z
    .enum([
      'to top',
      'to bottom',
      'to left',
      'to right',
      'to top left',
      'to top right',
      'to bottom left',
      'to bottom right',
    ])
    .default('to bottom right'),
  gradientStart: hexColor.default('#1e293b'),
  gradientEnd: hexColor.default('#334155'),
  imageUrl: z.string().default(''),
  opacity: z.number().min(0).max(100).default(100),
});

/** BFR form field code -> CRM custom field name. */
export const fubFieldMappingsSchema = z.record(z.string(), z.string());

export const generalSettingsSchema = z.object({
  applicationName: z.string().max(100).default('Ridgeline'),
  companyDescription: z.string().max(2000).default(''),
});

export const uiSettingsSchema = z.object({
  sidebarDefault: z.enum(['expanded', 'collapsed']).default('expanded'),
  searchAutoFocus: z.boolean().default(false),
  compactView: z.boolean().default(false),
});

export const advancedSettingsSchema = z.object({
  cacheDurationMinutes: z.number().int().min(1).max(1440).default(30),
  apiRateLimitPerMinute: z.number().int().min(1).max(10000).default(100),
  logLevel: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
  testMode: z.boolean().default(false),
});

export const adminSettingsSchema = z.object({
  animationSettings: animationSettingsSchema.default(() => animationSettingsSchema.parse({})),
  badgeSettings: badgeSettingsSchema.default(() => badgeSettingsSchema.parse({})),
  apiSettings: apiSettingsSchema.default(() => apiSettingsSchema.parse({})),
  performanceSettings: performanceSettingsSchema.default(() => performanceSettingsSchema.parse({})),
  backgroundSettings: backgroundSettingsSchema.default(() => backgroundSettingsSchema.parse({})),
  fubFieldMappings: fubFieldMappingsSchema.default({}),
  generalSettings: generalSettingsSchema.default(() => generalSettingsSchema.parse({})),
  uiSettings: uiSettingsSchema.default(() => uiSettingsSchema.parse({})),
  advancedSettings: advancedSettingsSchema.default(() => advancedSettingsSchema.parse({})),
});

export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** The settings a fresh installation starts with. */
export function defaultAdminSettings(): AdminSettings {
  return adminSettingsSchema.parse({});
}
