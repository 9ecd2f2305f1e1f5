import { BellRing, LogIn, RotateCw, Search } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { PAGES } from '../../../core/page-routes';
import { loginHref } from '../../../core/return-path';
import { SAVED_SEARCH_TEXT } from '../../../core/saved-searches';
import { useFavoritesSession } from '../../components/favorites/favorites-session';
import {
  useDeleteSavedSearch,
  useSavedSearches,
} from '../../components/saved-searches/api/saved-searches';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SavedSearchItem } from './components/saved-search-item';
import { SAVED_SEARCHES_TEXT as TEXT, searchCount } from './saved-searches-text';

function Notice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-16 text-center">
      {/* the header's icon of this page (BellPlus stays with the home page's button) */}
      <BellRing className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{children}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>
    </div>
  );
}

function LoadingList() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">{TEXT.loading}</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-32 rounded-xl" />
      ))}
    </div>
  );
}

const searchLink = (
  <Button asChild variant="outline">
    <Link href={PAGES.home}>
      <Search aria-hidden="true" />
      {TEXT.search}
    </Link>
  </Button>
);

/** The signed-in visitor's searches: the list, or its loading, empty and failed states. */
function SavedSearchList({ userId }: { userId: number }) {
  const { data, error, isPending, isFetching, refetch } = useSavedSearches(userId);
  // here, not in the item: the item is gone when the deletion is done, and its callbacks too
  const remove = useDeleteSavedSearch(userId);
  const deleteSearch = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: SAVED_SEARCH_TEXT.deleted }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: TEXT.deleteFailed,
          description: parseServerError(failure).userMessage,
        }),
    });

  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-lg font-semibold text-red-900">{TEXT.errorTitle}</h2>
        <p className="mt-2 text-red-900">{parseServerError(error).userMessage}</p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RotateCw aria-hidden="true" />
          {TEXT.retry}
        </Button>
      </div>
    );
  }
  if (isPending) return <LoadingList />;
  if (data.length === 0) {
    return (
      <Notice title={TEXT.emptyTitle} action={searchLink}>
        {TEXT.empty}
      </Notice>
    );
  }
  return (
    <ul className="grid gap-4">
      {data.map((search) => (
        <SavedSearchItem
          key={search.id}
          userId={userId}
          search={search}
          deleting={remove.isPending && remove.variables === search.id}
          onDelete={() => deleteSearch(search.id)}
        />
      ))}
    </ul>
  );
}

/** A visitor who is not signed in: sent to log in, coming back here (the notice shows meanwhile). */
function SignedOut() {
  const href = loginHref(PAGES.savedSearches);
  return (
    <>
      <Redirect to={href} replace />
      <Notice
        title={TEXT.signedOutTitle}
        action={
          <Button asChild>
            <Link href={href}>
              <LogIn aria-hidden="true" />
              {TEXT.logIn}
            </Link>
          </Button>
        }
      >
        {TEXT.signedOut}
      </Notice>
    </>
  );
}

/**
 * /saved-searches: the signed-in visitor's saved searches, newest first, each with its filters
 * in words, how often it e-mails (saved on change), Run, Rename (in place) and Delete. A visitor
 * who is not signed in is sent to log in, and comes back here.
 */
export function SavedSearchesPage() {
  const { userId } = useFavoritesSession();
  const count = useSavedSearches(userId).data?.length;
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`${TEXT.title} | ${teamName}`);

  // a deleted search takes its focused button with it: keep the keyboard user on the page
  useEffect(() => {
    if (count !== undefined && document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  }, [count]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <div className="mb-6">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight outline-none"
        >
          {TEXT.title}
        </h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{TEXT.intro}</p>
        {/* spoken when a deletion changes it; empty (but present) until the list is known */}
        <p aria-live="polite" className="mt-1 h-5 text-sm leading-5 text-muted-foreground">
          {count !== undefined && count > 0 ? searchCount(count) : ''}
        </p>
      </div>
      {userId === null ? (
        <SignedOut />
      ) : userId === undefined ? (
        <LoadingList />
      ) : (
        <SavedSearchList userId={userId} />
      )}
    </div>
  );
}
