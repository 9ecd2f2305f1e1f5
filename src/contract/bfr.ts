import { z } from 'zod';
import {
  BFR_CHECK_ITEMS,
  BFR_MAPPING_CODES,
  BFR_TEXT_FIELDS,
  type BfrCheckKey,
  type BfrTextKey,
  type BfrTextKind,
} from '../core/bfr-fields';
import { idParam, intValue, text } from './primitives';

/*
 * The buyer file (BFR) admin API of the back-office spec (section 7): the contact lookup, the
 * save, the listing-agent lookup by MLS number, and the CRM field mapping. Field names come
 * from `core/bfr-fields.ts`.
 */

/** What a text field of each kind accepts; '' (blank) always. */
const TEXT_RULES: Record<BfrTextKind, { max: number; pattern?: RegExp; message: string }> = {
  text: { max: 200, message: 'At most 200 characters' },
  mls: { max: 20, pattern: /^[A-Za-z0-9-]+$/, message: 'Letters, digits and - only' },
  money: {
    max: 20,
    pattern: /^\$?\s*[\d,]+(\.\d{1,2})?$/,
    message: 'Enter an amount like 450,000',
  },
  percent: {
    max: 10,
    pattern: /^\d{1,2}(\.\d{1,3})?\s*%?$/,
    message: 'Enter a percentage like 3 or 2.5%',
  },
  phone: {
    max: 30,
    pattern: /^[\d\s()+.-]*\d[\d\s()+.-]*$/,
    message: 'Enter a valid phone number',
  },
  email: {
    max: 254,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: 'Enter a valid email address',
  },
  date: { max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'Enter a date (YYYY-MM-DD)' },
  datetime: {
    max: 16,
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    message: 'Enter a date and time',
  },
};

function bfrText(kind: BfrTextKind) {
  const rule = TEXT_RULES[kind];
  return text({ max: rule.max, maxMessage: rule.message }).refine(
    (value) => value === '' || !rule.pattern || rule.pattern.test(value),
    rule.message,
  );
}

const textShape = Object.fromEntries(
  BFR_TEXT_FIELDS.map((field) => [field.key, bfrText(field.kind)]),
) as Record<BfrTextKey, ReturnType<typeof bfrText>>;

const checkShape = Object.fromEntries(
  BFR_CHECK_ITEMS.map((item) => [item.key, z.boolean({ error: 'Must be true or false' })]),
) as Record<BfrCheckKey, z.ZodBoolean>;

/** The whole checklist: every text field (blank = '') and every box. */
export const bfrFormDataSchema = z.object({ ...textShape, ...checkShape }).strict();

/**
 * POST /api/admin/bfr/update: the contact (in the CRM that is on) and the fields to save. A
 * field left out keeps its saved value; unknown fields are refused. The commission is worked
 * out again by the server from amount and percentage.
 */
export const bfrUpdateRequestSchema = z.object({
  contactId: intValue('Contact ID is required', { min: 1 }),
  formData: bfrFormDataSchema.partial(),
});

export const bfrSavedReplySchema = z.object({
  success: z.literal(true),
  /** The checklist as saved. */
  form: bfrFormDataSchema,
  /** CRM custom fields queued to be written (0 when nothing is mapped). */
  crmFieldsQueued: z.number().int(),
});

export const bfrContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The contact's CRM custom fields (customXxx → value). */
  customFields: z.record(z.string(), z.string()),
  /** The saved checklist, null before the first save. */
  bfrData: bfrFormDataSchema.nullable(),
  /** When the checklist was last saved (ISO), null before the first save. */
  bfrUpdatedAt: z.string().nullable(),
});

export const bfrContactMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** GET /api/admin/bfr/contact/{nameOrEmail} and GET /api/admin/bfr/contacts/{id}. */
export const bfrContactReplySchema = z.object({
  success: z.literal(true),
  contact: bfrContactSchema,
  /** The checklist as the form opens it (saved values, else the CRM's, spec section 4). */
  form: bfrFormDataSchema,
  /** Every contact the search matched (up to 10), the shown one first; one entry for an id. */
  matches: z.array(bfrContactMatchSchema),
});

export const BFR_SEARCH_MESSAGE = 'Enter a name or email';

export const bfrSearchParamsSchema = z.object({
  nameOrEmail: text({ max: 200 }).min(1, BFR_SEARCH_MESSAGE),
});

export const bfrContactIdParamsSchema = z.object({ id: idParam('Invalid contact ID') });

/** The MLS lookup starts from this many characters (spec section 9). */
export const MLS_LOOKUP_MIN_LENGTH = 6;

export const listingAgentParamsSchema = z.object({
  mls: text({ max: 20 })
    .min(MLS_LOOKUP_MIN_LENGTH, `Enter at least ${MLS_LOOKUP_MIN_LENGTH} characters`)
    .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and - only'),
});

