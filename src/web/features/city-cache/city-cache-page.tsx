import { Play, RefreshCw, Square } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { User } from '../../../contract/auth';
import type { CacheSummary } from '../../../contract/mls-cache';
import { PAGES } from '../../../core/page-routes';
import { Badge } from '../../components/ui/badge';
import { AdminPageLayout } from '../../components/staff/admin-page-layout';
import { ADMIN_PAGE_TEXT } from '../../components/staff/admin-page-text';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCacheStatus } from './api/cache-status';
import { useCacheSummary } from './api/cache-summary';
import { useStartCaching, useStopCaching } from './api/caching-run';
import {
  cachedPercent,
  cityReached,
  cityStateLabel,
  formatCount,
  formatCacheTime,
  type CityCacheStatus,
} from './city-cache-format';

export const CITY_CACHE_TEXT = {
  title: 'City Cache Management',
  // the header's badge and link Home, as every back-office page says them
  ...ADMIN_PAGE_TEXT,
  description:
    'Caching of the MLS listings city by city: metro areas first, then regional centers, then small communities.',
  signedOutTitle: 'Sign in to manage the city cache',
  signedOut: 'The city cache is managed by the site’s admins. Sign in with an admin account.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot manage the city cache. Ask an admin to add you.',
  loading: 'Loading the city cache...',
  errorTitle: 'Unable to load the city cache',
  retry: 'Retry',
  refresh: 'Refresh',
  start: 'Start Caching',
  starting: 'Starting...',
  stop: 'Stop Caching',
  stopping: 'Stopping...',
  confirmStopTitle: 'Stop caching?',
  confirmStop:
    'The cities being cached stop where they are. Start Caching later resumes them where they left off.',
  confirmStopAction: 'Yes, stop caching',
  cancel: 'Cancel',
  running: 'Running',
  stopped: 'Stopped',
  /** The Status card of a run an admin stopped part-way: its progress when it stopped. */
  stoppedAt: (percent: number) => `Stopped at ${percent}%`,
  runPercent: (percent: number) => `${percent}% of the listings cached`,
  runComplete: 'Last run complete',
  runNotStarted: 'No run yet',
  startWhileRunning: 'Caching is running: stop it before starting again.',
  notReached: 'Not reached in this run',
  emptyTitle: 'No cities to cache',
  empty: 'The city list is empty: there is nothing to cache yet.',
  citiesTitle: 'Cities',
} as const;

