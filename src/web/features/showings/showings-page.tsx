import { Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { PAGES } from '../../../core/page-routes';
import { callerAccess } from '../../../core/route-access';
import { CardLoadError, CardSkeleton } from '../../components/staff/load-state';
import { AdminPageLayout } from '../../components/staff/admin-page-layout';
import { Button } from '../../components/ui/button';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShowingRoute, useUpdateShowingRoute } from './api/showing-routes';
import { Itinerary } from './components/itinerary';
import { RoutePlanner } from './components/route-planner';
import { SavedRoutes } from './components/saved-routes';
import { SHOWINGS_TEXT as TEXT } from './showings-text';

/*
 * Printing shows the itinerary alone (the site's header, footer and the planner hidden), on
 * US Letter with half-inch margins: up to about 10 stops fit one page beside the map. The
 * map's zoom buttons and attribution box are left off (the caption prints the attribution).
 */
const PRINT_CSS = `@media print {
  @page { size: letter; margin: 0.5in; }
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; left: 0; top: 0; width: 100%; font-size: 11pt; }
  [data-print-area] a { color: inherit; text-decoration: none; }
  [data-print-area] .leaflet-control-container { display: none !important; }
}`;

/**
 * Brings the itinerary's heading into view and focus (issue 41): it is below the planner, and
 * after Plan route or Open nothing the staff member could see changed. Smooth unless the
 * visitor asked for less motion.
 */
function reveal(heading: HTMLHeadingElement): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The open route's itinerary; moving a stop saves that order. Each new `revealKey` brings it
 * into view once it is shown (a stop moved keeps the page where it is).
 */
function OpenRoute({ id, revealKey }: { id: number; revealKey: number }) {
  const { data, error, isFetching, refetch } = useShowingRoute(id);
  const update = useUpdateShowingRoute();
  const heading = useRef<HTMLHeadingElement>(null);
  const revealed = useRef(0);
  const shown = data !== undefined;
  useEffect(() => {
    if (!shown || !heading.current || revealed.current === revealKey) return;
    revealed.current = revealKey;
    reveal(heading.current);
  }, [shown, revealKey]);
  if (!data) {
    return error ? (
      <CardLoadError
        title={TEXT.routeError}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    ) : (
      <CardSkeleton lines={4} />
    );
  }
  return (
    <Itinerary
      headingRef={heading}
      route={data.route}
      moving={update.isPending}
      onMove={(order) => update.mutate({ id, order })}
    />
  );
}

/**
 * /admin/showings: the showing planner (issue 24), for staff (agents and admins). `user` is the
 * session: undefined while it is checked, null for a visitor who is not signed in.
 */
export function ShowingsPage({ user }: { user: User | null | undefined }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${TEXT.title} | ${teamName}`);
  const [openId, setOpenId] = useState<number | null>(null);
  // counts Plan route and Open: each brings the itinerary into view
  const [revealKey, setRevealKey] = useState(0);
  const open = (id: number) => {
    setOpenId(id);
    setRevealKey((n) => n + 1);
  };
  return (
    <>
      <style>{PRINT_CSS}</style>
      <AdminPageLayout
        user={user}
        path={PAGES.adminShowings}
        texts={TEXT}
        access="staff"
        loading={<CardSkeleton lines={4} />}
      >
        {(staff) => (
          <div className="grid gap-6">
            {/* the panel is the admins' only: an agent has no way in */}
            {callerAccess(staff) === 'admin' && (
              <div className="print:hidden">
                <Button asChild variant="outline" size="sm">
                  <Link href={PAGES.admin}>
                    <Settings aria-hidden="true" />
                    Admin panel
                  </Link>
                </Button>
              </div>
            )}
            <RoutePlanner onPlanned={(route) => open(route.id)} />
            {openId !== null && <OpenRoute id={openId} revealKey={revealKey} />}
            <SavedRoutes
              openId={openId}
              onOpen={open}
              onDeleted={(id) => setOpenId((open) => (open === id ? null : open))}
            />
          </div>
        )}
      </AdminPageLayout>
    </>
  );
}
