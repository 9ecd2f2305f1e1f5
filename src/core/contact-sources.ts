/**
 * Where a CRM contact came from, as far as the BFR automation cares (issue 41): the built-in
 * CRM also keeps a contact for every site account whose visitor saves or views listings
 * (visitor activity), an admin's own account included. Those are people using the site, not
 * leads: the automation makes buyer-file links for leads only (the lead form, or the CRM).
 */

/** The source of a contact the site made for a signed-in account's activity. */
export const ACCOUNT_SOURCE = 'Website account';

/** Whether a contact is a lead the BFR automation should give a link to. */
export function isLeadContact(contact: { source: string | null }): boolean {
  return contact.source !== ACCOUNT_SOURCE;
}
