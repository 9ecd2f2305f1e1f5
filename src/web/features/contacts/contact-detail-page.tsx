import { ArrowLeft, ExternalLink, NotebookPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../contract/auth';
import type { CrmContact } from '../../../contract/crm';
import { formatUsd, formatUsdCompact, formatWholeNumber } from '../../../core/number-format';
import { callerAccess, grantsAccess } from '../../../core/route-access';
import { AdminGate } from '../../components/staff/admin-gate';
import { AccessBadge, AdminHomeLink } from '../../components/staff/admin-page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useContact } from './api/get-contact';
import { AddNoteForm, StageForm } from './components/contact-actions';
import { AssigneeForm } from './components/assignee-form';
import { CONTACT_COMPARISONS_TEXT, ContactComparisons } from './components/contact-comparisons';
import { TagList } from './components/contact-card';
import { ActivityList, ContactNotesList } from './components/interaction-lists';
import { StageBadge } from './components/stage-badge';
import { addressLine, dayOf, externalUrl, initialsOf, itemDate } from './contacts-format';
import { CONTACTS_TEXT as TEXT } from './contacts-text';
import { useRawSearch } from './use-raw-search';
import { contactsReturnPath, parseContactId } from './contacts-url';

const NOTES_ANCHOR = 'contact-notes';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A link to another site, in a new tab, said so to screen readers. */
function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {TEXT.opensInNewTab}</span>
    </a>
  );
}

/** The CRM's picture, or the initials when there is none (or it does not load). */
function Portrait({ contact }: { contact: CrmContact }) {
  const [failed, setFailed] = useState(false);
  const src = externalUrl(contact.picture?.small);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={TEXT.picture(contact.name)}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-full border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-muted text-xl font-semibold text-muted-foreground"
    >
      {initialsOf(contact.name)}
    </span>
  );
}

