import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SAVE_SEARCH_PARAM, type SavedSearchQuery } from '../../../../core/saved-searches';
import { useFavoritesSession } from '../../../components/favorites/favorites-session';
import { Button } from '../../../components/ui/button';
import { useMounted } from '../../../lib/use-mounted';

// The dialog (its form, the frequency select, the contract's checks) loads on the first click,
// or when the pointer or the keyboard reaches the button: most visits never save a search.
const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

export const SAVE_SEARCH_BUTTON_TEXT = 'Save this search';

/** Whether this page was opened back from signing in to save its search (…&saveSearch=1). */
function openedToSave(): boolean {
  return (
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).has(SAVE_SEARCH_PARAM)
  );
}

/** The address without the marker, as it was otherwise (the home page's search stays). */
function dropMarker() {
  const url = new URL(window.location.href);
  url.searchParams.delete(SAVE_SEARCH_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * 'Save this search' on the home page's results: a signed-in visitor names the search and picks
 * how often to be e-mailed; anyone else is asked to log in or register, and comes back to the
 * same search with the dialog open (the marker is read in the browser only, after hydration,
 * then taken out of the address).
 */
export function SaveSearchButton({
  query,
  returnTo,
}: {
  /** The search shown, as a saved query. */
  query: SavedSearchQuery;
  /** This page and search, to come back to after logging in. */
  returnTo: string;
}) {
  const { userId } = useFavoritesSession();
  const mounted = useMounted();
  const [fromLogin] = useState(openedToSave);
  // 'auto' until the visitor opens or closes it: then it opens by itself once, back from
  // logging in, as soon as the session is known to be signed in (after hydration)
  const [state, setState] = useState<'auto' | 'open' | 'closed'>('auto');
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (fromLogin) dropMarker();
  }, [fromLogin]);

  const open =
    state === 'open' || (state === 'auto' && mounted && fromLogin && typeof userId === 'number');
  // once asked for, the dialog stays mounted (closed) so it opens again at once
  const requested = open || state === 'closed';

  const back = `${returnTo}${returnTo.includes('?') ? '&' : '?'}${SAVE_SEARCH_PARAM}=1`;
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        disabled={userId === undefined}
        onClick={() => setState('open')}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <BellPlus aria-hidden="true" />
        {SAVE_SEARCH_BUTTON_TEXT}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={(next) => setState(next ? 'open' : 'closed')}
            query={query}
            userId={userId}
            loginReturnTo={back}
            returnFocus={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
