import type { PropertyDetail, PropertySummary } from '../../../contract/properties';
import { recentPriceReduction } from '../../../core/price-history';
import type { ListingHistoryRow } from '../listing-history/store';
import type { OpenHouseRow } from './open-house-store';
import type { DisplayableListingRow, ListingSummaryRow, NextOpenHouseRow } from './store';

const toNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);
const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The next open house with ISO times (the database writes them with its zone's offset). */
function presentOpenHouse(value: NextOpenHouseRow): PropertySummary['nextOpenHouse'] {
  if (!value) return null;
  return {
    startsAt: new Date(value.startsAt).toISOString(),
    endsAt: new Date(value.endsAt).toISOString(),
  };
}

/**
 * The price change fields of a card or page: the previous price, when it changed, and the
 * recent reduction (as of now: a kept reply lives minutes, the rule counts days).
 */
function priceChangeFields(listing: {
  price: number | null;
  previousPrice: number | null;
  priceChangedAt: Date | string | null;
}): Pick<PropertySummary, 'previousPrice' | 'priceChangedAt' | 'priceReduction'> {
  return {
    previousPrice: listing.previousPrice,
    priceChangedAt: toIso(listing.priceChangedAt),
    priceReduction: recentPriceReduction(listing, new Date()),
  };
}

/** A card's fields from a search row. */
export function presentSummary(row: ListingSummaryRow): PropertySummary {
  const price = toNumber(row.price);
  return {
    id: row.id,
    mlsNumber: row.mls_number,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.square_feet,
    lotSize: row.lot_size_acres,
    yearBuilt: row.year_built,
    propertyType: row.property_type,
    propertySubType: row.property_sub_type,
    status: row.status,
    daysOnMarket: row.days_on_market,
    listingDate: toIso(row.listing_date),
    photos: row.first_photo ? [row.first_photo] : [],
    photoCount: Number(row.photo_count ?? 0),
    latitude: row.latitude,
    longitude: row.longitude,
    isAuction: row.is_auction,
    HorseYN: row.horse_yn,
    listingAgent: row.listing_agent_name,
    listingOffice: row.listing_office_name,
    ...priceChangeFields({
      price,
      previousPrice: toNumber(row.previous_price),
      priceChangedAt: row.price_changed_at,
    }),
    nextOpenHouse: presentOpenHouse(row.next_open_house),
  };
}

/**
 * Feed fields the Complete Property Information section may show. Agent, office and
 * timestamp fields are hidden (spec); restricted fields were never stored.
 */
const HIDDEN_FIELD = /agent|office|timestamp|compensation|private|showing|(^|[a-z])Id$|Key$/i;

function publicFields(raw: Record<string, unknown>): PropertyDetail['additionalFields'] {
  const fields: PropertyDetail['additionalFields'] = {};
  for (const [key, value] of Object.entries(raw)) {
    if (HIDDEN_FIELD.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return fields;
}

/** A listing in full, for the property page, with its price and status history. */
export function presentDetail(
  row: DisplayableListingRow,
  history: readonly ListingHistoryRow[],
  openHouses: readonly OpenHouseRow[],
): PropertyDetail {
  const photoSet = row.photos
    .map((p) => {
      const any = p.uri800 ?? p.uri1024 ?? p.uri1600 ?? p.uri640 ?? p.uri1280 ?? p.uri300;
      if (!any) return null;
      return {
        uri800: p.uri800 ?? any,
        uri1024: p.uri1024 ?? p.uri800 ?? any,
        uri1600: p.uri1600 ?? p.uri1280 ?? p.uri1024 ?? any,
        caption: p.caption ?? null,
      };
    })
    .filter((p) => p !== null);
  return {
    id: row.id,
    mlsNumber: row.mlsNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    price: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    lotSize: row.lotSizeAcres,
    lotSizeSquareFeet: row.lotSizeSquareFeet,
    yearBuilt: row.yearBuilt,
    propertyType: row.propertyType,
    propertySubType: row.propertySubType,
    status: row.status,
    daysOnMarket: row.daysOnMarket,
    listingDate: toIso(row.listingDate),
    photos: photoSet.map((p) => p.uri1024),
    photoCount: photoSet.length,
    photoSet,
    latitude: row.latitude,
    longitude: row.longitude,
    isAuction: row.isAuction,
    HorseYN: row.horseYn,
    listingAgent: row.listingAgentName,
    listingOffice: row.listingOfficeName,
    listingAgentPhone: row.listingAgentPhone,
    description: row.description,
    publicRemarks: row.publicRemarks,
    Directions: row.directions,
    parking: row.parking,
    parkingSpaces: row.parkingSpaces,
    totalRooms: row.totalRooms,
    stories: row.stories,
    ageRange: row.ageRange,
    condition: row.condition,
    appliances: row.appliances,
    internetTypes: row.internetTypes,
    utilities: row.utilities,
    sewer: row.sewer,
    water: row.water,
    electric: row.electric,
    County: row.county,
    SubdivisionName: row.subdivisionName,
    SchoolDistrict: row.schoolDistrict,
    ElementarySchool: row.elementarySchool,
    MiddleOrJuniorSchool: row.middleOrJuniorSchool,
    HighSchool: row.highSchool,
    ParcelNumber: row.parcelNumber,
    LegalDescription: row.legalDescription,
    LegalDescriptionText: row.legalDescriptionText,
    PublicSurvey: row.publicSurvey,
    TownshipRange: row.townshipRange,
    Section: row.section,
    hoaFee: row.hoaFee,
    features: row.features,
    additionalFields: publicFields(row.raw),
    modifiedAt: toIso(row.modificationTimestamp),
    syncedAt: row.syncedAt.toISOString(),
    ...priceChangeFields(row),
    nextOpenHouse: presentOpenHouse(row.nextOpenHouse),
    history: history.map((h) => ({
      kind: h.kind === 'status' ? 'status' : 'price',
      oldPrice: h.oldPrice,
      newPrice: h.newPrice,
      oldStatus: h.oldStatus,
      newStatus: h.newStatus,
      changedAt: h.changedAt.toISOString(),
    })),
    openHouses: openHouses.map((o) => ({
      id: o.id,
      startsAt: o.startsAt.toISOString(),
      endsAt: o.endsAt.toISOString(),
      comments: o.comments,
    })),
  };
}
