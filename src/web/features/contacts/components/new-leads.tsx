import { Calendar } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  CONTACTS_PAGE_SIZE,
  RECENT_CONTACTS_DAYS,
  type CrmContact,
} from '../../../../contract/crm';
import { formatArizonaMoment } from '../../../../core/date-time-format';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { parseServerError } from '../../../lib/server-error';
import { useRecentContacts } from '../api/list-recent-contacts';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';
import { contactDetailHref } from '../contacts-url';
import { ContactFacts, type FactProps } from './contact-facts';
import { StageBadge } from './stage-badge';

/** One fact of a lead, inline: its label for screen readers and an icon for the eye. */
function Fact({ icon, label, children }: FactProps) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}: </span>
      </span>
      <span className="min-w-0 break-all">{children}</span>
    </span>
  );
}

function LeadRow({ contact, returnTo }: { contact: CrmContact; returnTo: string }) {
  const created = formatArizonaMoment(contact.created) ?? contact.created;
  return (
    <li data-contact-id={contact.id} className="grid min-w-0 gap-2 px-4 py-3">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            href={contactDetailHref(contact.id, returnTo)}
            className="min-w-0 font-semibold break-words underline-offset-4 hover:underline"
          >
            {contact.name || `#${contact.id}`}
          </Link>
          <StageBadge stage={contact.stage} />
        </div>
        <p className="text-sm text-muted-foreground">
          <Calendar className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
          <time dateTime={contact.created}>{TEXT.createdAt(created)}</time>
        </p>
      </div>
      <p className="flex min-w-0 flex-wrap gap-x-5 gap-y-1 text-sm">
        <ContactFacts contact={contact} Fact={Fact} />
      </p>
    </li>
  );
}

/**
 * The newest leads of the last 7 days, under the contacts page's empty prompt (issue 41): the
 * search still lists nothing before a term, as the spec says, but a new admin sees the lead that
 * just came in, as Follow Up Boss opens on its new leads. Each opens its contact page.
 */
export function NewLeads({ returnTo }: { returnTo: string }) {
  const uid = useId();
  const recent = useRecentContacts(RECENT_CONTACTS_DAYS, CONTACTS_PAGE_SIZE);

  let body: ReactNode;
  if (recent.error && !recent.data) {
    body = (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold">{TEXT.newLeadsFailed}</p>
          <p className="text-sm break-words">{parseServerError(recent.error).message}</p>
        </div>
        <Button variant="outline" className="shrink-0" onClick={() => void recent.refetch()}>
          {TEXT.retry}
        </Button>
      </div>
    );
  } else if (!recent.data) {
    body = (
      <div className="grid gap-2">
        <p role="status" aria-live="polite" className="sr-only">
          {TEXT.loadingNewLeads}
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (recent.data.contacts.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed bg-card px-4 py-6 text-center text-muted-foreground">
        {TEXT.noNewLeads}
      </p>
    );
  } else {
    const { contacts } = recent.data;
    body = (
      <>
        <ul className="divide-y rounded-xl border bg-card shadow-sm">
          {contacts.map((contact) => (
            <LeadRow key={contact.id} contact={contact} returnTo={returnTo} />
          ))}
        </ul>
        {contacts.length >= CONTACTS_PAGE_SIZE && (
          <p className="text-sm text-muted-foreground">{TEXT.newLeadsMore(contacts.length)}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={`${uid}-title`} aria-busy={recent.isFetching} className="grid gap-3">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        {TEXT.newLeadsTitle}
      </h2>
      {body}
    </section>
  );
}