/** The tabs over the city table (back-office spec section 2), All first. */
export const CITY_TABS = [
  { value: 'all', label: 'All' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;
type CityTab = (typeof CITY_TABS)[number]['value'];

const PRIORITY_LOOK: Record<CityCacheStatus['priority'], string> = {
  high: 'border-transparent bg-red-100 text-red-900',
  medium: 'border-transparent bg-amber-100 text-amber-900',
  low: 'border-transparent bg-slate-100 text-slate-800',
};

const STATE_LOOK: Record<CityCacheStatus['state'], string> = {
  complete: 'border-transparent bg-green-100 text-green-900',
  in_progress: 'border-transparent bg-blue-100 text-blue-900',
  stopped: 'border-transparent bg-amber-100 text-amber-900',
  waiting: 'border-transparent bg-slate-100 text-slate-800',
  not_started: 'border-transparent bg-slate-100 text-slate-800',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Status card: Running, 'Stopped at 35%' after a Stop part-way, else Stopped. */
function runStatus(summary: CacheSummary): { label: string; hint?: string } {
  switch (summary.run_state) {
    case 'running':
      return {
        label: CITY_CACHE_TEXT.running,
        hint: CITY_CACHE_TEXT.runPercent(summary.run_percent),
      };
    case 'stopped':
      return { label: CITY_CACHE_TEXT.stoppedAt(summary.run_percent) };
    case 'complete':
      return { label: CITY_CACHE_TEXT.stopped, hint: CITY_CACHE_TEXT.runComplete };
    case 'not_started':
      return { label: CITY_CACHE_TEXT.stopped, hint: CITY_CACHE_TEXT.runNotStarted };
  }
}

function StatusCard({
  label,
  children,
  hint,
}: {
  label: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{children}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** Running or stopped, the city counts and the properties cached. */
function StatusCards({ summary }: { summary: CacheSummary }) {
  const run = runStatus(summary);
  return (
    <section aria-labelledby="city-cache-status" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="city-cache-status" className="sr-only">
        Caching status
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <StatusCard label="Status" hint={run.hint}>
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                'size-2.5 rounded-full',
                summary.is_running ? 'animate-pulse bg-green-600' : 'bg-slate-400',
              )}
            />
            {run.label}
          </span>
        </StatusCard>
        <StatusCard label="Total Cities">{formatCount(summary.total_cities)}</StatusCard>
        <StatusCard label="Completed Cities" hint={`of ${formatCount(summary.total_cities)}`}>
          {formatCount(summary.completed_cities)}
        </StatusCard>
        <StatusCard label="Properties Cached">
          {formatCount(summary.total_properties_cached)}
        </StatusCard>
      </dl>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatusCard label="High Priority" hint="Metro areas">
          {formatCount(summary.high_priority_cities)}
        </StatusCard>
        <StatusCard label="Medium Priority" hint="Regional centers">
          {formatCount(summary.medium_priority_cities)}
        </StatusCard>
        <StatusCard label="Low Priority" hint="Small communities">
          {formatCount(summary.low_priority_cities)}
        </StatusCard>
      </dl>
    </section>
  );
}

/** The run's progress in the city; a city the run has not reached has none to show. */
function CityProgress({ city }: { city: CityCacheStatus }) {
  if (!cityReached(city)) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{CITY_CACHE_TEXT.notReached}</span>
      </span>
    );
  }
  const percent = cachedPercent(city);
  const counts = `${formatCount(city.cached_count)} / ${formatCount(city.total_count)}`;
  return (
    <div className="grid min-w-36 gap-1">
      <div
        role="progressbar"
        aria-label={`${city.city_name} cached`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${counts} properties)`}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div
          className={cn('h-full rounded-full', city.is_complete ? 'bg-green-600' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex justify-between gap-2 text-xs text-muted-foreground tabular-nums">
        <span>{counts}</span>
        <span>{percent}%</span>
      </div>
    </div>
  );
}

function CityTable({ cities, label }: { cities: readonly CityCacheStatus[]; label: string }) {
  if (cities.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground">
        {`No ${label.toLowerCase()} priority cities.`}
      </p>
    );
  }
  const cell = 'px-3 py-2';
  return (
    // A phone scrolls the table inside its own box, not the page. `relative` keeps the
    // screen-reader-only texts of the cells (absolutely positioned) inside the box too.
    <div
      role="region"
      aria-label={`${label} cities`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[50rem] text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className={cn(cell, 'font-medium')}>
              City
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              County
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Priority
            </th>
            <th scope="col" className={cn(cell, 'font-medium text-right')}>
              Live Listings
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Progress
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Status
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Last Updated
            </th>
          </tr>
        </thead>
        <tbody>
          {cities.map((city) => (
            <tr key={city.city_name} className="border-t align-middle">
              <th scope="row" className={cn(cell, 'font-medium whitespace-nowrap')}>
                {city.city_name}
              </th>
              <td className={cn(cell, 'whitespace-nowrap')}>{city.county}</td>
              <td className={cell}>
                <Badge className={PRIORITY_LOOK[city.priority]}>{capitalized(city.priority)}</Badge>
              </td>
              {/* the listings on the site now, apart from the run's progress beside it */}
              <td className={cn(cell, 'text-right tabular-nums')}>
                {formatCount(city.live_count)}
              </td>
              <td className={cell}>
                <CityProgress city={city} />
              </td>
              <td className={cell}>
                <Badge className={cn('whitespace-nowrap', STATE_LOOK[city.state])}>
                  {cityStateLabel(city)}
                </Badge>
              </td>
              <td className={cn(cell, 'whitespace-nowrap')}>
                {city.last_updated ? (
                  <time dateTime={city.last_updated}>{formatCacheTime(city.last_updated)}</time>
                ) : (
                  formatCacheTime(null)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tabs All / High / Medium / Low over the city table. */
function CityTabs({ cities }: { cities: readonly CityCacheStatus[] }) {
  const [tab, setTab] = useState<CityTab>('all');
  if (cities.length === 0) {
    return (
      <div className="rounded-xl border border-dashed bg-card px-4 py-12 text-center">
        <h3 className="text-lg font-semibold">{CITY_CACHE_TEXT.emptyTitle}</h3>
        <p className="mt-1 text-muted-foreground">{CITY_CACHE_TEXT.empty}</p>
      </div>
    );
  }
  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as CityTab)} className="min-w-0 gap-3">
      <TabsList className="w-full sm:w-fit">
        {CITY_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="sm:flex-none">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CITY_TABS.map(({ value, label }) => (
        <TabsContent key={value} value={value} className="min-w-0">
          <CityTable
            label={label}
            cities={value === 'all' ? cities : cities.filter((city) => city.priority === value)}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function CardsSkeleton() {
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-11 w-full max-w-xs" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function StopCachingButton() {
  const stop = useStopCaching();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={stop.isPending}>
          <Square aria-hidden="true" />
          {stop.isPending ? CITY_CACHE_TEXT.stopping : CITY_CACHE_TEXT.stop}
        </Button>
      }
      title={CITY_CACHE_TEXT.confirmStopTitle}
      description={CITY_CACHE_TEXT.confirmStop}
      cancel={CITY_CACHE_TEXT.cancel}
      confirm={CITY_CACHE_TEXT.confirmStopAction}
      onConfirm={() => stop.mutate()}
    />
  );
}

/** The admin's view: the buttons, the status cards and the city table, polled every 5 s. */
function CacheDashboard() {
  const summary = useCacheSummary();
  const status = useCacheStatus();
  const start = useStartCaching();
  const [refreshing, setRefreshing] = useState(false);

  const refetchAll = () => Promise.all([summary.refetch(), status.refetch()]);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetchAll();
    } finally {
      setRefreshing(false);
    }
  };

  const running = summary.data?.is_running ?? false;
  const error = summary.error ?? status.error;
  const loading = summary.isPending || status.isPending;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void refresh()} aria-busy={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          {CITY_CACHE_TEXT.refresh}
        </Button>
        {/* one run at a time: the server refuses a second start (409) anyway */}
        <Button
          disabled={start.isPending || running}
          aria-describedby={running ? 'city-cache-start-note' : undefined}
          onClick={() => start.mutate()}
        >
          <Play aria-hidden="true" />
          {start.isPending ? CITY_CACHE_TEXT.starting : CITY_CACHE_TEXT.start}
        </Button>
        <StopCachingButton />
        {running && (
          <p id="city-cache-start-note" className="basis-full text-sm text-muted-foreground">
            {CITY_CACHE_TEXT.startWhileRunning}
          </p>
        )}
      </div>

      {error && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between sm:p-6"
        >
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{CITY_CACHE_TEXT.errorTitle}</h2>
            <p>{parseServerError(error).message}</p>
          </div>
          <Button variant="outline" className="shrink-0" onClick={() => void refetchAll()}>
            {CITY_CACHE_TEXT.retry}
          </Button>
        </div>
      )}

      {loading && (
        <span role="status" aria-live="polite" className="sr-only">
          {CITY_CACHE_TEXT.loading}
        </span>
      )}

      {summary.data ? (
        <StatusCards summary={summary.data} />
      ) : (
        summary.isPending && <CardsSkeleton />
      )}

      {/* min-w-0 and one shrinkable column: a wide table scrolls in its box, not the page */}
      <section aria-labelledby="city-cache-cities" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="city-cache-cities" className="text-lg font-semibold">
          {CITY_CACHE_TEXT.citiesTitle}
        </h2>
        {status.data ? <CityTabs cities={status.data} /> : status.isPending && <TableSkeleton />}
      </section>
    </div>
  );
}

/**
 * /admin/cache: the city cache management page (back-office spec section 2). `user` is the
 * session, handed in by the app (a feature does not import the accounts feature): undefined
 * while it is checked, null for a visitor who is not signed in.
 */
export function CityCachePage({ user }: { user: User | null | undefined }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${CITY_CACHE_TEXT.title} | ${teamName}`);

  return (
    <AdminPageLayout
      width="max-w-7xl"
      user={user}
      path={PAGES.adminCache}
      texts={CITY_CACHE_TEXT}
      loading={
        <div role="status" aria-live="polite" className="grid gap-6">
          <span className="sr-only">{CITY_CACHE_TEXT.loading}</span>
          <CardsSkeleton />
          <TableSkeleton />
        </div>
      }
    >
      {() => <CacheDashboard />}
    </AdminPageLayout>
  );
}
