import { z } from 'zod';
import { text } from './primitives';

/*
 * The staff-only CRM read API (back-office spec sections 3 and 7): the same shapes whether the
 * built-in CRM or Follow Up Boss answers.
 */

const nullableString = z.string().nullable();

export const contactChannelSchema = z.object({
  value: z.string(),
  isPrimary: z.boolean(),
  type: nullableString,
});

export const crmContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  stage: nullableString,
  source: nullableString,
  /** The budget. */
  price: z.number().nullable(),
  assignedTo: nullableString,
  created: z.string(),
  updated: z.string(),
  lastActivity: nullableString,
  createdVia: nullableString,
  emails: z.array(contactChannelSchema),
  phones: z.array(contactChannelSchema),
  addresses: z.array(
    z.object({
      street: nullableString,
      city: nullableString,
      state: nullableString,
      zip: nullableString,
    }),
  ),
  picture: z.object({ small: z.string() }).nullable(),
  tags: z.array(z.string()),
  socialData: z
    .object({
      title: nullableString,
      company: nullableString,
      location: nullableString,
      bio: nullableString,
      age: nullableString,
      topics: nullableString,
      linkedIn: nullableString,
      facebook: nullableString,
      twitter: nullableString,
      googleProfile: nullableString,
    })
    .nullable(),
  collaborators: z.array(
    z.object({ name: z.string(), role: nullableString, assigned: z.boolean() }),
  ),
  websiteVisits: z.number().nullable(),
  timeframeDateRange: nullableString,
  timeframeStatus: nullableString,
  dealName: nullableString,
  dealStage: nullableString,
  dealStatus: nullableString,
  dealPrice: z.number().nullable(),
  dealCloseDate: nullableString,
  sourceUrl: nullableString,
  /** The phone's carrier and line type (carrier detection), when known. */
  carrier: nullableString,
  lineType: nullableString,
  /** The new-client form's latest answers (built-in CRM), as label -> answer. */
  leadAnswers: z.record(z.string(), z.string()).nullable(),
});
export type CrmContact = z.infer<typeof crmContactSchema>;

export const CONTACTS_PAGE_SIZE = 25;

/** GET /api/contacts and /api/contacts/search: pages count from 1; at most 100 per page. */
export const contactsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CONTACTS_PAGE_SIZE),
});

/**
 * The stages the screens offer, with the spec's labels (back-office spec section 3: hot lead,
 * spoke with customer, ready to buy, showing homes, nurture, other). The value is the stage
 * name the CRM stores (Follow Up Boss's own stage names).
 */
export const CONTACT_STAGES = [
  'Lead',
  'Hot Lead',
  'Spoke with Customer',
  'Ready to Buy',
  'Showing Homes',
  'Nurture',
  'Closed',
  'Trash',
] as const;

/**
 * `?stage=`: a list narrowed to one stage by the CRM itself (issue 41: the hot-leads pages), so
 * its pages and total count that stage's contacts only. Only the screens' stage names: they are
 * what Follow Up Boss filters on, and a typo should say so rather than list nobody.
 */
export const contactStageFilterSchema = z.enum(CONTACT_STAGES, {
  error: `Unknown stage: use one of ${CONTACT_STAGES.join(', ')}`,
});

/** GET /api/contacts?page=&limit=&stage=: a page of every contact, or of one stage's. */
export const contactsListQuerySchema = contactsPageQuerySchema.extend({
  stage: contactStageFilterSchema.optional(),
});

/** GET /api/contacts/search?q=&page=&limit=&stage=: the matches, optionally of one stage. */
export const contactsSearchQuerySchema = contactsListQuerySchema.extend({
  q: text({ error: 'Enter a name, e-mail or phone to search', max: 200 }).min(
    1,
    'Enter a name, e-mail or phone to search',
  ),
});

/** The new leads the contacts page opens on (issue 41: Follow Up Boss opens on its new leads). */
export const RECENT_CONTACTS_DAYS = 7;
export const RECENT_CONTACTS_MAX_DAYS = 30;
const DAYS_ERROR = `Enter days as a whole number from 1 to ${RECENT_CONTACTS_MAX_DAYS}`;
const LIMIT_ERROR = 'Enter limit as a whole number from 1 to 100';