function ContactInfo({ contact }: { contact: CrmContact }) {
  const addresses = contact.addresses.map(addressLine).filter((line) => line !== null);
  const phoneNote = [
    contact.carrier && `${TEXT.carrier}: ${contact.carrier}`,
    contact.lineType && `${TEXT.lineType}: ${contact.lineType}`,
  ].filter(Boolean);
  return (
    <Block id="contact-info" title={TEXT.contactInfo}>
      <div className="flex items-center gap-4">
        <Portrait contact={contact} />
        <div className="grid min-w-0 gap-1">
          <p className="text-lg font-semibold break-words">{contact.name || `#${contact.id}`}</p>
          <StageBadge stage={contact.stage} />
        </div>
      </div>
      <Facts>
        <Fact label={TEXT.emails}>
          {contact.emails.length === 0 ? (
            TEXT.none
          ) : (
            <ul className="grid gap-0.5">
              {contact.emails.map((email) => (
                <li key={email.value}>
                  <a href={`mailto:${email.value}`} className="text-primary hover:underline">
                    {email.value}
                  </a>
                  {email.type && <span className="text-muted-foreground"> ({email.type})</span>}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={TEXT.phones}>
          {contact.phones.length === 0 ? (
            TEXT.none
          ) : (
            <ul className="grid gap-0.5">
              {contact.phones.map((phone) => (
                <li key={phone.value}>
                  <a href={`tel:${phone.value}`} className="text-primary hover:underline">
                    {phone.value}
                  </a>
                  {phone.type && <span className="text-muted-foreground"> ({phone.type})</span>}
                </li>
              ))}
            </ul>
          )}
          {phoneNote.length > 0 && (
            <p className="mt-1 text-xs text-muted-foreground">{phoneNote.join(' · ')}</p>
          )}
        </Fact>
        <Fact label={TEXT.addresses}>
          {addresses.length === 0 ? (
            TEXT.none
          ) : (
            <ul className="grid gap-0.5">
              {addresses.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={TEXT.source}>{contact.source ?? TEXT.none}</Fact>
        <Fact label={TEXT.budget}>
          {contact.price === null ? TEXT.notSet : formatUsdCompact(contact.price)}
        </Fact>
        <Fact label={TEXT.createdVia}>{contact.createdVia ?? TEXT.none}</Fact>
        <Fact label={TEXT.created}>
          <time dateTime={contact.created}>{itemDate(contact.created)}</time>
        </Fact>
        <Fact label={TEXT.updated}>
          <time dateTime={contact.updated}>{itemDate(contact.updated)}</time>
        </Fact>
      </Facts>
    </Block>
  );
}

const SOCIAL_TEXT_FIELDS = [
  ['title', TEXT.socialTitle],
  ['company', TEXT.company],
  ['location', TEXT.location],
  ['age', TEXT.age],
  ['topics', TEXT.topics],
  ['bio', TEXT.bio],
] as const;
const SOCIAL_LINK_FIELDS = [
  ['linkedIn', TEXT.linkedIn],
  ['facebook', TEXT.facebook],
  ['twitter', TEXT.twitter],
  ['googleProfile', TEXT.googleProfile],
] as const;

function SocialInfo({ social }: { social: CrmContact['socialData'] }) {
  const texts = SOCIAL_TEXT_FIELDS.filter(([field]) => social?.[field]);
  const links = SOCIAL_LINK_FIELDS.filter(([field]) => social?.[field]);
  return (
    <Block id="contact-social" title={TEXT.socialInfo}>
      {!social || texts.length + links.length === 0 ? (
        <Muted>{TEXT.noSocialInfo}</Muted>
      ) : (
        <Facts>
          {texts.map(([field, label]) => (
            <Fact key={field} label={label}>
              {social[field]}
            </Fact>
          ))}
          {links.map(([field, label]) => {
            const value = social[field] ?? '';
            const href = externalUrl(value);
            return (
              <Fact key={field} label={label}>
                {href ? <ExternalAnchor href={href}>{value}</ExternalAnchor> : value}
              </Fact>
            );
          })}
        </Facts>
      )}
    </Block>
  );
}

function ActivitySummary({ contact }: { contact: CrmContact }) {
  const timeframe = [contact.timeframeDateRange, contact.timeframeStatus].filter(Boolean);
  return (
    <Block id="contact-activity" title={TEXT.activitySummary}>
      <Facts>
        <Fact label={TEXT.lastActivity}>
          {contact.lastActivity ? (
            <time dateTime={contact.lastActivity}>{itemDate(contact.lastActivity)}</time>
          ) : (
            TEXT.none
          )}
        </Fact>
        <Fact label={TEXT.websiteVisits}>
          {contact.websiteVisits === null ? TEXT.none : formatWholeNumber(contact.websiteVisits)}
        </Fact>
        <Fact label={TEXT.timeframe}>
          {timeframe.length > 0 ? timeframe.join(' · ') : TEXT.none}
        </Fact>
      </Facts>
      <h3 className="font-semibold">{TEXT.recentActivity}</h3>
      <ActivityList contactId={contact.id} label={TEXT.recentActivity} />
    </Block>
  );
}

/** Who the contact is assigned to, with the control to change it, and the collaborators. */
function Assignment({ contact }: { contact: CrmContact }) {
  return (
    <Block id="contact-assignment" title={TEXT.assignment}>
      <Facts>
        <Fact label={TEXT.assignedTo}>{contact.assignedTo ?? TEXT.none}</Fact>
        <Fact label={TEXT.collaborators}>
          {contact.collaborators.length === 0 ? (
            TEXT.noCollaborators
          ) : (
            <ul className="grid gap-0.5">
              {contact.collaborators.map((person, index) => (
                <li key={`${person.name}-${index}`}>
                  {person.name}
                  {person.role && <span className="text-muted-foreground"> · {person.role}</span>}
                  {person.assigned && (
                    <Badge variant="outline" className="ml-2 font-normal">
                      {TEXT.assigned}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </Facts>
      <AssigneeForm contact={contact} />
    </Block>
  );
}

function Deal({ contact }: { contact: CrmContact }) {
  const known =
    contact.dealName ??
    contact.dealStage ??
    contact.dealStatus ??
    contact.dealPrice ??
    contact.dealCloseDate;
  return (
    <Block id="contact-deal" title={TEXT.dealInfo}>
      {known === null ? (
        <Muted>{TEXT.noDeal}</Muted>
      ) : (
        <Facts>
          <Fact label={TEXT.dealName}>{contact.dealName ?? TEXT.none}</Fact>
          <Fact label={TEXT.dealStage}>{contact.dealStage ?? TEXT.none}</Fact>
          <Fact label={TEXT.dealStatus}>{contact.dealStatus ?? TEXT.none}</Fact>
          <Fact label={TEXT.dealPrice}>
            {contact.dealPrice === null ? TEXT.none : formatUsd(contact.dealPrice)}
          </Fact>
          <Fact label={TEXT.dealCloseDate}>
            {contact.dealCloseDate ? (
              <time dateTime={contact.dealCloseDate}>{dayOf(contact.dealCloseDate)}</time>
            ) : (
              TEXT.none
            )}
          </Fact>
        </Facts>
      )}
    </Block>
  );
}

function Source({ contact }: { contact: CrmContact }) {
  const href = externalUrl(contact.sourceUrl);
  return (
    <Block id="contact-source" title={TEXT.sourceLink}>
      {href ? (
        <p className="text-sm">
          <ExternalAnchor href={href}>{contact.sourceUrl}</ExternalAnchor>
        </p>
      ) : (
        <Muted>{contact.sourceUrl ?? TEXT.noSourceLink}</Muted>
      )}
    </Block>
  );
}

function LeadAnswers({ answers }: { answers: Record<string, string> }) {
  return (
    <Block id="contact-answers" title={TEXT.leadAnswers}>
      <Facts>
        {Object.entries(answers).map(([question, answer]) => (
          <Fact key={question} label={question}>
            <span className="whitespace-pre-wrap">{answer}</span>
          </Fact>
        ))}
      </Facts>
    </Block>
  );
}

function ContactView({ contact }: { contact: CrmContact }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-6">
        <ContactInfo contact={contact} />
        <ActivitySummary contact={contact} />
        <Block id={NOTES_ANCHOR} title={TEXT.notesTitle}>
          <ContactNotesList contactId={contact.id} />
        </Block>
        <Block id="contact-comparisons" title={CONTACT_COMPARISONS_TEXT.title}>
          <ContactComparisons contactId={contact.id} />
        </Block>
      </div>
      <div className="grid min-w-0 content-start gap-6">
        <Block id="contact-actions" title={TEXT.actions}>
          <StageForm contact={contact} />
          <AddNoteForm contactId={contact.id} />
        </Block>
        <Assignment contact={contact} />
        <Deal contact={contact} />
        <Block id="contact-tags" title={TEXT.tags}>
          {contact.tags.length > 0 ? <TagList tags={contact.tags} /> : <Muted>{TEXT.noTags}</Muted>}
        </Block>
        <SocialInfo social={contact.socialData} />
        <Source contact={contact} />
        {contact.leadAnswers && Object.keys(contact.leadAnswers).length > 0 && (
          <LeadAnswers answers={contact.leadAnswers} />
        )}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <span className="sr-only">{TEXT.loading}</span>
      <Skeleton className="h-72 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

function NotFound({ error, backHref }: { error: unknown; backHref: string }) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <h2 className="text-lg font-semibold">{TEXT.contactFailed}</h2>
      <p>{TEXT.contactNotFound}</p>
      {error !== null && <p className="text-sm break-words">{parseServerError(error).message}</p>}
      <div>
        <Button asChild variant="outline">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            {TEXT.backToContacts}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function ContactLoader({ id, backHref }: { id: number | null; backHref: string }) {
  const { data, error } = useContact(id);
  if (id === null) return <NotFound error={null} backHref={backHref} />;
  if (data) return <ContactView contact={data} />;
  if (error) return <NotFound error={error} backHref={backHref} />;
  return <DetailSkeleton />;
}

/** The heading's name once the contact is known (read from the cache the loader fills). */
function ContactHeading({ id }: { id: number | null }) {
  const { data } = useContact(id);
  return <>{data?.name || TEXT.contactTitle}</>;
}

/**
 * A contact's page (back-office spec section 2) at /admin/contacts/{id} and /contacts/{id}:
 * contact, social info, tags, activity summary, assignment, deal, notes, source link, the lead's
 * answers and the staff actions. The back link returns to the list (and search) it came from.
 * The tab title stays generic: a name in it would stay in the browser history.
 */
export function ContactDetailPage({ user, id }: { user: User | null | undefined; id: string }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${TEXT.contactTitle} | ${teamName}`);
  const contactId = parseContactId(id);
  const [pathname] = useLocation();
  const search = useRawSearch();
  const backHref = contactsReturnPath(new URLSearchParams(search).get('return'));
  // the contact's name and the link to its notes only for those the page lets in
  const staff = user ? grantsAccess(callerAccess(user), 'staff') : false;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            {TEXT.backToContacts}
          </Link>
        </Button>
        <AdminHomeLink />
      </div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {staff ? <ContactHeading id={contactId} /> : TEXT.contactTitle}
          </h1>
          <AccessBadge access="staff" />
        </div>
        {staff && contactId !== null && (
          <Button asChild variant="outline" size="sm">
            <a href={`#${NOTES_ANCHOR}`}>
              <NotebookPen aria-hidden="true" />
              {TEXT.viewNotes}
            </a>
          </Button>
        )}
      </div>
      <AdminGate
        user={user}
        path={search ? `${pathname}?${search}` : pathname}
        texts={TEXT}
        loading={<DetailSkeleton />}
        access="staff"
      >
        {() => <ContactLoader id={contactId} backHref={backHref} />}
      </AdminGate>
    </div>
  );
}
