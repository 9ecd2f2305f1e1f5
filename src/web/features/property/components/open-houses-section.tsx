import { CalendarDays, CalendarPlus } from 'lucide-react';
import type { OpenHouse, PropertyDetail } from '../../../../contract/properties';
import { openHouseWeekend, openHouseWhen, overlaps } from '../../../../core/open-houses';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { useMounted } from '../../../lib/use-mounted';
import { Section } from './section';

export const OPEN_HOUSES_TITLE = 'Open houses';
export const ADD_TO_CALENDAR = 'Add to calendar';

/** The calendar file of an open house (the server's route: an .ics download). */
export function openHouseCalendarHref(propertyId: number, openHouseId: number): string {
  return `/api/properties/${propertyId}/open-houses/${openHouseId}.ics`;
}

/**
 * The listing's upcoming open houses (issue 23, decision 022), each with its day and times in
 * Arizona time and an 'Add to calendar' download. Nothing when it has none. The reply lists
 * only those not ended when it was made; once the page runs in the browser, one that has
 * ended since (a page kept open, or a kept reply) is left out too, and this weekend's are
 * marked. Both wait for hydration, so the server's markup and the browser's first render
 * match.
 */
export function OpenHousesSection({ property }: { property: PropertyDetail }) {
  const mounted = useMounted();
  const now = mounted ? new Date() : null;
  const upcoming = now
    ? property.openHouses.filter((o) => new Date(o.endsAt).getTime() > now.getTime())
    : property.openHouses;
  if (upcoming.length === 0) return null;
  const weekend = now ? openHouseWeekend(now) : null;
  return (
    <Section id="open-houses" title={OPEN_HOUSES_TITLE}>
      <ul className="divide-y divide-slate-100" data-testid="open-houses">
        {upcoming.map((openHouse) => (
          <OpenHouseItem
            key={openHouse.id}
            propertyId={property.id}
            openHouse={openHouse}
            thisWeekend={weekend !== null && overlaps(openHouse, weekend)}
          />
        ))}
      </ul>
    </Section>
  );
}

function OpenHouseItem({
  propertyId,
  openHouse,
  thisWeekend,
}: {
  propertyId: number;
  openHouse: OpenHouse;
  thisWeekend: boolean;
}) {
  const when = openHouseWhen(openHouse.startsAt, openHouse.endsAt);
  if (!when) return null;
  return (
    <li
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="open-house"
      data-open-house-id={openHouse.id}
    >
      <div className="flex min-w-0 gap-3">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="min-w-0">
          <p className="font-medium">
            {when}
            {thisWeekend && (
              <Badge variant="secondary" className="ml-2 align-middle">
                This weekend
              </Badge>
            )}
          </p>
          {openHouse.comments && (
            <p className="mt-1 text-sm break-words text-slate-700">{openHouse.comments}</p>
          )}
        </div>
      </div>
      <a
        href={openHouseCalendarHref(propertyId, openHouse.id)}
        download={`open-house-${openHouse.id}.ics`}
        aria-label={`${ADD_TO_CALENDAR}: open house ${when}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        <CalendarPlus aria-hidden="true" />
        {ADD_TO_CALENDAR}
      </a>
    </li>
  );
}
