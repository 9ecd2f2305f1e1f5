import { CircleCheck, RefreshCw, Settings, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import type { OperationsHealth } from '../../../contract/operations';
import { formatMoment, OVERALL_STATUS_DISPLAY } from '../../../core/operations-display';
import { PAGES } from '../../../core/page-routes';
import { AdminGate } from '../../components/staff/admin-gate';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOperationsHealth } from './api/operations-health';
import { AlertsCard } from './components/alerts-card';
import { CitiesCard } from './components/cities-card';
import { FeedCard } from './components/feed-card';
import { JobsCard } from './components/jobs-card';
import { LeadsCard } from './components/leads-card';
import { MailCard } from './components/mail-card';
import { SampleIdentityNotice } from './components/sample-identity-notice';
import { TONE_CLASSES } from './components/operations-parts';
import { OPERATIONS_TEXT as TEXT } from './operations-text';

function HealthSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{TEXT.loading}</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The overall state, when it was checked, and a Refresh button. */
function StatusBar({
  health,
  refreshing,
  onRefresh,
  announcement,
}: {
  health: OperationsHealth;
  refreshing: boolean;
  onRefresh: () => void;
  announcement: string;
}) {
  const overall = OVERALL_STATUS_DISPLAY[health.status];
  const Icon = health.status === 'ok' ? CircleCheck : TriangleAlert;
  return (
    <div
      data-status={health.status}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4',
        TONE_CLASSES[overall.tone],
      )}
    >
      <div className="grid min-w-0 gap-1">
        {/* a live region of its own: the state is announced when it changes, not each poll */}
        <p role="status" className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {overall.label}
        </p>
        <p className="text-sm">
          {TEXT.checkedAt}{' '}
          <time dateTime={health.checkedAt}>
            {formatMoment(health.checkedAt) ?? health.checkedAt}
          </time>
          . {TEXT.pollNote}
        </p>
      </div>
      <Button
        variant="outline"
        onClick={onRefresh}
        aria-busy={refreshing || undefined}
        className="text-foreground"
      >
        <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
        {TEXT.refresh}
      </Button>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

/** The health of the site, asked every 30 seconds. */
function HealthView() {
  const { data, error, isFetching, refetch } = useOperationsHealth();
  const [announcement, setAnnouncement] = useState('');

  const refresh = () => {
    setAnnouncement(TEXT.refreshing);
    void refetch().then((result) => {
      if (result.error) setAnnouncement(parseServerError(result.error).message);
      else if (result.data) {
        setAnnouncement(`${TEXT.checkedAt} ${formatMoment(result.data.checkedAt) ?? ''}`);
      }
    });
  };

  if (!data) {
    if (!error) return <HealthSkeleton />;
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-lg font-semibold text-red-900">{TEXT.errorTitle}</h2>
        <p className="text-red-900">{parseServerError(error).message}</p>
        <div>
          <Button
            variant="outline"
            onClick={() => void refetch()}
            aria-busy={isFetching || undefined}
          >
            <RefreshCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {TEXT.retry}
          </Button>
        </div>
      </div>
    );
  }

  const now = data.checkedAt;
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatusBar
        health={data}
        refreshing={isFetching}
        onRefresh={refresh}
        announcement={announcement}
      />
      {error && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {TEXT.refreshFailed} {parseServerError(error).message}
        </p>
      )}
      <FeedCard feed={data.feed} now={now} />
      <CitiesCard cities={data.cities} now={now} />
      <LeadsCard leads={data.leads} now={now} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <MailCard mail={data.mail} />
        <JobsCard jobs={data.jobs} />
      </div>
      <AlertsCard alerts={data.alerts} now={now} />
    </div>
  );
}

/**
 * /admin/operations: whether the site is fresh and every lead arrived (issue 18). `user` is the
 * session: undefined while it is checked, null for a visitor who is not signed in.
 */
export function OperationsPage({ user }: { user: User | null | undefined }) {
  const identity = useSiteInfo().data?.identity;
  useDocumentTitle(`${TEXT.title} | ${identity?.teamName ?? 'Ridgeline'}`);

  const body = (
    <AdminGate user={user} path={PAGES.adminOperations} texts={TEXT} loading={<HealthSkeleton />}>
      {() => (
        <div className="grid grid-cols-1 gap-6">
          {identity && <SampleIdentityNotice identity={identity} />}
          <HealthView />
        </div>
      )}
    </AdminGate>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
          <p className="text-muted-foreground">{TEXT.description}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href={PAGES.admin}>
            <Settings aria-hidden="true" />
            {TEXT.backToAdmin}
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}
