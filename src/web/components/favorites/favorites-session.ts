import { createContext, useContext } from 'react';

/**
 * Who the hearts act for: the signed-in user's id, null for an anonymous visitor, undefined
 * while the session is still being checked. The app provides it (src/web/app/router.tsx)
 * from the shared user query, which shared components cannot import themselves.
 */
export type FavoritesSession = { userId: number | null | undefined };

export const FavoritesSessionContext = createContext<FavoritesSession>({ userId: undefined });

export function useFavoritesSession(): FavoritesSession {
  return useContext(FavoritesSessionContext);
}