/**
 * GET /api/contacts/recent?days=&limit=: the contacts created in the last `days` days, newest
 * first, at most `limit`. No pages and no total: Follow Up Boss cannot count people by creation
 * date, so both CRMs answer the newest ones only.
 */
export const recentContactsQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_ERROR })
    .int(DAYS_ERROR)
    .min(1, DAYS_ERROR)
    .max(RECENT_CONTACTS_MAX_DAYS, DAYS_ERROR)
    .default(RECENT_CONTACTS_DAYS),
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int(LIMIT_ERROR)
    .min(1, LIMIT_ERROR)
    .max(100, LIMIT_ERROR)
    .default(CONTACTS_PAGE_SIZE),
});

export const recentContactsReplySchema = z.object({
  success: z.literal(true),
  contacts: z.array(crmContactSchema),
});
export type RecentContactsReply = z.infer<typeof recentContactsReplySchema>;

export const contactsListReplySchema = z.object({
  success: z.literal(true),
  contacts: z.array(crmContactSchema),
  /** Every contact the list covers: all of them, or those of the stage and/or the search. */
  totalInAccount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type ContactsListReply = z.infer<typeof contactsListReplySchema>;

export const contactIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid contact ID' })
    .int('Invalid contact ID')
    .positive('Invalid contact ID')
    .max(2_147_483_647, 'Invalid contact ID'),
});

export const contactReplySchema = z.object({ success: z.literal(true), contact: crmContactSchema });

export const crmNoteSchema = z.object({
  id: z.number().int(),
  subject: nullableString,
  body: z.string(),
  isHtml: z.boolean(),
  created: z.string(),
  createdBy: nullableString,
  systemName: nullableString,
});
export type CrmNote = z.infer<typeof crmNoteSchema>;

export const notesReplySchema = z.object({
  success: z.literal(true),
  notes: z.array(crmNoteSchema),
});

/** GET /api/followup-boss/notes?personId=&limit=100 (personId optional: the newest notes of all). */
export const crmNotesQuerySchema = z.object({
  personId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const crmEmailSchema = z.object({
  id: z.number().int(),
  subject: nullableString,
  from: nullableString,
  to: z.array(z.string()),
  /** May be the CRM's marker '[CONTENT HIDDEN]'. */
  body: z.string(),
  created: z.string(),
});
export type CrmEmail = z.infer<typeof crmEmailSchema>;

export const emailsReplySchema = z.object({
  success: z.literal(true),
  emails: z.array(crmEmailSchema),
});

/** GET /api/followup-boss/emails/{personId}?limit=50 */
export const crmEmailsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const personIdParamsSchema = z.object({ personId: contactIdParamsSchema.shape.id });

export const crmActivitySchema = z.object({
  id: z.number().int(),
  activityType: z.string(),
  userId: z.number().int().nullable(),
  description: z.string(),
  created: z.string(),
});
export type CrmActivity = z.infer<typeof crmActivitySchema>;

export const activitiesReplySchema = z.object({
  success: z.literal(true),
  activities: z.array(crmActivitySchema),
});

// ---------------------------------------------------------------------------------------------
// Staff actions (issue 19): what every CRM user expects beyond reading.

/** POST /api/contacts/{id}/notes: a note written to the contact in the current CRM. */
export const addNoteRequestSchema = z.object({
  subject: text({ max: 200 }).optional(),
  body: text({ error: 'Write the note', max: 10_000 }).min(1, 'Write the note'),
});
export type AddNoteRequest = z.input<typeof addNoteRequestSchema>;
export const noteReplySchema = z.object({ success: z.literal(true), note: crmNoteSchema });

/** PATCH /api/contacts/{id}: the contact's stage. */
export const updateContactRequestSchema = z.object({
  stage: text({ error: 'Choose a stage', max: 100 }).min(1, 'Choose a stage'),
});
export type UpdateContactRequest = z.input<typeof updateContactRequestSchema>;
