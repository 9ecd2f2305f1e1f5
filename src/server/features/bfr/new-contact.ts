import type { CrmContact } from '../../../contract/crm';
import { isLeadContact } from '../../../core/contact-sources';
import type { Database } from '../../db/connect';
import type { CrmProvider } from '../crm/provider';
import type { BfrLinkService } from './link-service';
import { claimContact, markLinkGenerated } from './monitor-store';

/** Who the automation's links and CRM writes are recorded as. */
export const AUTOMATION_AUTHOR = 'BFR automation';
/** A claim older than this whose link was never made is taken over (its claimant died). */
const CLAIM_LEASE_MS = 5 * 60_000;

export type NewContactSource = 'webhook' | 'monitor';

/**
 * The one step the CRM webhook and contact monitoring share: a lead the automation has not
 * handled gets a link (written to their CRM field), once. The processed_contacts row is the
 * claim, so replays, overlapping checks and a second instance do nothing more; a contact that
 * already had an active link (an admin made one) keeps it.
 */
export function createNewContactProcessor(deps: {
  db: Database;
  links: BfrLinkService;
  clock: () => Date;
}) {
  return async function processNewContact(
    provider: Pick<CrmProvider, 'name'>,
    contact: Pick<CrmContact, 'id' | 'name' | 'emails' | 'source'>,
    source: NewContactSource,
  ): Promise<boolean> {
    // a site account's contact (an admin's own, a visitor who only registered) is no lead
    if (!isLeadContact(contact)) return false;
    const now = deps.clock();
    const claim = await claimContact(
      deps.db,
      {
        crm: provider.name,
        contactId: contact.id,
        contactEmail: contact.emails[0]?.value ?? '',
        contactName: contact.name,
        source,
      },
      now,
      new Date(now.getTime() - CLAIM_LEASE_MS),
    );
    if (!claim) return false;
    const { link } = await deps.links.ensure(provider, contact, AUTOMATION_AUTHOR);
    await markLinkGenerated(deps.db, claim.id, link.obfuscatedId, deps.clock());
    return true;
  };
}

export type NewContactProcessor = ReturnType<typeof createNewContactProcessor>;
