import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { listings, openHouses } from '../../db/schema';

/*
 * Reads of open houses (written by replication, mls-sync/store.ts). Every read leaves out the
 * ones that have ended, whether or not the daily purge has deleted them yet.
 */

export type OpenHouseRow = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  comments: string | null;
};

/** More than any listing holds; a bound on a page's list all the same. */
const UPCOMING_LIMIT = 20;

/** A listing's open houses that have not ended, soonest first. */
export async function findUpcomingOpenHouses(
  db: Database,
  listingId: number,
): Promise<OpenHouseRow[]> {
  return db
    .select({
      id: openHouses.id,
      startsAt: openHouses.startsAt,
      endsAt: openHouses.endsAt,
      comments: openHouses.comments,
    })
    .from(openHouses)
    .where(and(eq(openHouses.listingId, listingId), gt(openHouses.endsAt, sql`now()`)))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
    .limit(UPCOMING_LIMIT);
}

export type CalendarOpenHouseRow = OpenHouseRow & {
  listingId: number;
  mlsNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

/**
 * One open house of a displayable listing with the listing's address (its calendar file), or
 * null: no such open house of that listing, ended, or a listing the site may not show.
 */
export async function findCalendarOpenHouse(
  db: Database,
  listingId: number,
  openHouseId: number,
): Promise<CalendarOpenHouseRow | null> {
  const [row] = await db
    .select({
      id: openHouses.id,
      startsAt: openHouses.startsAt,
      endsAt: openHouses.endsAt,
      comments: openHouses.comments,
      listingId: listings.id,
      mlsNumber: listings.mlsNumber,
      address: listings.address,
      city: listings.city,
      state: listings.state,
      zipCode: listings.zipCode,
    })
    .from(openHouses)
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .where(
      and(
        eq(openHouses.id, openHouseId),
        eq(openHouses.listingId, listingId),
        eq(listings.idxDisplayAllowed, true),
        gt(openHouses.endsAt, sql`now()`),
      ),
    );
  return row ?? null;
}
