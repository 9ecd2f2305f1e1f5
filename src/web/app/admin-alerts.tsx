import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PAGES, pagePattern } from '../../core/page-routes';
import { useUser } from '../features/accounts/api/get-user';
import { reportClientError } from '../lib/report-errors';

// Its own chunk, asked for only when an admin is on a listing screen: a visitor never
// downloads the banner nor calls /api/admin/alerts.
const AlertBanner = lazy(() =>
  import('../features/alerts/alert-banner').then((m) => ({ default: m.AlertBanner })),
);

/** The screens that show the banner (visitor spec section 1: admins see it on listing screens). */
const LISTING_SCREENS = [PAGES.home, PAGES.justListed, PAGES.property].map(pagePattern);

export const isListingScreen = (path: string) => LISTING_SCREENS.some((re) => re.test(path));

const noSubscription = () => () => undefined;

/** False on the server and in the hydration pass, true once the app runs in the browser. */
const useMounted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** A banner that fails (its chunk did not load) leaves the page alone; the failure is reported. */
class BannerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    reportClientError({ kind: 'render', message: `Alert banner: ${error.message}` });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
    <BannerBoundary>
      <Suspense fallback={null}>
        <AlertBanner />
      </Suspense>
    </BannerBoundary>
  );
}
