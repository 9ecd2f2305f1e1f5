import { ArrowDown, ArrowUp, MapPinOff, Printer } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import type { PropertySummary } from '../../../../contract/properties';
import type { ShowingRoute, ShowingStop } from '../../../../contract/showings';
import { auctionText, formatPrice, listingPlace } from '../../../../core/listing-display';
import { DRIVE_ESTIMATE_NOTE, formatDuration } from '../../../../core/showing-route';
import { propertyHref } from '../../../components/listings/property-href';
import { Button } from '../../../components/ui/button';
import { useSiteInfo } from '../../../lib/site-info';
import { SHOWINGS_TEXT as TEXT } from '../showings-text';
import { RouteMap } from './route-map';

/** Times as the site writes them: Arizona's (no daylight saving time), '9:30 AM'. */
const CLOCK = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Phoenix',
});

/** The tour's day in Arizona: 'Saturday, November 28, 2026'. */
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Phoenix',
});

/** 'Saturday, November 28, 2026, 9:00 AM – 10:05 AM'; null without a start time. */
export function tourDate(route: Pick<ShowingRoute, 'startsAt' | 'endsAt'>): string | null {
  if (!route.startsAt) return null;
  const start = Date.parse(route.startsAt);
  const end = route.endsAt ? ` – ${CLOCK.format(Date.parse(route.endsAt))}` : '';
  return `${DAY.format(start)}, ${CLOCK.format(start)}${end}`;
}

/** The stop's list price as the cards write it (an auction's starting price). */
export function stopPrice(property: PropertySummary): string {
  if (property.isAuction) return auctionText(property.price);
  const amount = formatPrice(property.price);
  return amount ? TEXT.price(amount) : TEXT.noPrice;
}

/** One line of the itinerary's header (date, client, agent). */
function Detail({
  term,
  children,
  className = 'contents',
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** '9:00 AM – 9:30 AM' with a start time, else minutes from the start ('0:00 – 0:30'). */
export function visitWindow(stop: ShowingStop): string | null {
  if (stop.arriveAt && stop.leaveAt) {
    return `${CLOCK.format(Date.parse(stop.arriveAt))} – ${CLOCK.format(Date.parse(stop.leaveAt))}`;
  }
  if (stop.arriveOffset === null || stop.leaveOffset === null) return null;
  const hm = (m: number) => `+${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  return `${hm(stop.arriveOffset)} – ${hm(stop.leaveOffset)}`;
}

/**
 * A planned route: the date, client and (on paper) the agent; the stops in driving order
 * (number, address, list price, arrive–leave, the leg from the previous stop, a link to the
 * property page), the totals, a sketch map and Print. With `onMove`, each stop can be moved up
 * or down (the server then keeps that order). `headingRef` lets the page bring it into view.
 */
export function Itinerary({
  route,
  onMove,
  moving = false,
  headingRef,
}: {
  route: ShowingRoute;
  onMove?: (order: number[]) => void;
  moving?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const identity = useSiteInfo().data?.identity;
  const date = tourDate(route);
  const move = (from: number, to: number) => {
    const order = route.stops.map((s) => s.id);
    const [id] = order.splice(from, 1);
    order.splice(to, 0, id!);
    onMove?.(order);
  };
  const saved = Math.round((route.pickedOrderMiles - route.totalMiles) * 10) / 10;
  return (
    <section
      aria-labelledby="itinerary-title"
      data-testid="itinerary"
      data-print-area
      className="grid gap-4 rounded-xl border bg-card p-4 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2
            id="itinerary-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold break-words outline-none"
          >
            {TEXT.itineraryTitle}: {route.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {TEXT.ordering[route.ordering]} · {route.timeAtEachProperty} min at each property
          </p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" />
          {TEXT.print}
        </Button>
      </div>

      <dl
        data-testid="itinerary-details"
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm"
      >
        <Detail term={TEXT.date}>
          {date ?? (
            <>
              <span className="text-muted-foreground print:hidden">{TEXT.noDate}</span>
              {/* on paper, a line to write the day on */}
              <span className="hidden print:inline">____________________________</span>
            </>
          )}
        </Detail>
        {route.clientName && <Detail term={TEXT.client}>{route.clientName}</Detail>}
        {identity && (
          // the staff member knows who they are; the client's copy says who to call
          <Detail term={TEXT.agent} className="hidden print:contents">
            {[identity.agentName, identity.teamName].filter(Boolean).join(', ')}
            {identity.phone && ` · ${identity.phone}`}
          </Detail>
        )}
      </dl>

      <ol className="grid gap-2">
        {route.stops.map((stop, index) => {
          const window_ = visitWindow(stop);
          const n = index + 1;
          return (
            <li
              key={stop.id}
              data-testid="showing-stop"
              data-stop-id={stop.id}
              className="flex gap-3 rounded-lg border p-3 break-inside-avoid print:p-2"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-900 font-bold text-white"
              >
                {n}
              </span>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-semibold break-words">
                  <span className="sr-only">{TEXT.stop(n)}: </span>
                  {stop.property ? (
                    <Link
                      href={propertyHref(stop.id)}
                      className="underline-offset-2 hover:underline"
                    >
                      {stop.property.address}
                    </Link>
                  ) : (
                    TEXT.unavailable
                  )}
                </p>
                {stop.property && (
                  <>
                    <p className="text-sm font-medium" data-testid="stop-price">
                      {stopPrice(stop.property)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {listingPlace(stop.property)} · MLS {stop.property.mlsNumber}
                    </p>
                  </>
                )}
                {window_ ? (
                  <p className="text-sm font-medium" data-testid="visit-window">
                    {window_}
                  </p>
                ) : (
                  <p className="flex items-center gap-1 text-sm text-amber-800">
                    <MapPinOff className="size-4" aria-hidden="true" />
                    {TEXT.noLocation}
                  </p>
                )}
                {stop.legMiles !== null && stop.legMinutes !== null && (
                  <p className="text-xs text-muted-foreground">
                    {TEXT.leg(stop.legMiles, stop.legMinutes)}
                  </p>
                )}
              </div>
              {onMove && (
                <div className="flex shrink-0 flex-col gap-1 print:hidden">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={TEXT.moveUp(n)}
                    disabled={moving || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={TEXT.moveDown(n)}
                    disabled={moving || index === route.stops.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>

      <p className="font-semibold" data-testid="route-total" data-total-miles={route.totalMiles}>
        {TEXT.total}: {route.stops.length} stops · {route.totalMiles.toFixed(1)} mi ·{' '}
        {formatDuration(route.driveMinutes)} driving · {formatDuration(route.totalMinutes)} in all
        {route.startsAt && route.endsAt && (
          <>
            {' '}
            ({CLOCK.format(Date.parse(route.startsAt))} – {CLOCK.format(Date.parse(route.endsAt))})
          </>
        )}
      </p>
      {saved > 0 && <p className="text-sm text-emerald-800">{TEXT.saves(saved)}</p>}
      <p className="text-xs text-muted-foreground">{DRIVE_ESTIMATE_NOTE}</p>
      <RouteMap stops={route.stops} />
    </section>
  );
}
