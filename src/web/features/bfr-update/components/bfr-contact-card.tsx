import { Mail, Phone } from 'lucide-react';
import type { BfrContactReply } from '../../../../contract/bfr';
import { BFR_UPDATE_TEXT as TEXT } from '../bfr-update-text';
import { formatArizonaMoment } from '../../../../core/date-time-format';

/** The buyer whose file is open: name, e-mail, phone, and when the file was last saved. */
export function BfrContactCard({ contact }: { contact: BfrContactReply['contact'] }) {
  return (
    <section
      aria-label={contact.name}
      className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 className="text-xl font-semibold break-words">{contact.name}</h2>
      <dl className="grid gap-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{TEXT.contactEmail}</span>
          </dt>
          <dd className="min-w-0 break-all">
            {contact.email ? (
              <a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ) : (
              TEXT.none
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{TEXT.contactPhone}</span>
          </dt>
          <dd>
            {contact.phone ? (
              <a className="underline-offset-4 hover:underline" href={`tel:${contact.phone}`}>
                {contact.phone}
              </a>
            ) : (
              TEXT.none
            )}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {contact.bfrUpdatedAt ? (
          <>
            {TEXT.lastSaved}:{' '}
            <time dateTime={contact.bfrUpdatedAt}>
              {formatArizonaMoment(contact.bfrUpdatedAt) ?? contact.bfrUpdatedAt}
            </time>
          </>
        ) : (
          TEXT.neverSaved
        )}
      </p>
    </section>
  );
}
