import { Calendar, Clock, DollarSign, Tag } from 'lucide-react';
import type { CrmContact } from '../../../../contract/crm';
import { formatUsdCompact } from '../../../../core/number-format';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { dayOf, LIST_VIEW_TAGS } from '../contacts-format';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';
import type { ContactsView } from '../contacts-url';
import { ContactFacts, type FactProps } from './contact-facts';
import { StageBadge } from './stage-badge';

function Fact({ icon, label, children }: FactProps) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4';

/** The first tags of a list-view card, then how many more there are. */
export function TagList({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const more = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={TEXT.tags}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="outline" className="font-normal">
            {tag}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="secondary" className="font-normal">
            {TEXT.moreTags(more)}
          </Badge>
        </li>
      )}
    </ul>
  );
}

/**
 * A contact in the results: name, stage, e-mail, phone, source, budget and dates; in list view
 * also the first 3 tags. The name is a button that opens the interactions dialog; it covers the
 * whole card, so a click anywhere on the card opens it too.
 */
export function ContactCard({
  contact,
  view,
  onOpen,
}: {
  contact: CrmContact;
  view: ContactsView;
  /** Called with the card's button, to give focus back to it when the dialog closes. */
  onOpen: (button: HTMLButtonElement) => void;
}) {
  const list = view === 'list';
  return (
    <article
      data-contact-id={contact.id}
      className={cn(
        'relative grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        list && 'sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start sm:gap-x-6',
      )}
    >
      <div className="grid min-w-0 gap-2">
        <h3 className="min-w-0 text-lg leading-tight font-semibold break-words">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => onOpen(event.currentTarget)}
            className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline"
          >
            {contact.name || `#${contact.id}`}
          </button>
        </h3>
        <StageBadge stage={contact.stage} />
      </div>
      <div className="grid min-w-0 gap-3">
        <dl
          className={cn(
            'grid min-w-0 gap-1.5 text-sm',
            list && 'sm:grid-cols-2 sm:gap-x-6 lg:grid-cols-3',
          )}
        >
          <ContactFacts contact={contact} Fact={Fact} />
          <Fact icon={<DollarSign className={iconClass} aria-hidden="true" />} label={TEXT.budget}>
            {contact.price === null ? TEXT.notSet : formatUsdCompact(contact.price)}
          </Fact>
          <Fact icon={<Calendar className={iconClass} aria-hidden="true" />} label={TEXT.created}>
            {TEXT.created} <time dateTime={contact.created}>{dayOf(contact.created)}</time>
          </Fact>
          <Fact icon={<Clock className={iconClass} aria-hidden="true" />} label={TEXT.lastActivity}>
            {contact.lastActivity ? (
              <>
                {TEXT.lastActivity}{' '}
                <time dateTime={contact.lastActivity}>{dayOf(contact.lastActivity)}</time>
              </>
            ) : (
              `${TEXT.lastActivity}: ${TEXT.none}`
            )}
          </Fact>
        </dl>
        {list && contact.tags.length > 0 && (
          <div className="flex items-start gap-2">
            <Tag className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <TagList tags={contact.tags} limit={LIST_VIEW_TAGS} />
          </div>
        )}
      </div>
    </article>
  );
}
