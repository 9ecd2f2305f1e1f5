import { X } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '../../../contract/auth';
import { PAGES } from '../../../core/page-routes';
import { Badge } from '../../components/ui/badge';
import { AdminGate } from '../../components/staff/admin-gate';
import { AdminHomeLink } from '../../components/staff/admin-page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_QUICK_LINKS, COMING_SOON, type AdminLink } from './admin-links';
import { useAdminSettings } from './api/admin-settings';
import { AdminSettingsTab } from './components/admin-settings-tab';
import { AdvancedTab } from './components/advanced-tab';
import { ApiIntegrationsTab } from './components/api-integrations-tab';
import { BackgroundTab } from './components/background-tab';
import { BadgeStylingTab } from './components/badge-styling-tab';
import { GeneralTab } from './components/general-tab';
import { PerformanceTab } from './components/performance-tab';
import { UiSettingsTab } from './components/ui-settings-tab';

export const ADMIN_TEXT = {
  title: 'Admin Panel',
  description: 'Integrations, appearance, performance and access of the site.',
  signedOutTitle: 'Sign in to open the admin panel',
  signedOut: 'The admin panel is for the site’s admins. Sign in with an admin account.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot open the admin panel. Ask an admin to add you.',
  loading: 'Loading the admin settings...',
  errorTitle: 'Unable to load the admin settings',
  quickLinks: 'Quick Links',
  close: 'Close admin panel',
} as const;

/** The eight tabs in the spec's order; the first is shown when the URL names none. */
export const ADMIN_TABS = [
  { value: 'api-integrations', label: 'API Integrations' },
  { value: 'performance', label: 'Performance' },
  { value: 'background', label: 'Background' },
  { value: 'badge-styling', label: 'Badge Styling' },
  { value: 'ui-settings', label: 'UI Settings' },
  { value: 'general', label: 'General' },
  { value: 'admin-settings', label: 'Admin Settings' },
  { value: 'advanced', label: 'Advanced' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
const DEFAULT_TAB: AdminTab = 'api-integrations';

/** The tab named by `?tab=` (the default tab for none or an unknown one). */
export function adminTabOf(search: string): AdminTab {
  const asked = new URLSearchParams(search).get('tab');
  return ADMIN_TABS.find((tab) => tab.value === asked)?.value ?? DEFAULT_TAB;
}

/** The panel's address with a tab open (the default tab keeps the plain /admin). */
export const adminTabHref = (tab: AdminTab) =>
  tab === DEFAULT_TAB ? PAGES.admin : `${PAGES.admin}?tab=${tab}`;

const TAB_CONTENT: Record<Exclude<AdminTab, 'admin-settings'>, ComponentType> = {
  'api-integrations': ApiIntegrationsTab,
  performance: PerformanceTab,
  background: BackgroundTab,
  'badge-styling': BadgeStylingTab,
  'ui-settings': UiSettingsTab,
  general: GeneralTab,
  advanced: AdvancedTab,
};

function QuickLinkCard({ link }: { link: AdminLink }) {
  const Icon = link.icon;
  const face = (
    <span className="flex min-w-0 items-start gap-2 sm:gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium sm:text-base">{link.title}</span>
        {/* phones show two cards a row: title only */}
        <span className="text-sm text-muted-foreground max-sm:hidden">{link.description}</span>
      </span>
    </span>
  );
  const box = 'flex h-full flex-col items-start gap-2 rounded-lg border bg-card p-3 sm:p-4';
  if (link.available) {
    return (
      <Link
        href={link.href}
        className={`${box} transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring`}
      >
        {face}
      </Link>
    );
  }
  return (
    <div className={box}>
      {face}
      <Badge variant="secondary">{COMING_SOON}</Badge>
    </div>
  );
}

function QuickLinks() {
  return (
    <section aria-labelledby="admin-quick-links" className="grid gap-3">
      <h2 id="admin-quick-links" className="text-lg font-semibold">
        {ADMIN_TEXT.quickLinks}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
        {ADMIN_QUICK_LINKS.map((link) => (
          <li key={link.title}>
            <QuickLinkCard link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PanelSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{ADMIN_TEXT.loading}</span>
      <Skeleton className="h-11 w-full max-w-3xl" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The eight tabs, the open one in the URL (`/admin?tab=performance`) so a reload keeps it. */
function SettingsTabs({ user }: { user: User }) {
  const { data, error, isPending } = useAdminSettings();
  const [, navigate] = useLocation();
  const tab = adminTabOf(useSearch());

  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-lg font-semibold text-red-900">{ADMIN_TEXT.errorTitle}</h2>
        <p className="mt-2 text-red-900">{parseServerError(error).message}</p>
      </div>
    );
  }
  if (isPending || !data) return <PanelSkeleton />;

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => navigate(adminTabHref(next as AdminTab), { replace: true })}
      className="gap-4"
    >
      <TabsList className="h-auto w-full flex-wrap justify-start gap-1">
        {ADMIN_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="flex-none">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map(({ value }) => {
        const Content = value === 'admin-settings' ? null : TAB_CONTENT[value];
        return (
          <TabsContent key={value} value={value}>
            {Content ? <Content /> : <AdminSettingsTab currentUser={user} />}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

/** Back where the admin came from when that is a page of this site, else the home page. */
function useClose() {
  const [, navigate] = useLocation();
  return () => {
    const cameFromHere =
      window.history.length > 1 && document.referrer.startsWith(window.location.origin);
    if (cameFromHere) window.history.back();
    else navigate(PAGES.home);
  };
}

/**
 * /admin: the admin panel (back-office spec section 2). `user` is the session: undefined while
 * it is checked, null for a visitor who is not signed in.
 */
export function AdminPage({ user }: { user: User | null | undefined }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${ADMIN_TEXT.title} | ${teamName}`);
  const close = useClose();

  const body = (
    <AdminGate user={user} path={PAGES.admin} texts={ADMIN_TEXT} loading={<PanelSkeleton />}>
      {(admin) => (
        <div className="grid grid-cols-1 gap-8">
          <QuickLinks />
          <SettingsTabs user={admin} />
        </div>
      )}
    </AdminGate>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{ADMIN_TEXT.title}</h1>
          <p className="text-muted-foreground">{ADMIN_TEXT.description}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <AdminHomeLink />
          <Button variant="ghost" size="icon" onClick={close} aria-label={ADMIN_TEXT.close}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {body}
    </div>
  );
}
