import type { PropertySummary } from '../../../contract/properties';
import {
  SHOWING_TEXT as TEXT,
  type CreateShowingRouteRequest,
  type ShowingRoute,
  type ShowingRouteListItem,
  type UpdateShowingRouteRequest,
} from '../../../contract/showings';
import {
  DEFAULT_TIME_AT_EACH_PROPERTY,
  estimateDrive,
  pathMiles,
  planRoute,
  scheduleRoute,
  type RouteStopInput,
} from '../../../core/showing-route';
import type { Database } from '../../db/connect';
import { AppError, notFound } from '../../http/errors';
import { presentSummary } from '../listings/presenter';
import { findListingByMlsNumber, findListingSummaries } from '../listings/read-store';
import { PROPERTY_NOT_FOUND } from '../listings/service';
import { presentShowingRoute, presentShowingRouteListItem } from './presenter';
import {
  deleteShowingRoute,
  findShowingRoute,
  insertShowingRoute,
  listShowingRoutes,
  storedRouteOf,
  updateShowingRoute,
  type ShowingRouteRow,
  type StoredRoute,
} from './store';

export type ShowingsService = ReturnType<typeof createShowingsService>;

/** Estimated road miles of driving the stops in the order given (located ones). */
function orderMiles(stops: readonly RouteStopInput[]): number {
  const points = stops.flatMap((s) =>
    s.latitude !== null && s.longitude !== null
      ? [{ latitude: s.latitude, longitude: s.longitude }]
      : [],
  );
  return Math.round(estimateDrive(pathMiles(points)).miles * 10) / 10;
}

/**
 * The showing planner (issue 24): staff pick 2 to 25 listings the site shows, the server
 * orders them into the shortest drive (core/showing-route.ts) and keeps the schedule; a
 * manual order is kept as given. The route stores each stop's coordinates, so a new time or
 * order is scheduled again without reading the listings.
 */
export function createShowingsService(db: Database) {
  /** The cards of the listings the site still shows, by id. */
  async function cards(ids: readonly number[]): Promise<Map<number, PropertySummary>> {
    const rows = await findListingSummaries(db, ids);
    return new Map(rows.map((row) => [row.id, presentSummary(row)]));
  }

  async function present(row: ShowingRouteRow): Promise<ShowingRoute> {
    return presentShowingRoute(row, await cards(row.propertyIds));
  }

  async function find(id: number): Promise<ShowingRouteRow> {
    const row = await findShowingRoute(db, id);
    if (!row) throw notFound(TEXT.notFound);
    return row;
  }

  return {
    async list(): Promise<ShowingRouteListItem[]> {
      return (await listShowingRoutes(db)).map(presentShowingRouteListItem);
    },

    get: async (id: number) => present(await find(id)),

    /** The listing an MLS number names, while the site may show it. */
    async listingByMlsNumber(mlsNumber: string): Promise<PropertySummary> {
      const found = await findListingByMlsNumber(db, mlsNumber.toUpperCase(), {
        displayableOnly: true,
      });
      const card = found ? (await cards([found.id])).get(found.id) : undefined;
      if (!card) throw notFound(PROPERTY_NOT_FOUND);
      return card;
    },

    async create(input: CreateShowingRouteRequest, userId: number): Promise<ShowingRoute> {
      const shown = await cards(input.propertyIds);
      const gone = input.propertyIds.find((id) => !shown.has(id));
      if (gone !== undefined) {
        throw new AppError('NOT_FOUND', PROPERTY_NOT_FOUND, {
          propertyIds: TEXT.listingGone(gone),
        });
      }
      const picked = input.propertyIds.map((id) => {
        const card = shown.get(id)!;
        return { id, latitude: card.latitude, longitude: card.longitude };
      });
      const timeAtEachProperty = input.timeAtEachProperty ?? DEFAULT_TIME_AT_EACH_PROPERTY;
      const startsAt = input.startsAt ? new Date(input.startsAt).toISOString() : null;
      const route: StoredRoute = {
        ordering: 'optimized',
        plan: planRoute(picked, { timeAtEachProperty, startsAt }),
        pickedOrderMiles: orderMiles(picked),
        clientName: input.clientName || null,
      };
      const row = await insertShowingRoute(
        db,
        {
          name: input.name,
          propertyIds: input.propertyIds,
          timeAtEachProperty,
          startsAt: startsAt ? new Date(startsAt) : null,
          route,
        },
        userId,
      );
      return presentShowingRoute(row, shown);
    },

    /** A new name, client, minutes, start time or manual order; the schedule follows. */
    async update(id: number, input: UpdateShowingRouteRequest): Promise<ShowingRoute> {
      const row = await find(id);
      const stored = storedRouteOf(row);
      let stops: RouteStopInput[] = stored.plan.stops;
      let ordering = stored.ordering;
      if (input.order) {
        const byId = new Map(stops.map((s) => [s.id, s]));
        if (input.order.length !== stops.length || !input.order.every((i) => byId.has(i))) {
          throw new AppError('VALIDATION_FAILED', TEXT.order, { order: TEXT.order });
        }
        stops = input.order.map((i) => byId.get(i)!);
        ordering = 'manual';
      }
      const timeAtEachProperty = input.timeAtEachProperty ?? row.timeAtEachProperty;
      const startsAt =
        input.startsAt === undefined
          ? (row.startsAt?.toISOString() ?? null)
          : input.startsAt && new Date(input.startsAt).toISOString();
      const route: StoredRoute = {
        ordering,
        plan: scheduleRoute(stops, { timeAtEachProperty, startsAt }),
        pickedOrderMiles: stored.pickedOrderMiles,
        clientName:
          input.clientName === undefined ? (stored.clientName ?? null) : input.clientName || null,
      };
      const updated = await updateShowingRoute(db, id, {
        name: input.name,
        timeAtEachProperty,
        startsAt: startsAt ? new Date(startsAt) : null,
        route,
      });
      if (!updated) throw notFound(TEXT.notFound);
      return present(updated);
    },

    async remove(id: number): Promise<{ id: number; deleted: true }> {
      if (!(await deleteShowingRoute(db, id))) throw notFound(TEXT.notFound);
      return { id, deleted: true };
    },
  };
}
