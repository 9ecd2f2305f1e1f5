import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPEN_HOUSE_NOT_FOUND, openHouseCalendarParamsSchema } from '../../../contract/open-houses';
import { icsCalendar } from '../../../core/ics';
import { listingPlace, listingTitle } from '../../../core/listing-display';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import type { RouteRateLimit } from '../../http/rate-limits';
import { findCalendarOpenHouse, type CalendarOpenHouseRow } from './open-house-store';

/** The calendar file of an open house: one event in UTC, linking back to the property page. */
export function openHouseCalendar(
  openHouse: CalendarOpenHouseRow,
  origin: string,
  now: Date,
): string {
  const location = [listingTitle(openHouse), listingPlace(openHouse)].filter(Boolean).join(', ');
  return icsCalendar(
    [
      {
        // stable: downloading it again updates the event instead of adding a second one
        uid: `open-house-${openHouse.id}@${new URL(origin).host}`,
        stamp: now,
        start: openHouse.startsAt,
        end: openHouse.endsAt,
        summary: `Open house: ${location}`,
        location,
        description: openHouse.comments,
        url: `${origin}/property/${openHouse.listingId}`,
      },
    ],
    '-//Ridgeline//Open houses//EN',
  );
}

/** GET /api/properties/{id}/open-houses/{openHouseId}.ics: 'Add to calendar' on the property page. */
export const openHouseRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The site's public origin (http/site-origin.ts): the event links to the property page. */
  origin: string;
  rateLimit: RouteRateLimit;
}> = async (app, { db, origin, rateLimit }) => {
  app.get(
    '/api/properties/:id/open-houses/:file',
    {
      config: { access: 'public', rateLimit },
      schema: { params: openHouseCalendarParamsSchema },
    },
    async (request, reply) => {
      const { id, file: openHouseId } = request.params;
      const openHouse = await findCalendarOpenHouse(db, id, openHouseId);
      if (!openHouse) throw notFound(OPEN_HOUSE_NOT_FOUND);
      return reply
        .header('cache-control', 'no-cache')
        .header('content-disposition', `attachment; filename="open-house-${openHouse.id}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(openHouseCalendar(openHouse, origin, new Date()));
    },
  );
};
