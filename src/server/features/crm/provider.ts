import type { CrmCustomField } from '../../../contract/bfr';
import type { CrmActivity, CrmContact, CrmEmail, CrmNote } from '../../../contract/crm';

/** The 404 message of a contact the CRM does not know (staff calls on a contact). */
export const CONTACT_NOT_FOUND = 'Contact not found';

/**
 * What the staff API needs from a CRM: the reads, and the staff's writes (a note, a stage).
 * The built-in CRM (our tables) and Follow Up Boss both implement it and answer in the
 * contract's shapes, so routes do not know which is on. A missing contact is `null`; a CRM
 * that cannot be reached throws AppError('UNAVAILABLE').
 */
export type CrmProvider = {
  /** 'built-in' or 'followupboss', for logs and the admin screens. */
  readonly name: 'built-in' | 'followupboss';
  /** One page of contacts (of one stage when `stage` is given), most recent activity first. */
  listContacts(query: ContactsQuery): Promise<ContactsPage>;
  /** Contacts whose name, e-mail or phone matches the text (and are at `stage`, if given). */
  searchContacts(q: string, query: ContactsQuery): Promise<ContactsPage>;
  getContact(id: number): Promise<CrmContact | null>;
  /**
   * Contacts created after `since`, newest first, at most `max` (contact monitoring's read of
   * new contacts, and the contacts page's new leads of the last days).
   */
  contactsCreatedSince(since: Date, max: number): Promise<CrmContact[]>;
  /** A contact's notes, newest first; null when the contact does not exist. */
  contactNotes(contactId: number, limit: number): Promise<CrmNote[] | null>;
  /** Notes of one person, or the newest of all when personId is absent. */
  listNotes(query: { personId?: number; limit: number }): Promise<CrmNote[]>;
  /** A person's logged e-mails, newest first; null when the person does not exist. */
  listEmails(personId: number, limit: number): Promise<CrmEmail[] | null>;
  /** A contact's activity, newest first; null when the contact does not exist. */
  contactActivities(contactId: number, limit: number): Promise<CrmActivity[] | null>;
  /**
   * Writes a plain-text note on the contact, by the signed-in staff member `author` (their
   * username); null when the contact does not exist.
   */
  addNote(
    contactId: number,
    note: { subject?: string; body: string },
    author: string,
  ): Promise<CrmNote | null>;
  /** Moves the contact to a stage; the contact as it is now, or null when it does not exist. */
  /** `author`: the staff member's username, recorded with the change where the CRM can. */
  updateStage(contactId: number, stage: string, author: string): Promise<CrmContact | null>;
  /**
   * Assigns the contact to one of the team's agents (null: nobody), by staff member `author`;
   * the contact as it is now, or null when it does not exist. Follow Up Boss assigns its user
   * with the agent's e-mail, and refuses (AppError CONFLICT) when it has none.
   */
  assignContact(
    contactId: number,
    agent: { id: number; name: string; email: string } | null,
    author: string,
  ): Promise<CrmContact | null>;
  /** The CRM's custom fields (id, name 'customXxx', label, type), sorted by label. */
  customFieldDefinitions(): Promise<CrmCustomField[]>;
  /** A contact's custom field values (customXxx → value as text); null when it does not exist. */
  contactCustomFields(contactId: number): Promise<Record<string, string> | null>;
  /**
   * Writes custom field values on the contact (only the fields given; idempotent, so a retry
   * is safe) and records it where staff see it: on the built-in CRM an activity, on Follow
   * Up Boss a note. False when the contact does not exist; throws when the CRM cannot be
   * reached or refuses.
   */
  writeCustomFields(
    contactId: number,
    values: Record<string, string>,
    record: { summary: string; author: string },
  ): Promise<boolean>;
};

/**
 * Which page, and optionally one stage: the CRM narrows to the stage itself, so pages and the
 * total count that stage's contacts only (a browser picking them out of each page could show
 * empty pages while they sit further on).
 */
export type ContactsQuery = { page: number; limit: number; stage?: string };

export type ContactsPage = {
  contacts: CrmContact[];
  /** Every contact in the CRM (list) or every match (search), of the stage when one is given. */
  totalInAccount: number;
  totalPages: number;
  page: number;
};
