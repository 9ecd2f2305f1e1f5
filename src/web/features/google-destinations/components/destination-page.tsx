import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AdminSettingsView } from '../../../../contract/admin-settings';
import type { User } from '../../../../contract/auth';
import type { DeliveryDestination } from '../../../../contract/operations';
import { AdminPageLayout, type AdminPageTexts } from '../../../components/staff/admin-page-layout';
import { useAdminSettings } from '../../../components/staff/api/admin-settings';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';
import { useSiteInfo } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GOOGLE_DESTINATIONS_TEXT as TEXT } from '../google-destinations-text';
import { DeliveryList } from './delivery-list';

/** The settings once loaded (the page's editors), a skeleton before, the error with Retry. */
function SettingsArea({ children }: { children: (settings: AdminSettingsView) => ReactNode }) {
  const settings = useAdminSettings();
  if (settings.data) return children(settings.data);
  return (
    <div className="lg:col-span-3">
      {settings.error ? (
        <CardLoadError
          title={TEXT.settingsErrorTitle}
          error={settings.error}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <CardSkeleton lines={4} />
      )}
    </div>
  );
}

/**
 * A Google destination's page, for admins: its title, its settings editors (`children`, given
 * the settings once loaded) in a three-column grid, then its last 50 deliveries. `user` is the
 * session: undefined while it is checked, null for a visitor not signed in.
 */
export function DestinationPage({
  user,
  texts,
  destination,
  children,
}: {
  user: User | null | undefined;
  texts: AdminPageTexts;
  destination: DeliveryDestination;
  children: (settings: AdminSettingsView) => ReactNode;
}) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${texts.title} | ${teamName}`);
  const [pathname] = useLocation();
  return (
    <AdminPageLayout user={user} path={pathname} texts={texts} loading={<CardSkeleton lines={4} />}>
      {() => (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <SettingsArea>{children}</SettingsArea>
          <div className="min-w-0 lg:col-span-3">
            <DeliveryList destination={destination} />
          </div>
        </div>
      )}
    </AdminPageLayout>
  );
}
