import { useLocation } from 'wouter';
import type { User } from '../../../contract/auth';
import { AdminPageLayout } from '../../components/staff/admin-page-layout';
import { Skeleton } from '../../components/ui/skeleton';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BFR_AUTOMATION_TEXT as TEXT } from './bfr-automation-text';
import { AutomationStatusCard } from './components/automation-status-card';
import { LinkGenerationCard } from './components/link-generation-card';
import { MonitoringCard } from './components/monitoring-card';
import { WebhookCard } from './components/webhook-card';

function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">{TEXT.loading}</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * /admin/bfr-automation: BFR Link Automation (issue 21), for admins: the CRM webhook, contact
 * monitoring, links made by hand and the automation's status. The app hands in the session:
 * undefined while it is checked, null for a visitor not signed in.
 */
export function BfrAutomationPage({ user }: { user: User | null | undefined }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${TEXT.title} | ${teamName}`);
  const [pathname] = useLocation();

  return (
    <AdminPageLayout user={user} path={pathname} texts={TEXT} loading={<PageSkeleton />}>
      {() => (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <WebhookCard />
          <MonitoringCard />
          <LinkGenerationCard />
          <AutomationStatusCard />
        </div>
      )}
    </AdminPageLayout>
  );
}
