import type { ReactNode } from 'react';
import type { CrmContact } from '../../../../contract/crm';
import { formatUsdCompact } from '../../../../core/number-format';
import { itemDate } from '../contacts-format';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';
import { TagList } from './contact-card';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function Channels({ channels }: { channels: CrmContact['emails'] }) {
  if (channels.length === 0) return <>{TEXT.none}</>;
  return (
    <ul className="grid gap-0.5">
      {channels.map((channel) => (
        <li key={channel.value}>
          {channel.value}
          {channel.type && <span className="text-muted-foreground"> ({channel.type})</span>}
        </li>
      ))}
    </ul>
  );
}

/** The dialog's contact details: how to reach the contact, and where the lead stands. */
export function ContactSummary({ contact }: { contact: CrmContact }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Row label={TEXT.emails}>
        <Channels channels={contact.emails} />
      </Row>
      <Row label={TEXT.phones}>
        <Channels channels={contact.phones} />
      </Row>
      <Row label={TEXT.source}>{contact.source ?? TEXT.none}</Row>
      <Row label={TEXT.budget}>
        {contact.price === null ? TEXT.notSet : formatUsdCompact(contact.price)}
      </Row>
      <Row label={TEXT.assignedTo}>{contact.assignedTo ?? TEXT.none}</Row>
      <Row label={TEXT.created}>
        <time dateTime={contact.created}>{itemDate(contact.created)}</time>
      </Row>
      <Row label={TEXT.lastActivity}>
        {contact.lastActivity ? (
          <time dateTime={contact.lastActivity}>{itemDate(contact.lastActivity)}</time>
        ) : (
          TEXT.none
        )}
      </Row>
      <Row label={TEXT.tags}>
        {contact.tags.length > 0 ? <TagList tags={contact.tags} /> : TEXT.none}
      </Row>
    </dl>
  );
}