/** GET /api/listing-agent/{mls}: the listing's agent, address and the property analysis. */
export const listingAgentReplySchema = z.object({
  success: z.literal(true),
  agent: z.object({
    listingAgent: z.string(),
    listingAgentPhone: z.string(),
    listingAgentEmail: z.string(),
  }),
  property: z.object({
    id: z.number().int(),
    mlsNumber: z.string(),
    /** One line: '123 Main St, Payson, AZ 85541'. */
    address: z.string(),
    price: z.number().nullable(),
    yearBuilt: z.number().int().nullable(),
    propertySubType: z.string().nullable(),
    hasHOA: z.boolean().nullable(),
    hoaFee: z.number().nullable(),
    hoaName: z.string().nullable(),
    hoaFeeIncludes: z.array(z.string()),
  }),
  analysis: z.object({ leadPaint: z.boolean(), hoaAddendum: z.boolean(), septic: z.boolean() }),
});

/* CRM field mapping */

export const crmCustomFieldSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  label: z.string(),
  type: z.string(),
});

/** GET /api/admin/fub/fields: the CRM's custom fields, sorted by label. */
export const crmCustomFieldsReplySchema = z.object({ fields: z.array(crmCustomFieldSchema) });

/** GET /api/admin/fub/mappings: mapping code → CRM field name (unmapped codes absent). */
export const fieldMappingsReplySchema = z.object({
  fieldMappings: z.record(z.string(), z.string()),
});

/** POST /api/admin/fub/mappings: the changed rows only; '' removes a mapping. */
export const fieldMappingsUpdateSchema = z.object({
  fieldMappings: z
    .array(
      z.object({
        formField: z.enum(BFR_MAPPING_CODES, { error: 'Unknown form field' }),
        fubField: text({ max: 100 }).refine(
          (value) => value === '' || /^custom[A-Za-z0-9_]+$/.test(value),
          'Not a CRM custom field name',
        ),
      }),
    )
    .min(1, 'No changes to save')
    .max(BFR_MAPPING_CODES.length),
});

export const fieldMappingsSavedReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  fieldMappings: z.record(z.string(), z.string()),
});

export type BfrUpdateRequest = z.infer<typeof bfrUpdateRequestSchema>;
export type BfrContactReply = z.infer<typeof bfrContactReplySchema>;
export type BfrSavedReply = z.infer<typeof bfrSavedReplySchema>;
export type ListingAgentReply = z.infer<typeof listingAgentReplySchema>;
export type CrmCustomField = z.infer<typeof crmCustomFieldSchema>;
export type FieldMappingsUpdate = z.infer<typeof fieldMappingsUpdateSchema>;

/* The client's BFR form and its links (issue 21): /bfr/{id} grants one contact's form. */

/** GET /api/bfr/contact/{contactId}: for the link holder of that contact, or staff. */
export const bfrPublicContactReplySchema = z.object({
  success: z.literal(true),
  /** What the client sees of the contact: no CRM custom fields, no notes. */
  contact: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The checklist as the form opens it (saved values, else the CRM's). */
  form: bfrFormDataSchema,
  bfrUpdatedAt: z.string().nullable(),
});

/** POST /api/public/bfr/submit: the same shape as the admin save; the reply is bfrSavedReplySchema. */
export const bfrPublicSubmitSchema = bfrUpdateRequestSchema;

export const bfrPublicContactParamsSchema = z.object({
  contactId: idParam('Invalid contact ID'),
});

/** POST /api/admin/fub/generate-bfr-link (spec section 7): Contact ID required, Name optional. */
export const generateBfrLinkRequestSchema = z.object({
  contactId: intValue('Contact ID is required', { min: 1 }),
  name: text({ max: 200 }).optional(),
});

export const bfrLinkSchema = z.object({
  /** The unguessable id of /bfr/{id} (at least 128 random bits, base64url). */
  obfuscatedId: z.string(),
  contactId: z.number().int(),
  contactName: z.string(),
  isActive: z.boolean(),
  /** The full address to give the client (PUBLIC_URL + /bfr/{id}). */
  url: z.string(),
  createdAt: z.string(),
  /** When it stopped opening the form (revoked, or replaced by a newer link); null while active. */
  revokedAt: z.string().nullable(),
});

export const generateBfrLinkReplySchema = z.object({
  success: z.literal(true),
  bfrLink: z.string(),
  link: bfrLinkSchema,
});

/**
 * The reply of the client's routes (and the MLS lookup) without a grant for that contact:
 * no link opened it, it was revoked, it expired, or the id was guessed. A session would not
 * help a client, so it is 403 for everyone, signed in or not.
 */
export const BFR_LINK_FORBIDDEN = 'This link does not open that buyer file';

/** A link id as /bfr/{id} and the admin routes take it: base64url, 22 to 50 characters. */
export const BFR_LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22,50}$/;

/** POST /api/admin/bfr/links/{obfuscatedId}/revoke. */
export const bfrLinkParamsSchema = z.object({
  obfuscatedId: text({ max: 50 }).regex(BFR_LINK_ID_PATTERN, 'Invalid link ID'),
});

/** GET /api/admin/bfr/links?contactId=: the contact's links (current CRM), newest first. */
export const bfrLinksQuerySchema = z.object({ contactId: idParam('Invalid contact ID') });

