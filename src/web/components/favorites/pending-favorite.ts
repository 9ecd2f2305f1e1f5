/**
 * The listing an anonymous visitor tapped the heart of, kept in this tab while they log in,
 * and saved once they are signed in (src/web/components/favorites/favorites-provider.tsx).
 */
const PENDING_FAVORITE_KEY = 'ridgeline:pending-favorite';

/** A tap that is older than this is forgotten: the visitor left the login page long ago. */
export const PENDING_FAVORITE_MAX_AGE_MS = 60 * 60 * 1000;

/** Remembers the listing to save after login (call it from the click handler). */
export function rememberPendingFavorite(propertyId: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ propertyId, savedAt: now }));
  } catch {
    // storage disabled (private mode, quota): the visitor saves it again after login
  }
}

/** The listing waiting to be saved, taken out of storage so it is saved once; null when none. */
export function takePendingFavorite(now = Date.now()): number | null {
  try {
    const raw = sessionStorage.getItem(PENDING_FAVORITE_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(PENDING_FAVORITE_KEY);
    const value = JSON.parse(raw) as { propertyId?: unknown; savedAt?: unknown };
    const { propertyId, savedAt } = value ?? {};
    if (typeof propertyId !== 'number' || !Number.isSafeInteger(propertyId) || propertyId < 1) {
      return null;
    }
    if (typeof savedAt !== 'number' || now - savedAt > PENDING_FAVORITE_MAX_AGE_MS) return null;
    return propertyId;
  } catch {
    return null;
  }
}
