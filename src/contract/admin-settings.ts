import { z } from 'zod';
import {
  ENTRY_ID_PATTERN,
  GOOGLE_FORMS_LEAD_FIELDS,
  type GoogleFormsLeadField,
} from '../core/google-forms';
import { LISTING_DATA_DEFAULT_BASE_URL } from '../core/mls-feed';
import { LEAD_ROUTING_MODES } from '../core/lead-routing';
import { digitsOnly } from '../core/number-format';
import { badgeSettingsSchema, hexColor } from './badges';
import { intValue, text } from './primitives';
import { uiSettingsSchema } from './ui-settings';

export { uiSettingsSchema };

/**
 * Every settings section of the back-office spec, with its defaults. A stored section is
 * parsed through these schemas on read, so a field added later gets its default. Ranges and
 * messages are section 5 of the back-office spec.
 */

const url = (message = 'Enter a valid URL') =>
  text({ max: 2000 }).pipe(z.url({ protocol: /^https?$/, error: message }));
const optionalUrl = z.union([z.literal(''), url()]);

/** A stored secret: encrypted at rest by the server ('enc:v1:…'), or '' when not set. */
const storedSecret = z.string().default('');

export const ANIMATION_TYPES = ['zoom-in', 'pan-left', 'pan-right', 'fade-zoom', 'random'] as const;

export const ANIMATION_MESSAGES = {
  type: 'Choose zoom-in, pan-left, pan-right, fade-zoom or random',
  speed: 'Speed is 1-60 seconds',
  intensity: 'Intensity is 1-10',
} as const;

/** The main area's animation: a movement, the seconds one sweep takes, how far it moves. */
export const animationSettingsSchema = z.object({
  type: z.enum(ANIMATION_TYPES, { error: ANIMATION_MESSAGES.type }).default('random'),
  speed: z
    .number({ error: ANIMATION_MESSAGES.speed })
    .int(ANIMATION_MESSAGES.speed)
    .min(1, ANIMATION_MESSAGES.speed)
    .max(60, ANIMATION_MESSAGES.speed)
    .default(15),
  intensity: z
    .number({ error: ANIMATION_MESSAGES.intensity })
    .int(ANIMATION_MESSAGES.intensity)
    .min(1, ANIMATION_MESSAGES.intensity)
    .max(10, ANIMATION_MESSAGES.intensity)
    .default(5),
});

export const GOOGLE_APPS_SCRIPT_FORM_TYPES = ['google-form', 'google-sheet', 'both'] as const;

export const ENTRY_ID_MESSAGE = 'Enter the entry id, like entry.1234567';

/** One question's entry id of the legacy Google Form ('' leaves the lead field out). */
const entryId = text({ max: 40, maxMessage: ENTRY_ID_MESSAGE })
  .refine((value) => value === '' || ENTRY_ID_PATTERN.test(value), ENTRY_ID_MESSAGE)
  .default('');

/**
 * Lead field -> the form's entry id. An entry takes one field: two fields sent to one question
 * would arrive as one answer made of both, which nobody asked for.
 */
