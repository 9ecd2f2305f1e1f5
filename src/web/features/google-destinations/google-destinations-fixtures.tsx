import type { AdminSettingsView } from '../../../contract/admin-settings';
import type { User } from '../../../contract/auth';
import type {
  DeliveryDestination,
  RecentDeliveries,
  RecentDelivery,
} from '../../../contract/operations';
import { AppRouter } from '../../app/router';
import { Toaster } from '../../components/ui/toaster';
import { settingsRoutes } from '../../testing/admin-settings-fixtures';
import { ok, SIGNED_OUT, stubApi, type Answer, type StubRequest } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';

/** A delivery as GET /api/admin/lead-deliveries lists it (delivered, unless told otherwise). */
export const deliveryFixture = (overrides: Partial<RecentDelivery> = {}): RecentDelivery => ({
  id: 7,
  leadName: 'Opal Pine',
  state: 'delivered',
  attempts: 1,
  lastError: null,
  submittedAt: '2026-11-25T21:05:00.000Z',
  deliveredAt: '2026-11-25T21:05:02.000Z',
  nextAttemptAt: null,
  retryable: false,
  ...overrides,
});

/** GET /api/admin/lead-deliveries's reply. */
export const deliveriesReply = (
  destination: DeliveryDestination,
  configured: boolean,
  deliveries: RecentDelivery[] = [],
): RecentDeliveries => ({ destination, configured, deliveries });

/** The path a destination's deliveries are asked at. */
export const deliveriesPath = (destination: DeliveryDestination) =>
  `/api/admin/lead-deliveries?destination=${destination}`;

/**
 * A Google page in the app (`url`) with the toaster, for `user`, over the settings `view` (saves
 * change it; `fail` answers a save instead), no deliveries yet, and a test's own `routes`.
 */
export function renderDestinationPage(options: {
  url: '/admin/google-sheets' | '/admin/google-forms';
  destination: DeliveryDestination;
  user: User | null;
  view: AdminSettingsView;
  routes?: Record<string, Answer>;
  fail?: (request: StubRequest) => { status: number; body: unknown } | undefined;
}) {
  const api = stubApi({
    '/api/user': options.user ? ok(options.user) : SIGNED_OUT,
    ...settingsRoutes(options.view, { fail: options.fail }).routes,
    [`GET ${deliveriesPath(options.destination)}`]: ok(deliveriesReply(options.destination, false)),
    ...options.routes,
  });
  renderWithProviders(
    <>
      <main>
        <AppRouter />
      </main>
      <Toaster />
    </>,
    { url: options.url },
  );
  return api;
}
