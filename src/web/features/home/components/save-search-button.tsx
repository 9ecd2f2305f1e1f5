import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import { useFavoritesSession } from '../../../components/favorites/favorites-session';
import { Button } from '../../../components/ui/button';
import { useMounted } from '../../../lib/use-mounted';

// The dialog (its form, the frequency select, the contract's checks, the search's summary)
// loads on the first click, or when the pointer or the keyboard reaches the button: most visits
// never save a search. Nothing here imports what the dialog and /saved-searches share, so the
// home page's first view carries the button alone.
const loadDialog = () =>
  import('./save-search-dialog-loader').then((m) => m.loadSaveSearchDialog());
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

export const SAVE_SEARCH_BUTTON_TEXT = 'Save this search';

/**
 * The marker of "save this search once signed in": /?city=Payson&saveSearch=1 opens the save
 * dialog (read in the browser only, then taken out of the address).
 */
export const SAVE_SEARCH_PARAM = 'saveSearch';

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
  filters,
  returnTo,
}: {
  /** The search shown. */
  filters: PropertySearchFilters;
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
            filters={filters}
            userId={userId}
            loginReturnTo={back}
            returnFocus={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
