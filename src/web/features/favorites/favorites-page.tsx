import { Heart, LogIn, Search } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGES } from '../../../core/page-routes';
import { loginHref } from '../../../core/return-path';
import { useFavorites } from '../../components/favorites/api/favorites';
import { useFavoritesSession } from '../../components/favorites/favorites-session';
import { ListingGrid, ListingGridSkeleton } from '../../components/listings/listing-grid';
import { Button } from '../../components/ui/button';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadFailed } from './components/load-failed';
import { SavedComparisonsSection } from './components/saved-comparisons-section';

export const FAVORITES_TEXT = {
  title: 'Favorites',
  loading: 'Loading your favorites...',
  signedOutTitle: 'Log in to see your favorites',
  signedOut:
    'Tap the heart on any listing to save it. Your favorites are kept with your account, on every device.',
  emptyTitle: 'No saved properties yet',
  empty: 'Tap the heart on a listing you like and it will be waiting for you here.',
  errorTitle: 'Unable to load your favorites',
} as const;

const savedCount = (n: number) => `${n} saved ${n === 1 ? 'property' : 'properties'}`;

function Notice({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-16 text-center">
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{children}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>
    </div>
  );
}

const searchLink = (
  <Button asChild variant="outline">
    <Link href={PAGES.home}>
      <Search aria-hidden="true" />
      Search properties
    </Link>
  </Button>
);

/**
 * /favorites: the signed-in visitor's saved listings, as the same cards as the search, and
 * their saved comparisons.
 */
export function FavoritesPage() {
  const { userId } = useFavoritesSession();
  const { data, error, isPending, isFetching, refetch } = useFavorites();
  const photoSources = useSiteInfo().data?.photoSources ?? [];
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = data?.properties.length;
  useDocumentTitle(`${FAVORITES_TEXT.title} | ${teamName}`);

  // A removed card takes its focused heart with it: keep the keyboard user on the page.
  useEffect(() => {
    if (count === undefined) return;
    if (document.activeElement === document.body) headingRef.current?.focus();
  }, [count]);

  let body: ReactNode;
  if (userId === null) {
    body = (
      <Notice
        icon={<Heart className="size-10 text-muted-foreground" aria-hidden="true" />}
        title={FAVORITES_TEXT.signedOutTitle}
        action={
          <>
            <Button asChild>
              <Link href={loginHref(PAGES.favorites)}>
                <LogIn aria-hidden="true" />
                Log in
              </Link>
            </Button>
            {searchLink}
          </>
        }
      >
        {FAVORITES_TEXT.signedOut}
      </Notice>
    );
  } else if (error) {
    body = (
      <LoadFailed
        title={FAVORITES_TEXT.errorTitle}
        heading="h2"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (userId === undefined || isPending) {
    body = <ListingGridSkeleton count={4} label={FAVORITES_TEXT.loading} />;
  } else if (data.properties.length === 0) {
    body = (
      <Notice
        icon={<Heart className="size-10 text-muted-foreground" aria-hidden="true" />}
        title={FAVORITES_TEXT.emptyTitle}
        action={searchLink}
      >
        {FAVORITES_TEXT.empty}
      </Notice>
    );
  } else {
    body = (
      <ListingGrid
        properties={data.properties}
        photoSources={photoSources}
        returnTo={PAGES.favorites}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex min-h-14 flex-col justify-center">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight outline-none"
        >
          {FAVORITES_TEXT.title}
        </h1>
        {/* spoken when a removal changes it; empty (but present) until the list is known */}
        <p aria-live="polite" className="h-5 text-sm leading-5 text-muted-foreground">
          {count !== undefined && count > 0 ? savedCount(count) : ''}
        </p>
      </div>
      {body}
      {typeof userId === 'number' && <SavedComparisonsSection userId={userId} />}
    </div>
  );
}
