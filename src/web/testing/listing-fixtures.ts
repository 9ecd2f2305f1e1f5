import type {
  PropertyDetail,
  PropertyListResponse,
  PropertySummary,
} from '../../contract/properties';

/*
 * Listings as our API answers them, for component tests (server tests build stored listings
 * with src/server/testing/listing-factory.ts: web code does not import the server's).
 */

/** A listing as a card shows it (list replies); override what a test is about. */
export function listingSummary(
  id: number,
  overrides: Partial<PropertySummary> = {},
): PropertySummary {
  return {
    id,
    mlsNumber: String(6_200_000 + id),
    address: `${id} W Ponderosa Ln`,
    city: 'Payson',
    state: 'AZ',
    zipCode: '85541',
    price: 400_000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    lotSize: 0.25,
    yearBuilt: 2001,
    propertyType: 'Residential',
    propertySubType: 'Single Family Residence',
    status: 'ACTIVE',
    daysOnMarket: 20,
    listingDate: '2026-11-02T00:00:00.000Z',
    photos: [`/mls-photos/${id}/1-800.svg`],
    photoCount: 1,
    latitude: 34.23,
    longitude: -111.32,
    isAuction: false,
    HorseYN: false,
    listingAgent: 'Jane Broker',
    listingOffice: 'Rim Country Realty',
    previousPrice: null,
    priceChangedAt: null,
    priceReduction: null,
    nextOpenHouse: null,
    ...overrides,
  };
}

/** A listing in full (GET /api/properties/{id}): the detail fields are empty unless given. */
export function listingDetail(id: number, overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    ...listingSummary(id),
    lotSizeSquareFeet: null,
    description: null,
    publicRemarks: null,
    Directions: null,
    photoSet: [],
    parking: null,
    parkingSpaces: null,
    totalRooms: null,
    stories: null,
    ageRange: null,
    condition: null,
    appliances: null,
    internetTypes: null,
    utilities: null,
    sewer: null,
    water: null,
    electric: null,
    County: 'Gila',
    SubdivisionName: null,
    SchoolDistrict: null,
    ElementarySchool: null,
    MiddleOrJuniorSchool: null,
    HighSchool: null,
    ParcelNumber: null,
    LegalDescription: null,
    LegalDescriptionText: null,
    PublicSurvey: null,
    TownshipRange: null,
    Section: null,
    hoaFee: null,
    features: {},
    additionalFields: {},
    listingAgentPhone: null,
    modifiedAt: null,
    syncedAt: '2026-11-21T18:05:00.000Z',
    history: [],
    openHouses: [],
    ...overrides,
  };
}

/** One page of a list reply (GET /api/properties): all on one page unless told. */
export function listingPage(
  properties: PropertySummary[],
  { total = properties.length, page = 1, totalPages = 1 } = {},
): PropertyListResponse {
  return { properties, total, page, totalPages };
}
