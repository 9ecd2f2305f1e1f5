import { Mail, Phone, UserRound } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { CrmContact } from '../../../../contract/crm';
import { primaryChannel } from '../contacts-format';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';

/** One fact as its list shows it: the label is for screen readers, the icon for the eye. */
export type FactProps = { icon: ReactNode; label: string; children: ReactNode };

const iconClass = 'size-4';

/**
 * A contact's e-mail, phone and source (its primary channels, or "none"), each in the `Fact` of
 * the list they stand in: a result card's definition list, a new lead's line of text.
 */
export function ContactFacts({
  contact,
  Fact,
}: {
  contact: CrmContact;
  Fact: ComponentType<FactProps>;
}) {
  return (
    <>
      <Fact icon={<Mail className={iconClass} aria-hidden="true" />} label={TEXT.email}>
        {primaryChannel(contact.emails) ?? TEXT.none}
      </Fact>
      <Fact icon={<Phone className={iconClass} aria-hidden="true" />} label={TEXT.phone}>
        {primaryChannel(contact.phones) ?? TEXT.none}
      </Fact>
      <Fact icon={<UserRound className={iconClass} aria-hidden="true" />} label={TEXT.source}>
        {contact.source ?? TEXT.none}
      </Fact>
    </>
  );
}
