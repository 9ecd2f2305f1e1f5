import { z } from 'zod';
import { intValue, text } from './primitives';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BEST_TIME_VALUES,
  BUY_OR_SELL_OPTIONS,
  FINANCING_TYPE_VALUES,
  HOME_WISH_LIST_OPTIONS,
  HOW_DID_YOU_HEAR_VALUES,
  LEAD_PROPERTY_TYPE_OPTIONS,
  PREFERRED_CONTACT_VALUES,
  PRICE_RANGE_OPTIONS,
  TIMEFRAME_OPTIONS,
  URGENCY_VALUES,
} from '../core/lead-options';
import { digitsOnly } from '../core/number-format';

/*
 * The lead / client form (visitor spec sections 2, 3, 5 and 7): POST /api/contacts.
 * One schema for the form (react-hook-form resolver) and the server (route validation).
 */

/** A choice the form may leave empty: '' and a missing value both mean "not answered". */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(''), z.enum(values)], { error: 'Choose one of the listed options' })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v));
}

function optionalText(max: number) {
  return text({ max })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** The fewest milliseconds a person takes to fill the form; faster submissions are treated as bots. */
export const LEAD_MIN_FILL_MS = 3000;

export const leadFormSchema = z.object({
  firstName: text({ error: 'First name is required', max: 100 }).min(1, 'First name is required'),
  lastName: text({ error: 'Last name is required', max: 100 }).min(1, 'Last name is required'),
  email: text({
    error: 'Valid email is required',
    max: 254,
    maxMessage: 'Valid email is required',
  }).pipe(z.email('Valid email is required')),
  phone: text({
    error: 'Phone number is required',
    max: 30,
    maxMessage: 'Enter a valid phone number',
  })
    // Only an empty field is "required"; a short or malformed number ('555') is not a valid
    // phone. `abort` keeps the empty field to that one message.
    .min(1, { error: 'Phone number is required', abort: true })
    .refine((v) => /^[0-9+().\-\s]+$/.test(v) && digitsOnly(v).length >= 10, {
      message: 'Enter a valid phone number',
    }),
  currentlyOwnHome: z.boolean().default(false),
  needToSellFirst: z.boolean().default(false),
  preApproved: z.boolean().default(false),
  workingWithAgent: z.boolean().default(false),
  buyOrSellInterest: optionalChoice(values(BUY_OR_SELL_OPTIONS)),
  timeframe: optionalChoice(values(TIMEFRAME_OPTIONS)),
  priceRange: optionalChoice(values(PRICE_RANGE_OPTIONS)),
  bedrooms: optionalChoice(BEDROOM_OPTIONS),
  bathrooms: optionalChoice(BATHROOM_OPTIONS),
  /** Free text such as '2,000' or '1,500-2,500'. */
  sqft: optionalText(50),
  propertyType: optionalChoice(values(LEAD_PROPERTY_TYPE_OPTIONS)),
  preferredAreas: optionalText(500),
  financingType: optionalChoice(FINANCING_TYPE_VALUES),
  downPaymentAmount: optionalText(50),
  additionalNeeds: optionalText(2000),
  homeWishList: z
    .array(z.enum(HOME_WISH_LIST_OPTIONS, { error: 'Choose features from the list' }))
    .max(HOME_WISH_LIST_OPTIONS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  comments: optionalText(5000),
  howDidYouHear: optionalChoice(HOW_DID_YOU_HEAR_VALUES),
  referralSource: optionalText(200),
  preferredContact: z.enum(PREFERRED_CONTACT_VALUES).default('email'),
  bestTimeToContact: z.enum(BEST_TIME_VALUES).default('anytime'),
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'Use lowercase letters, digits and dashes')
    .default('website-contact-form'),
  urgency: z.enum(URGENCY_VALUES).default('medium'),
  /** The listing the visitor asked about (the property page's Contact Agent), if any. */
  propertyId: intValue('Invalid property ID', { min: 1 }).optional(),
  /** The page the form was sent from (path and query), for the CRM's event. */
  pagePath: text({ max: 500 })
    .regex(/^\/(?!\/)/, 'Must be a path on this site')
    .optional(),
  /** Honeypot: hidden from people, filled by simple bots. Must stay empty. */
  companyWebsite: text({ max: 500, trim: false }).optional(),
  /** How long the form was open before it was sent, measured in the browser. */
  elapsedMs: z.number().int().min(0).max(86_400_000).optional(),
});

/** What the form holds (before defaults), and what the server works with (after). */
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadForm = z.output<typeof leadFormSchema>;

/** The answers kept with a contact: the form minus its anti-bot and page fields. */
export type LeadAnswers = Omit<
  LeadForm,
  'companyWebsite' | 'elapsedMs' | 'pagePath' | 'propertyId'
>;

/** POST /api/contacts: the lead is stored before the reply; delivery to CRMs happens after. */
export const createContactReplySchema = z.object({
  success: z.literal(true),
  /** The Follow Up Boss person id once known, else our contact id. */
  fubContactId: z.union([z.number().int(), z.string()]).nullable(),
});
export type CreateContactReply = z.infer<typeof createContactReplySchema>;
