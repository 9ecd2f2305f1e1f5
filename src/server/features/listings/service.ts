import { DEFAULT_CITY, featureWords } from '../../../core/listing-search';
import type { PropertyDetail, PropertyListResponse, TaxRecord } from '../../../contract/properties';
import type { MapSearchQuery } from '../../../contract/map-search';
import type { PropertySearchQuery } from '../../../contract/property-search';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import { findListingHistory } from '../listing-history/store';
import { findUpcomingOpenHouses } from './open-house-store';
import { presentDetail, presentSummary } from './presenter';
import {
  countMatchingListings,
  findDisplayableListing,
  findTaxRecord,
  searchListings,
  type ListingFilters,
  type ListingSearch,
} from './store';
import { findMapPoints, MAP_POINTS_MAX, type MapPointsRows } from './map-store';

export const PROPERTY_NOT_FOUND = 'Property not found';

export type ListingsService = ReturnType<typeof createListingsService>;

/** The store's filters from the API query (payson=true is the home page's Payson list). */
export function toListingFilters(query: MapSearchQuery): ListingFilters {
  const { payson, propertyType, propertyFeatures, ...filters } = query;
  return {
    ...filters,
    city: payson ? DEFAULT_CITY : filters.city,
    homeType: propertyType,
    featureWords: propertyFeatures?.map(featureWords),
  };
}

/** The store's search from the API query: its filters, sort and page. */
export function toListingSearch(query: PropertySearchQuery): ListingSearch {
  const { page, limit, sort, ...filters } = query;
  return { ...toListingFilters(filters), limit, sort, offset: (page - 1) * limit };
}

/**
 * How a search's page and count are run. On PostgreSQL they run side by side on two pool
 * connections, so a reply waits for the slower query instead of their sum (an address
 * fragment's count takes as long as its page). The embedded database runs one query at a time
 * anyway, so there the count waits for the page and is skipped when the page tells the total.
 * A map area's page reads every listing inside anyway (the point index has no order to stop
 * after a page in), so it is always counted.
 */
export type ListingsServiceOptions = { sideBySide: boolean };

/** Listing search and lookups, always answered from our replicated listings table. */
export function createListingsService(db: Database, options: ListingsServiceOptions) {
  async function pageAndTotal(search: ListingSearch) {
    if (options.sideBySide || search.polygon) {
      return Promise.all([searchListings(db, search), countMatchingListings(db, search)]);
    }
    const rows = await searchListings(db, search);
    // a page that is not full tells the total without counting (every last page, and most
    // narrow searches); an empty page past the end still needs the count
    const total =
      rows.length > 0 && rows.length < search.limit
        ? search.offset + rows.length
        : await countMatchingListings(db, search);
    return [rows, total] as const;
  }

  return {
    async search(query: PropertySearchQuery): Promise<PropertyListResponse> {
      const [rows, total] = await pageAndTotal(toListingSearch(query));
      return {
        properties: rows.map(presentSummary),
        total,
        page: query.page,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    /**
     * The markers of every match with coordinates (GET /api/properties/map), at most `cap`
     * of them (a test gives a small one).
     */
    async mapPoints(query: MapSearchQuery, cap = MAP_POINTS_MAX): Promise<MapPointsRows> {
      return findMapPoints(db, toListingFilters(query), cap);
    },

    async byId(id: number): Promise<PropertyDetail> {
      // history and open houses in the same reply, so the page renders them on the server and
      // the listing's kept reply, dropped when a sync changes the listing, covers them; the
      // three run side by side on PostgreSQL (queued one after the other on PGlite)
      const [row, history, openHouses] = await Promise.all([
        findDisplayableListing(db, id),
        findListingHistory(db, id),
        findUpcomingOpenHouses(db, id),
      ]);
      if (!row) throw notFound(PROPERTY_NOT_FOUND);
      return presentDetail(row, history, openHouses);
    },

    async taxRecord(id: number): Promise<TaxRecord> {
      const record = await findTaxRecord(db, id);
      if (!record) throw notFound(PROPERTY_NOT_FOUND);
      return record;
    },
  };
}
