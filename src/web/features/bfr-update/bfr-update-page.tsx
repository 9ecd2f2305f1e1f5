import type { User } from '../../../contract/auth';
import { Users } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { BfrContactReply } from '../../../contract/bfr';
import { AdminPageLayout } from '../../components/staff/admin-page-layout';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBfrContact } from './api/get-bfr-contact';
import { useBfrContactSearch } from './api/search-bfr-contact';
import { BfrEditor } from './bfr-editor';
import { BfrSearchForm } from './bfr-search-form';
import { BFR_UPDATE_TEXT as TEXT } from './bfr-update-text';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed bg-card px-4 py-12 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/** The checklist's place while a contact is looked up: the card and the sections' headers. */
function EditorSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-32 w-full rounded-xl" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The other contacts the search matched, to open one of them instead. */
function MatchList({
  matches,
  term,
  shownId,
  onPick,
}: {
  matches: BfrContactReply['matches'];
  term: string;
  shownId: number | null;
  onPick: (id: number) => void;
}) {
  const uid = useId();
  return (
    <nav
      aria-labelledby={`${uid}-title`}
      className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h2 id={`${uid}-title`} className="flex items-center gap-2 font-semibold">
          <Users className="size-4" aria-hidden="true" />
          {TEXT.matchesTitle(matches.length, term)}
        </h2>
        <p className="text-sm text-muted-foreground">{TEXT.matchesHint}</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {matches.map((match) => {
          const shown = match.id === shownId;
          return (
            <li key={match.id} className="min-w-0 max-w-full">
              <Button
                variant={shown ? 'secondary' : 'outline'}
                size="sm"
                aria-current={shown ? 'true' : undefined}
                onClick={() => onPick(match.id)}
                className="h-auto max-w-full min-h-9 flex-wrap justify-start py-1.5 text-left whitespace-normal"
              >
                <span className="font-medium">{match.name}</span>
                {match.email && (
                  <span className="text-muted-foreground break-all">{match.email}</span>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The search, then the contact's checklist (or why there is none). */
function BfrWorkspace() {
  // the term searched (null before the first search) and the match picked instead of the first
  const [lookup, setLookup] = useState<{ term: string | null; picked: number | null }>({
    term: null,
    picked: null,
  });
  const found = useBfrContactSearch(lookup.term);
  const pickedOther =
    lookup.picked !== null && found.data?.contact.id !== lookup.picked ? lookup.picked : null;
  const picked = useBfrContact(pickedOther);
  const shown = pickedOther === null ? found : picked;

  // 'Error' / the server's message or 'Failed to search contact' (spec section 8), once a failure
  const failure = shown.error;
  useEffect(() => {
    if (!failure) return;
    toast({
      variant: 'destructive',
      title: TEXT.error,
      description: parseServerError(failure).serverMessage ?? TEXT.searchFailed,
    });
  }, [failure]);

  const search = (term: string) => {
    setLookup({ term, picked: null });
    // the same term again asks again: the file may have changed since
    if (term === lookup.term) void found.refetch();
  };

  let body: ReactNode;
  if (lookup.term === null) {
    body = <Notice>{TEXT.idle}</Notice>;
  } else if (shown.data) {
    const reply = shown.data;
    body = (
      <div
        className={cn('grid gap-4', shown.isFetching && 'opacity-70')}
        aria-busy={shown.isFetching}
      >
        {found.data && found.data.matches.length > 1 && (
          <MatchList
            matches={found.data.matches}
            term={lookup.term}
            shownId={reply.contact.id}
            onPick={(id) => setLookup((now) => ({ ...now, picked: id }))}
          />
        )}
        {/* each answer opens the form afresh, with the file as the server has it */}
        <BfrEditor key={`${reply.contact.id}:${shown.dataUpdatedAt}`} reply={reply} />
      </div>
    );
  } else if (shown.data === null) {
    body = <Notice>{TEXT.notFound(lookup.term)}</Notice>;
  } else if (shown.error) {
    body = (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg font-semibold">{TEXT.searchFailed}</h2>
          <p className="break-words">{parseServerError(shown.error).message}</p>
        </div>
        <Button variant="outline" className="shrink-0" onClick={() => void shown.refetch()}>
          {TEXT.retry}
        </Button>
      </div>
    );
  } else {
    body = <EditorSkeleton label={pickedOther === null ? TEXT.searching : TEXT.loadingContact} />;
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <BfrSearchForm busy={found.isFetching || picked.isFetching} onSearch={search} />
      {body}
    </div>
  );
}

/**
 * /admin/bfr-update: the BFR Admin Update Tool (back-office spec section 2), for staff (agents
 * and admins). The app hands in the session: undefined while it is checked, null for a visitor
 * not signed in.
 */
export function BfrUpdatePage({ user }: { user: User | null | undefined }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${TEXT.title} | ${teamName}`);
  const [pathname] = useLocation();

  return (
    <AdminPageLayout
      user={user}
      path={pathname}
      texts={TEXT}
      access="staff"
      loading={
        <div role="status" aria-live="polite" className="grid gap-6">
          <span className="sr-only">{TEXT.loading}</span>
          <Skeleton className="h-44 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      }
    >
      {() => <BfrWorkspace />}
    </AdminPageLayout>
  );
}
