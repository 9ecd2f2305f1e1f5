import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { CrmActivity, CrmEmail, CrmNote } from '../../../../contract/crm';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { parseServerError } from '../../../lib/server-error';
import { useContactActivities } from '../api/get-contact-activities';
import { useContactNotes } from '../api/get-contact-notes';
import { useCrmEmails } from '../api/get-crm-emails';
import { useCrmNotes } from '../api/get-crm-notes';
import { isContentHidden, itemDate, noteText, truncateText } from '../contacts-format';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';

/**
 * A list of interactions 400 px high (back-office spec section 2) that scrolls inside itself.
 * It is focusable so the keyboard can scroll it, and named for screen readers.
 */
function ListBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-list-height="400"
      className="h-[400px] overflow-y-auto overscroll-contain rounded-lg border bg-card p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="flex h-full items-center justify-center px-4 text-center text-muted-foreground">
      {children}
    </p>
  );
}

function Failure({ title, error }: { title: string | undefined; error: unknown }) {
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3">
      {title && <p className="font-semibold text-red-900">{title}</p>}
      <p className="text-sm text-red-900">{TEXT.interactionFailed}</p>
      <p className="text-xs break-words text-red-800">{parseServerError(error).message}</p>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{TEXT.loading}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** A query's list in its box: loading, its failure, its empty state, or the items. */
function QueryList<T>({
  label,
  query,
  failedTitle,
  empty,
  render,
}: {
  label: string;
  query: Pick<UseQueryResult<T[]>, 'data' | 'error' | 'isPending'>;
  failedTitle?: string;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.error && !query.data) body = <Failure title={failedTitle} error={query.error} />;
  else if (!query.data) body = <Loading />;
  else if (query.data.length === 0) body = <Empty>{empty}</Empty>;
  else body = <ul className="grid gap-3">{query.data.map(render)}</ul>;
  return <ListBox label={label}>{body}</ListBox>;
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
      {itemDate(at)}
    </time>
  );
}

/** A note, cut at 150 characters with show more / show less. */
export function NoteItem({ note }: { note: CrmNote }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const full = noteText(note);
  const preview = truncateText(full);
  return (
    <li className="grid gap-1 rounded-md border bg-background p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium break-words">{note.subject || TEXT.noSubject}</p>
        <When at={note.created} />
      </div>
      {note.createdBy && (
        <p className="text-xs text-muted-foreground">
          {TEXT.by} {note.createdBy}
        </p>
      )}
      <p id={textId} className="text-sm break-words whitespace-pre-wrap">
        {expanded || !preview.cut ? full : preview.text}
      </p>
      {preview.cut && (
        <div>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? TEXT.showLess : TEXT.showMore}
          </Button>
        </div>
      )}
    </li>
  );
}

function EmailItem({ email }: { email: CrmEmail }) {
  const hidden = isContentHidden(email.body);
  return (
    <li className="grid gap-1 rounded-md border bg-background p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium break-words">{email.subject || TEXT.noSubject}</p>
        <When at={email.created} />
      </div>
      <p className="text-xs break-words text-muted-foreground">
        {email.from && (
          <>
            {TEXT.from}: {email.from}
          </>
        )}
        {email.from && email.to.length > 0 && ' · '}
        {email.to.length > 0 && (
          <>
            {TEXT.to}: {email.to.join(', ')}
          </>
        )}
      </p>
      {hidden ? (
        <p className="text-sm text-muted-foreground italic" data-content-hidden="true">
          {TEXT.contentHidden} <span className="not-italic">— {TEXT.contentHiddenNote}</span>
        </p>
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap">{email.body}</p>
      )}
    </li>
  );
}

function ActivityItem({ activity }: { activity: CrmActivity }) {
  return (
    <li className="grid gap-1 rounded-md border bg-background p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium break-words">{activity.activityType}</p>
        <When at={activity.created} />
      </div>
      {activity.description && (
        <p className="text-sm break-words whitespace-pre-wrap">{activity.description}</p>
      )}
    </li>
  );
}

const noteItem = (note: CrmNote) => <NoteItem key={note.id} note={note} />;

/** The interactions dialog's notes: the CRM's notes of the person (100 at most). */
export function CrmNotesList({ personId }: { personId: number }) {
  return (
    <QueryList
      label={TEXT.notesList}
      query={useCrmNotes(personId)}
      failedTitle={TEXT.notesFailed}
      empty={TEXT.noNotes}
      render={noteItem}
    />
  );
}

/** The contact page's notes (100 at most). */
export function ContactNotesList({ contactId }: { contactId: number }) {
  return (
    <QueryList
      label={TEXT.notesList}
      query={useContactNotes(contactId)}
      failedTitle={TEXT.notesFailed}
      empty={TEXT.noNotes}
      render={noteItem}
    />
  );
}

/** The person's logged e-mails (50 at most); without a person, the spec's prompt to pick one. */
export function EmailsList({ personId }: { personId: number | null }) {
  const query = useCrmEmails(personId);
  if (personId === null) {
    return (
      <ListBox label={TEXT.emailsList}>
        <Empty>{TEXT.selectContact}</Empty>
      </ListBox>
    );
  }
  return (
    <QueryList
      label={TEXT.emailsList}
      query={query}
      failedTitle={TEXT.emailsFailed}
      empty={TEXT.noEmails}
      render={(email) => <EmailItem key={email.id} email={email} />}
    />
  );
}

/** The contact's activity, newest first. */
export function ActivityList({
  contactId,
  label = TEXT.activityList,
}: {
  contactId: number;
  label?: string;
}) {
  return (
    <QueryList
      label={label}
      query={useContactActivities(contactId)}
      failedTitle={TEXT.activityFailed}
      empty={TEXT.noActivity}
      render={(activity) => <ActivityItem key={activity.id} activity={activity} />}
    />
  );
}
