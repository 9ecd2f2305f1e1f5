import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { PAGES, pagePattern } from '../../core/page-routes';
import { useUser } from '../features/accounts/api/get-user';
import { useMounted } from '../lib/use-mounted';
import { QuietBoundary } from './quiet-boundary';

// Its own chunk, asked for only when an admin is on a listing screen: a visitor never
// downloads the banner nor calls /api/admin/alerts.
const AlertBanner = lazy(() =>
  import('../features/alerts/alert-banner').then((m) => ({ default: m.AlertBanner })),
);

/** The screens that show the banner (visitor spec section 1: admins see it on listing screens). */
const LISTING_SCREENS = [PAGES.home, PAGES.justListed, PAGES.property].map(pagePattern);

export const isListingScreen = (path: string) => LISTING_SCREENS.some((re) => re.test(path));

/**
 * The system alert banner, for admins on the listing screens (home, Just Listed, a property).
 * Client-only: the server render and the hydration pass show nothing, so their markup matches.
 */
export function AdminAlerts() {
  const { data: user } = useUser();
  const [path] = useLocation();
  const mounted = useMounted();
  if (!mounted || !user?.isAdmin || !isListingScreen(path)) return null;
  return (
    <QuietBoundary name="Alert banner">
      <Suspense fallback={null}>
        <AlertBanner />
      </Suspense>
    </QuietBoundary>
  );
}