const googleFormsEntryIdsSchema = z
  .object(
    Object.fromEntries(GOOGLE_FORMS_LEAD_FIELDS.map(({ key }) => [key, entryId])) as Record<
      GoogleFormsLeadField,
      typeof entryId
    >,
  )
  .superRefine((ids, ctx) => {
    const firstUse = new Map<string, string>();
    for (const { key, label } of GOOGLE_FORMS_LEAD_FIELDS) {
      const id = ids[key];
      if (!id) continue;
      const earlier = firstUse.get(id);
      if (earlier === undefined) firstUse.set(id, label);
      else
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${id} is already used for ${earlier}`,
        });
    }
  });

export const apiSettingsSchema = z.object({
  armls: z
    .object({
      /** The Spark access token (bearer) of the MLS feed. Secret. */
      apiKey: storedSecret,
      clientId: text({ max: 500 }).default(''),
      /** Secret. */
      clientSecret: storedSecret,
      baseUrl: optionalUrl.default(LISTING_DATA_DEFAULT_BASE_URL),
      enabled: z.boolean().default(false),
    })
    .default({
      apiKey: '',
      clientId: '',
      clientSecret: '',
      baseUrl: LISTING_DATA_DEFAULT_BASE_URL,
      enabled: false,
    }),
  googleMaps: z
    .object({ apiKey: storedSecret, enabled: z.boolean().default(false) })
    .default({ apiKey: '', enabled: false }),
  googleOAuth: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  followupBoss: z
    .object({
      apiKey: storedSecret,
      baseUrl: url('Enter a valid URL').default('https://api.followupboss.com/v1'),
      enabled: z.boolean().default(false),
    })
    .default({ apiKey: '', baseUrl: 'https://api.followupboss.com/v1', enabled: false }),
  zillow: z
    .object({
      baseUrl: optionalUrl.default(''),
      maxRequestsPerDay: z
        .number({ error: 'Enter a number from 100 to 10000' })
        .int('Enter a whole number')
        .min(100, 'At least 100 requests per day')
        .max(10000, 'At most 10000 requests per day')
        .default(1000),
      enabled: z.boolean().default(false),
    })
    .default({ baseUrl: '', maxRequestsPerDay: 1000, enabled: false }),
  /** The legacy Google Forms destination: on by default, but sends nothing until configured. */
  googleForms: z
    .object({
      enabled: z.boolean().default(true),
      /** The form's link (…/viewform) or its …/formResponse address; '' when none. */
      responseUrl: optionalUrl.default(''),
      entryIds: googleFormsEntryIdsSchema.default(() => googleFormsEntryIdsSchema.parse({})),
    })
    .default(() => ({
      enabled: true,
      responseUrl: '',
      entryIds: googleFormsEntryIdsSchema.parse({}),
    })),
  googleAppsScript: z
    .object({
      webhookUrl: optionalUrl.default(''),
      enabled: z.boolean().default(false),
      formType: z.enum(GOOGLE_APPS_SCRIPT_FORM_TYPES).default('both'),
    })
    .default({ webhookUrl: '', enabled: false, formType: 'both' }),
  sms: z
    .object({ numverifyApiKey: storedSecret, abstractApiKey: storedSecret })
    .default({ numverifyApiKey: '', abstractApiKey: '' }),
});

/** Messages of the performance form (back-office spec section 5). */
const boundedInt = (min: number, max: number, unit: string) =>
  z
    .number({ error: `Enter ${min}-${max} ${unit}` })
    .int('Enter a whole number')
    .min(min, `Enter ${min}-${max} ${unit}`)
    .max(max, `Enter ${min}-${max} ${unit}`);

export const performanceSettingsSchema = z.object({
  refreshIntervalMinutes: boundedInt(1, 60, 'minutes').default(5),
  maxConcurrentRequests: boundedInt(1, 10, 'requests').default(3),
  requestThrottleMs: boundedInt(100, 5000, 'ms').default(1000),
  cacheExpiryMinutes: boundedInt(1, 120, 'minutes').default(15),
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

export const GRADIENT_DIRECTIONS = [
  'to top',
  'to bottom',
  'to left',
  'to right',
  'to top left',
  'to top right',
  'to bottom left',
  'to bottom right',
] as const;

/** Where an uploaded background image is served (POST /api/admin/background/image). */
export const SITE_IMAGE_PATH = '/site-images/';
/** The address of an uploaded image: its SHA-256 and its type's extension. */
export const SITE_IMAGE_URL_PATTERN = /^\/site-images\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

export const backgroundSettingsSchema = z.object({
  type: z.enum(['color', 'gradient', 'image']).default('color'),
  color: hexColor.default('#F8FAFC'),
  gradientDirection: z.enum(GRADIENT_DIRECTIONS).default('to bottom right'),
  gradientStart: hexColor.default('#1e293b'),
  gradientEnd: hexColor.default('#334155'),
  /** An image uploaded through the panel ('/site-images/…'), never a data URL (DESIGN 6.14). */
  imageUrl: z
    .union([
      z.literal(''),
      text({ max: 200 }).regex(SITE_IMAGE_URL_PATTERN, 'Upload the image through the panel'),
    ])
    .default(''),
  opacity: z
    .number({ error: 'Opacity is 0-100' })
    .min(0, 'Opacity is 0-100')
    .max(100, 'Opacity is 0-100')
    .default(100),
});

/** BFR form field code -> CRM custom field name. */
export const fubFieldMappingsSchema = z.record(text({ max: 100 }), text({ max: 200 }));

/** The General tab's messages. */
export const GENERAL_MESSAGES = {
  phone: 'Enter a valid phone number',
  link: 'Enter a full web address that starts with https:// or http://',
  photo: 'Upload the photo through the panel',
} as const;

/** A link the site opens for visitors: http(s) only ('' uses the environment's). */
const identityLink = text({ max: 500, maxMessage: 'At most 500 characters' })
  .refine(
    (value) =>
      value === '' || z.url({ protocol: /^https?$/, hostname: /\./ }).safeParse(value).success,
    GENERAL_MESSAGES.link,
  )
  .default('');

export const generalSettingsSchema = z
  .object({
    /** The site's name in the header and page titles; blank uses SITE_TEAM_NAME. */
    applicationName: text({ max: 100 }).default(''),
    /** The team in a few sentences: the site's default meta description when set. */
    companyDescription: text({ max: 2000 }).default(''),
    /*
     * Who runs the site, as visitors see it in the header, footer and contact cards. Each blank
     * field uses its SITE_* variable (agent name, phone, photo, office address, links).
     */
    agentName: text({ max: 100 }).default(''),
    /** An image uploaded through the panel ('/site-images/…'), like the background's. */
    agentPhotoUrl: text({ max: 200, maxMessage: GENERAL_MESSAGES.photo })
      .refine((value) => value === '' || SITE_IMAGE_URL_PATTERN.test(value), GENERAL_MESSAGES.photo)
      .default(''),
    // the lead form's rule: digits with the usual separators, ten digits at least
    phone: text({ max: 30, maxMessage: GENERAL_MESSAGES.phone })
      .refine(
        (value) =>
          value === '' || (/^[0-9+().\-\s]+$/.test(value) && digitsOnly(value).length >= 10),
        GENERAL_MESSAGES.phone,
      )
      .default(''),
    officeAddress: text({ max: 200 }).default(''),
    /** The header's About button (the agent's own site). */
    aboutUrl: identityLink,
    /** The bridge-loan lender's sign-up page, opened by the calculator's apply link. */
    bridgeLenderUrl: identityLink,
    /** Who is e-mailed about each new lead (comma-separated); blank: every admin. */
    leadAlertEmails: text({ max: 1000 })
      .refine(
        (value) =>
          value
            .split(',')
            .map((address) => address.trim())
            .filter(Boolean)
            .every((address) => z.email().safeParse(address).success),
        'Enter e-mail addresses separated by commas',
      )
      .default(''),
    /** Who new leads are assigned to (core/lead-routing.ts): nobody, one agent, or in turn. */
    leadRouting: z.enum(LEAD_ROUTING_MODES).default('none'),
    /** The agent of the 'oneAgent' rule (an account with the agent role). */
    leadRoutingAgentId: intValue('Choose the agent who receives new leads', { min: 1 })
      .nullable()
      .default(null),
  })
  .superRefine((general, context) => {
    if (general.leadRouting === 'oneAgent' && general.leadRoutingAgentId === null) {
      context.addIssue({
        code: 'custom',
        path: ['leadRoutingAgentId'],
        message: 'Choose the agent who receives new leads',
      });
    }
  });

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;

export const advancedSettingsSchema = z.object({
  /** How long a public search reply is reused while the listings behind it are unchanged. */
  cacheDurationMinutes: boundedInt(1, 1440, 'minutes').default(30),
  /** Requests per minute each visitor (IP) may make to the public listings API. */
  apiRateLimitPerMinute: boundedInt(10, 10000, 'requests per minute').default(100),
  logLevel: z.enum(LOG_LEVELS).default('info'),
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
export type AdminSettingsSection = keyof AdminSettings;
export type ApiSettings = AdminSettings['apiSettings'];
export type PerformanceSettings = AdminSettings['performanceSettings'];
export type BackgroundSettings = AdminSettings['backgroundSettings'];
export type UiSettings = AdminSettings['uiSettings'];
export type AnimationSettings = AdminSettings['animationSettings'];

export const ADMIN_SETTINGS_SECTIONS = Object.keys(
  adminSettingsSchema.shape,
) as AdminSettingsSection[];

/** The settings a fresh installation starts with. */
export function defaultAdminSettings(): AdminSettings {
  return adminSettingsSchema.parse({});
}

// ---------------------------------------------------------------------------------------------
// Secrets: stored encrypted, never sent back.

/** The secret fields of each API section: never in a reply, never in a log or the audit trail. */
export const SECRET_FIELDS = {
  armls: ['apiKey', 'clientSecret'],
  googleMaps: ['apiKey'],
  followupBoss: ['apiKey'],
  sms: ['numverifyApiKey', 'abstractApiKey'],
} as const satisfies { [S in keyof ApiSettings]?: readonly (keyof ApiSettings[S])[] };

/** What the panel sees of a secret: whether one is stored and a masked hint ('••••1a2b'). */
export const secretViewSchema = z.object({ isSet: z.boolean(), hint: z.string() });
export type SecretView = z.infer<typeof secretViewSchema>;

/**
 * A secret in an update: a new value replaces the stored one; '' or an absent field keeps it
 * (the panel's inputs start blank); null removes it.
 */
const secretInput = text({ max: 500, maxMessage: 'At most 500 characters' }).nullable().optional();

// ---------------------------------------------------------------------------------------------
// Replies

const apiSettingsShape = apiSettingsSchema.shape;
const unwrapObject = <T extends z.ZodDefault<z.ZodObject>>(schema: T) =>
  schema.unwrap() as T extends z.ZodDefault<infer O> ? O : never;

export const apiSettingsViewSchema = z.object({
  armls: unwrapObject(apiSettingsShape.armls).extend({
    apiKey: secretViewSchema,
    clientSecret: secretViewSchema,
  }),
  googleMaps: unwrapObject(apiSettingsShape.googleMaps).extend({ apiKey: secretViewSchema }),
  googleOAuth: unwrapObject(apiSettingsShape.googleOAuth),
  followupBoss: unwrapObject(apiSettingsShape.followupBoss).extend({ apiKey: secretViewSchema }),
  zillow: unwrapObject(apiSettingsShape.zillow),
  googleForms: unwrapObject(apiSettingsShape.googleForms),
  googleAppsScript: unwrapObject(apiSettingsShape.googleAppsScript),
  sms: z.object({ numverifyApiKey: secretViewSchema, abstractApiKey: secretViewSchema }),
});
export type ApiSettingsView = z.infer<typeof apiSettingsViewSchema>;

/**
 * What the environment decides: the panel shows these as managed by the server's
 * configuration (a panel value, when set and enabled, takes precedence where noted).
 */
export const settingsEnvironmentSchema = z.object({
  /** Where listings are replicated from right now. */
  mlsFeed: z.enum(['offline', 'environment', 'admin']),
  sparkTokenFromEnvironment: z.boolean(),
  googleOAuthConfigured: z.boolean(),
  googleMapsKeyFromEnvironment: z.boolean(),
  followUpBossKeyFromEnvironment: z.boolean(),
  appsScriptUrlFromEnvironment: z.boolean(),
  numverifyKeyFromEnvironment: z.boolean(),
  abstractKeyFromEnvironment: z.boolean(),
  /** LOG_LEVEL when the environment sets it (the panel's log level then does not apply). */
  logLevelFromEnvironment: z.string().nullable(),
  /** Test mode is honoured only by a server running in development (DESIGN 6.4). */
  testModeAvailable: z.boolean(),
  /** The site's name when the General tab leaves it blank (SITE_TEAM_NAME). */
  defaultApplicationName: z.string(),
  /**
   * What visitors see where the General tab leaves a field blank (the SITE_* variables). The
   * server always sends it; optional so a view made before it (the panel's test fixtures) still
   * parses, its placeholders then blank.
   */
  defaultIdentity: z
    .object({
      agentName: z.string(),
      phone: z.string(),
      photoUrl: z.string(),
      officeAddress: z.string(),
      aboutUrl: z.string(),
      bridgeLenderUrl: z.string(),
    })
    .optional(),
});
export type SettingsEnvironment = z.infer<typeof settingsEnvironmentSchema>;

/** GET /api/admin/settings (and the reply of POST and PATCH): every section, secrets masked. */
export const adminSettingsViewSchema = adminSettingsSchema.extend({
  apiSettings: apiSettingsViewSchema,
  environment: settingsEnvironmentSchema,
  updatedAt: z.string(),
});
export type AdminSettingsView = z.infer<typeof adminSettingsViewSchema>;

/** PUT /api/admin/settings. */
export const adminSettingsSaveReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: adminSettingsViewSchema,
});

// ---------------------------------------------------------------------------------------------
// Updates: any sections, any fields of them; what is left out keeps its stored value.

/** A field with its default removed and, when it is an object, made partial the same way. */
type WithoutDefault<S> =
  S extends z.ZodDefault<infer Inner>
    ? Inner extends z.ZodObject
      ? PartialWithoutDefaults<Inner>
      : Inner
    : S extends z.ZodObject
      ? PartialWithoutDefaults<S>
      : S;

type PartialWithoutDefaults<T extends z.ZodObject> = z.ZodObject<
  { [K in keyof T['shape']]: z.ZodOptional<WithoutDefault<T['shape'][K]>> },
  z.core.$strict
>;

/**
 * The same object with every field optional and no defaults (zod applies defaults inside
 * `.partial()`, which would reset fields the caller left out).
 */
function partialWithoutDefaults<T extends z.ZodObject>(schema: T): PartialWithoutDefaults<T> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    let inner: z.ZodType = field;
    if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    if (inner instanceof z.ZodObject) inner = partialWithoutDefaults(inner);
    shape[key] = inner.optional();
  }
  return z.object(shape).strict() as unknown as PartialWithoutDefaults<T>;
}

const apiSettingsUpdateSchema = z
  .object({
    armls: partialWithoutDefaults(unwrapObject(apiSettingsShape.armls))
      .extend({ apiKey: secretInput, clientSecret: secretInput })
      .optional(),
    googleMaps: partialWithoutDefaults(unwrapObject(apiSettingsShape.googleMaps))
      .extend({ apiKey: secretInput })
      .optional(),
    googleOAuth: partialWithoutDefaults(unwrapObject(apiSettingsShape.googleOAuth)).optional(),
    followupBoss: partialWithoutDefaults(unwrapObject(apiSettingsShape.followupBoss))
      .extend({ apiKey: secretInput })
      .optional(),
    zillow: partialWithoutDefaults(unwrapObject(apiSettingsShape.zillow)).optional(),
    googleForms: partialWithoutDefaults(unwrapObject(apiSettingsShape.googleForms)).optional(),
    googleAppsScript: partialWithoutDefaults(
      unwrapObject(apiSettingsShape.googleAppsScript),
    ).optional(),
    sms: z
      .object({ numverifyApiKey: secretInput, abstractApiKey: secretInput })
      .strict()
      .optional(),
  })
  .strict();

/**
 * POST, PATCH and PUT /api/admin/settings: the sections to change and, in each, the fields to
 * change. Secrets: a new value replaces, '' or absent keeps, null removes. Unknown sections or
 * fields are refused (400) rather than silently dropped.
 */
export const adminSettingsUpdateSchema = z
  .object({
    animationSettings: partialWithoutDefaults(animationSettingsSchema).optional(),
    badgeSettings: partialWithoutDefaults(badgeSettingsSchema).optional(),
    apiSettings: apiSettingsUpdateSchema.optional(),
    performanceSettings: partialWithoutDefaults(performanceSettingsSchema).optional(),
    backgroundSettings: partialWithoutDefaults(backgroundSettingsSchema).optional(),
    generalSettings: partialWithoutDefaults(generalSettingsSchema).optional(),
    uiSettings: partialWithoutDefaults(uiSettingsSchema).optional(),
    advancedSettings: partialWithoutDefaults(advancedSettingsSchema).optional(),
  })
  .strict();
export type AdminSettingsUpdate = z.input<typeof adminSettingsUpdateSchema>;

/** PATCH /api/admin/badge-settings: any badge fields. */
export const badgeSettingsUpdateSchema = partialWithoutDefaults(badgeSettingsSchema);
export type BadgeSettingsUpdate = z.input<typeof badgeSettingsUpdateSchema>;

/** POST /api/admin/background: the whole Background editor. */
export const backgroundSettingsUpdateSchema = partialWithoutDefaults(backgroundSettingsSchema);

/** POST /api/admin/background/image: the stored image's address. */
export const BACKGROUND_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BACKGROUND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const backgroundImageReplySchema = z.object({ imageUrl: z.string() });

// ---------------------------------------------------------------------------------------------
// Connection tests: GET /api/test/armls, /google-oauth, /google-maps, /followupboss-auto

export const connectionTestReplySchema = z.object({
  connected: z.boolean(),
  /** Why not, in words an admin can act on; never a secret. */
  error: z.string().optional(),
});
export type ConnectionTestReply = z.infer<typeof connectionTestReplySchema>;

// ---------------------------------------------------------------------------------------------
// Admin users (Admin Settings tab)

export const adminUserSchema = z.object({
  /** The account's id; null for an ADMIN_EMAILS address nobody has registered (or verified). */
  id: z.number().int().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  /** 'account': the isAdmin flag (the panel can remove it); 'environment': ADMIN_EMAILS. */
  source: z.enum(['account', 'environment']),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersReplySchema = z.object({
  currentUserId: z.number().int(),
  admins: z.array(adminUserSchema),
});
export type AdminUsersReply = z.infer<typeof adminUsersReplySchema>;

export const addAdminRequestSchema = z.object({
  identifier: text({ error: 'Enter a username or e-mail', max: 254 }).min(
    1,
    'Enter a username or e-mail',
  ),
});

// ---------------------------------------------------------------------------------------------
// Audit trail (Advanced tab)

export const settingsAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who changed it: a username, or 'test-mode' in development. */
  actor: z.string(),
  section: z.string(),
  /** The fields changed (a secret appears by name only: 'apiSettings.armls.apiKey'). */
  fields: z.array(z.string()),
});
export type SettingsAuditEntry = z.infer<typeof settingsAuditEntrySchema>;
export const settingsAuditReplySchema = z.object({ entries: z.array(settingsAuditEntrySchema) });

/** How many changes the Advanced tab lists. */
export const SETTINGS_AUDIT_LIMIT = 50;
