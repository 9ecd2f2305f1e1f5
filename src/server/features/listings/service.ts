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

/** Listing search and lookups, always answered from our replicated listings table. */
export function createListingsService(db: Database) {
  return {
    async search(query: PropertySearchQuery): Promise<PropertyListResponse> {
      const search = toListingSearch(query);
      if (search.polygon) {
        // A map area's page reads every listing inside anyway (the point index has no order
        // to stop after a page in), and so does its count: the two run side by side, on two
        // connections of a PostgreSQL pool (one after the other on the embedded database).
        const [rows, total] = await Promise.all([
          searchListings(db, search),
          countMatchingListings(db, search),
        ]);
        return {
          properties: rows.map(presentSummary),
          total,
          page: query.page,
          totalPages: Math.ceil(total / query.limit),
        };
      }
      const rows = await searchListings(db, search);
      // a page that is not full tells the total without counting (every last page, and most
      // narrow searches); an empty page past the end still needs the count
      const total =
        rows.length > 0 && rows.length < search.limit
          ? search.offset + rows.length
          : await countMatchingListings(db, search);
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
      const row = await findDisplayableListing(db, id);
      if (!row) throw notFound(PROPERTY_NOT_FOUND);
      // in the same reply, so the page renders it on the server and the listing's kept reply,
      // dropped when a sync changes the listing (and so its history), covers it
      return presentDetail(
        row,
        await findListingHistory(db, id),
        await findUpcomingOpenHouses(db, id),
      );
    },

    async taxRecord(id: number): Promise<TaxRecord> {
      const record = await findTaxRecord(db, id);
      if (!record) throw notFound(PROPERTY_NOT_FOUND);
      return record;
    },
  };
}
