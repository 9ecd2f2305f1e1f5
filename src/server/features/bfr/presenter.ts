import {
  bfrFormDataSchema,
  type BfrContactReply,
  type BfrPublicContactReply,
} from '../../../contract/bfr';
import type { CrmContact } from '../../../contract/crm';
import {
  BFR_CHECK_ITEMS,
  BFR_TEXT_FIELDS,
  type BfrFormData,
  type BfrTextKey,
} from '../../../core/bfr-fields';
import type { BfrRow } from './store';

/** A saved checklist as the form edits it: each text field and box, nothing else of the row. */
export function formOf(row: BfrRow): BfrFormData {
  return Object.fromEntries([
    ...BFR_TEXT_FIELDS.map((f) => [f.key, row[f.key]] as const),
    ...BFR_CHECK_ITEMS.map((i) => [i.key, row[i.key]] as const),
  ]) as BfrFormData;
}

/**
 * A value from outside (a CRM custom field, the contact's e-mail) as a text field takes it:
 * the value when the field's rule accepts it, else blank, so a CRM date written '10/15/2026'
 * or a note in a phone field leaves the field empty to fill in rather than failing the reply.
 */
export function fitTextField(key: BfrTextKey, value: unknown): string {
  if (typeof value !== 'string') return '';
  const parsed = bfrFormDataSchema.shape[key].safeParse(value);
  return parsed.success ? parsed.data : '';
}

/** The contact's primary e-mail or phone (else its first), '' when it has none. */
export function primaryValue(channels: CrmContact['emails']): string {
  return (channels.find((c) => c.isPrimary) ?? channels[0])?.value ?? '';
}

export function presentMatch(contact: CrmContact): BfrContactReply['matches'][number] {
  return { id: contact.id, name: contact.name, email: primaryValue(contact.emails) };
}

/** The lookup reply: the contact, its saved checklist and the form as it opens. */
export function presentBfrContact(input: {
  contact: CrmContact;
  customFields: Record<string, string>;
  saved: BfrRow | null;
  form: BfrFormData;
  matches: CrmContact[];
}): BfrContactReply {
  const { contact, customFields, saved, form, matches } = input;
  return {
    success: true,
    contact: {
      id: contact.id,
      name: contact.name,
      email: primaryValue(contact.emails),
      phone: primaryValue(contact.phones),
      customFields,
      bfrData: saved ? formOf(saved) : null,
      bfrUpdatedAt: saved ? saved.updatedAt.toISOString() : null,
    },
    form,
    matches: matches.map(presentMatch),
  };
}

/** The client's view of the lookup: the contact's name and channels and the form, nothing else. */
export function presentClientContact(reply: BfrContactReply): BfrPublicContactReply {
  const { id, name, email, phone, bfrUpdatedAt } = reply.contact;
  return { success: true, contact: { id, name, email, phone }, form: reply.form, bfrUpdatedAt };
}