export const bfrLinksReplySchema = z.object({
  success: z.literal(true),
  links: z.array(bfrLinkSchema),
});

export const bfrLinkRevokedReplySchema = z.object({
  success: z.literal(true),
  link: bfrLinkSchema,
});

export type BfrPublicContactReply = z.infer<typeof bfrPublicContactReplySchema>;
export type GenerateBfrLinkRequest = z.infer<typeof generateBfrLinkRequestSchema>;
export type GenerateBfrLinkReply = z.infer<typeof generateBfrLinkReplySchema>;
export type BfrLink = z.infer<typeof bfrLinkSchema>;

/* BFR link automation (issue 21): the CRM webhook, contact monitoring, /admin/bfr-automation. */

/** After Trigger Check, monitoring looks for new contacts this long, then stops by itself. */
export const MONITOR_WINDOW_MINUTES = 30;
/** The admin page lists this many of the most recently processed contacts. */
export const RECENTLY_PROCESSED_SHOWN = 5;

/** GET /api/admin/contact-monitor/status. */
export const contactMonitorStatusSchema = z.object({
  isMonitoring: z.boolean(),
  /** When a check last ran (any instance); null before the first. */
  lastCheckTime: z.string().nullable(),
  /** End of a trigger's window; null while off, or on until stopped (Start). */
  activeUntil: z.string().nullable(),
  /** The CRM watched: the one that is on. */
  crm: z.enum(['built-in', 'followupboss']),
});

/** POST /api/admin/contact-monitor/start, /stop and /api/admin/trigger-monitoring. */
export const contactMonitorReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: contactMonitorStatusSchema,
});

export const processedContactSchema = z.object({
  contactId: z.number().int(),
  contactEmail: z.string(),
  contactName: z.string(),
  processedAt: z.string(),
  bfrLinkGenerated: z.boolean(),
  /** What found the contact: the CRM's webhook or a monitoring check. */
  source: z.enum(['webhook', 'monitor']),
});

/**
 * GET /api/admin/processed-contacts: the most recent (newest first, at most `limit`, default
 * RECENTLY_PROCESSED_SHOWN) and how many there are in all (the spec answers every row as an
 * array; a count scales where an ever-growing array does not).
 */
export const processedContactsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'Invalid limit' })
    .int('Invalid limit')
    .min(1, 'Invalid limit')
    .max(100, 'Invalid limit')
    .optional(),
});
export const processedContactsReplySchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  contacts: z.array(processedContactSchema),
});

/** GET /api/admin/bfr/automation: what the admin page shows about the webhook. */
export const bfrAutomationInfoSchema = z.object({
  /** The address to register in the CRM for new contacts (PUBLIC_URL + /api/fub/webhook). */
  webhookUrl: z.string(),
  /** Whether deliveries must carry a valid FUB-Signature (a key is set, or in production). */
  signatureRequired: z.boolean(),
  /**
   * Whether the Follow Up Boss system key is set: in production without it every delivery is
   * refused (issue 39), which the page must say rather than imply they are read.
   */
  systemKeySet: z.boolean(),
  crm: z.enum(['built-in', 'followupboss']),
  /** The CRM custom field the link is written to. */
  linkField: z.string(),
});

/** POST /api/admin/bfr/webhook-test: a signed test delivery sent to our own webhook. */
export const webhookTestReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/**
 * POST /api/fub/webhook. Follow Up Boss sends `{eventId, event: 'peopleCreated', resourceIds,
 * uri}`; the spec's own body is `{event: 'person.created', data: {id, name, emails}}`. Both make
 * a link for each new person; `test: true` (the admin page's test) checks the delivery only.
 * Other events are acknowledged and ignored.
 */
export const PERSON_CREATED_EVENTS = ['peopleCreated', 'person.created'] as const;
export const fubWebhookSchema = z
  .object({
    event: text({ max: 100 }),
    eventId: text({ max: 100 }).optional(),
    resourceIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(1000).optional(),
    data: z
      .object({
        id: z.union([z.number().int().min(1).max(2_147_483_647), z.string().max(50)]).optional(),
        name: z.string().max(200).optional(),
        emails: z.array(z.unknown()).max(50).optional(),
      })
      .passthrough()
      .optional(),
    test: z.boolean().optional(),
  })
  .passthrough();

export const fubWebhookReplySchema = z.object({
  success: z.literal(true),
  /** Contacts given a new link by this delivery (0 for a replay, a test or another event). */
  processed: z.number().int(),
  ignored: z.boolean().optional(),
  test: z.boolean().optional(),
});

export type ContactMonitorStatus = z.infer<typeof contactMonitorStatusSchema>;
export type ContactMonitorReply = z.infer<typeof contactMonitorReplySchema>;
export type ProcessedContact = z.infer<typeof processedContactSchema>;
export type ProcessedContactsReply = z.infer<typeof processedContactsReplySchema>;
export type BfrAutomationInfo = z.infer<typeof bfrAutomationInfoSchema>;
export type WebhookTestReply = z.infer<typeof webhookTestReplySchema>;
export type FubWebhook = z.infer<typeof fubWebhookSchema>;
