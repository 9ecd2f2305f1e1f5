import { answerText, type AnswerField, type LeadAnswerValues } from './lead-answers';

/*
 * The legacy Google Forms destination (back-office spec: apiSettings.googleForms). A lead is
 * submitted to the public form the way a browser would: an urlencoded POST of `entry.N=value`
 * pairs to the form's `formResponse` address, one pair per mapped question (a checkbox
 * question repeats its entry). Which lead field fills which question is the admin's mapping.
 */

/** What an entry id looks like: `entry.` and the question's number (from the prefilled link). */
export const ENTRY_ID_PATTERN = /^entry\.\d{1,20}$/;

/** The lead fields an admin can map to a question of the form, in the form's order. */
export const GOOGLE_FORMS_LEAD_FIELDS = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'buyOrSellInterest', label: 'Buying or selling' },
  { key: 'timeframe', label: 'Timeframe' },
  { key: 'priceRange', label: 'Price range' },
  { key: 'bedrooms', label: 'Bedrooms' },
  { key: 'bathrooms', label: 'Bathrooms' },
  { key: 'sqft', label: 'Square feet' },
  { key: 'propertyType', label: 'Property type' },
  { key: 'preferredAreas', label: 'Preferred areas' },
  { key: 'homeWishList', label: 'Wish list (one answer per feature)' },
  { key: 'financingType', label: 'Financing' },
  { key: 'downPaymentAmount', label: 'Down payment' },
  { key: 'additionalNeeds', label: 'Additional needs' },
  { key: 'comments', label: 'Comments' },
  { key: 'howDidYouHear', label: 'Heard about us' },
  { key: 'referralSource', label: 'Referral source' },
  { key: 'preferredContact', label: 'Preferred contact' },
  { key: 'bestTimeToContact', label: 'Best time to contact' },
  { key: 'summary', label: 'All answers as text' },
  { key: 'reference', label: 'Lead reference (RL-…)' },
  { key: 'submittedAt', label: 'Submitted at' },
  { key: 'pageUrl', label: 'Page it was sent from' },
] as const satisfies ReadonlyArray<{ key: string; label: string }>;

export type GoogleFormsLeadField = (typeof GOOGLE_FORMS_LEAD_FIELDS)[number]['key'];

/** Lead field -> the form's entry id ('' when not mapped). */
export type GoogleFormsEntryIds = Partial<Record<GoogleFormsLeadField, string>>;

/** A lead as the form receives it: contact fields, answers and what the outbox adds. */
export type GoogleFormsLead = LeadAnswerValues & {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** 'RL-42': the reference Follow Up Boss and the sheet carry too. */
  reference: string;
  /** When the visitor sent it, as staff read it. */
  submittedAt: string;
  /** The answers as text lines ('Timeframe: 1-3 months'). */
  summary: string;
  pageUrl: string | null;
};

const CONTACT_AND_EXTRAS = new Set<GoogleFormsLeadField>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'summary',
  'reference',
  'submittedAt',
  'pageUrl',
]);

/** What one lead field sends: text, one value per feature for the wish list, or nothing. */
export function googleFormsValue(lead: GoogleFormsLead, field: GoogleFormsLeadField): string[] {
  if (field === 'homeWishList') return [...(lead.homeWishList ?? [])];
  const value = CONTACT_AND_EXTRAS.has(field)
    ? (lead[field as keyof GoogleFormsLead] as string | null | undefined)?.trim()
    : answerText(lead, field as AnswerField);
  return value ? [value] : [];
}

/** The form's body as `entry.N`/value pairs, in mapping order; unmapped or blank fields are left out. */
export function googleFormsFields(
  lead: GoogleFormsLead,
  entryIds: GoogleFormsEntryIds,
): Array<[entryId: string, value: string]> {
  const pairs: Array<[string, string]> = [];
  for (const { key } of GOOGLE_FORMS_LEAD_FIELDS) {
    const entryId = entryIds[key]?.trim();
    if (!entryId) continue;
    for (const value of googleFormsValue(lead, key)) pairs.push([entryId, value]);
  }
  return pairs;
}

/** The mapped fields (those with an entry id). */
export function mappedFields(entryIds: GoogleFormsEntryIds): GoogleFormsLeadField[] {
  return GOOGLE_FORMS_LEAD_FIELDS.map((f) => f.key).filter((key) => entryIds[key]?.trim());
}

/** A form is configured once it has an address and at least one mapped question. */
export function isGoogleFormConfigured(settings: {
  responseUrl: string;
  entryIds: GoogleFormsEntryIds;
}): boolean {
  return settings.responseUrl.trim() !== '' && mappedFields(settings.entryIds).length > 0;
}

/**
 * The address a response is posted to. Admins paste the form's link, which ends in
 * `/viewform` (often with `?usp=…` or prefill parameters): its last segment becomes
 * `formResponse` and the query is dropped (prefilled entries would be sent twice). Any other
 * address is used as it is.
 */
export function formResponseUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return link;
  }
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  const last = segments.at(-1);
  if (last !== 'viewform' && last !== 'formResponse') return link.trim();
  segments[segments.length - 1] = 'formResponse';
  url.pathname = segments.join('/');
  url.search = '';
  url.hash = '';
  return url.href;
}
