import { useEffect, useMemo, type ReactNode } from 'react';
import { toast } from '../ui/use-toast';
import { useToggleFavorite } from './api/favorites';
import { FavoritesSessionContext } from './favorites-session';
import { takePendingFavorite } from './pending-favorite';

/**
 * Gives the hearts the session they act for, and saves the listing an anonymous visitor
 * tapped once they have logged in (wherever they are then: /auth or the page they return to).
 */
export function FavoritesProvider({
  userId,
  children,
}: {
  /** The signed-in user's id, null when anonymous, undefined while the session is checked. */
  userId: number | null | undefined;
  children: ReactNode;
}) {
  const { mutate } = useToggleFavorite();

  useEffect(() => {
    if (userId == null) return;
    const propertyId = takePendingFavorite();
    if (propertyId === null) return;
    mutate(
      { userId, propertyId, save: true },
      {
        onSuccess: () =>
          toast({
            title: 'Saved to favorites',
            description: 'The property you chose before logging in is in your favorites.',
          }),
      },
    );
  }, [userId, mutate]);

  const session = useMemo(() => ({ userId }), [userId]);
  return <FavoritesSessionContext value={session}>{children}</FavoritesSessionContext>;
}
