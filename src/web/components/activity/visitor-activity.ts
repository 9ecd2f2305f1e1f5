import { useEffect } from 'react';
import type { VisitorActivityRequest } from '../../../contract/activity';
import { apiRequest } from '../../lib/api';
import { useFavoritesSession } from '../favorites/favorites-session';

/*
 * What a visitor the team knows does on the site reaches the team's CRM (issue 19): the
 * listings they view and the searches they run. Only a signed-in visitor, or one who sent the
 * new-client form from this browser, reports anything; the server checks again and keeps
 * nothing of anyone else. Reports never hold up a page: they go after it shows, and a failure
 * is dropped.
 */

const KNOWN_VISITOR_KEY = 'ridgeline:knownVisitor';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** After a new-client form was sent from this browser: the visitor is someone the team knows. */
export function markKnownVisitor(): void {
  try {
    storage()?.setItem(KNOWN_VISITOR_KEY, 'true');
  } catch {
    // storage full or blocked: the visitor stays unknown to the CRM, nothing else changes
  }
}

function sentTheForm(): boolean {
  try {
    return storage()?.getItem(KNOWN_VISITOR_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Reports an activity of a known visitor (`event` null: nothing to report). */
export function useVisitorActivity(event: VisitorActivityRequest | null): void {
  const { userId } = useFavoritesSession();
  const key = event ? JSON.stringify(event) : null;
  useEffect(() => {
    // undefined: the session is still being checked; the effect runs again when it is known
    if (key === null || userId === undefined) return;
    if (userId === null && !sentTheForm()) return;
    apiRequest('/api/activity', { method: 'POST', body: JSON.parse(key) as unknown }).catch(
      () => undefined,
    );
  }, [key, userId]);
}
