import type { ListingValues } from '../features/mls-sync/normalize';
import { upsertListings } from '../features/mls-sync/store';
import type { Database } from '../db/connect';

let sequence = 0;

/** A listing as replication stores it; override what a test is about. */
export function makeListing(overrides: Partial<ListingValues> = {}): ListingValues {
  sequence += 1;
  const n = sequence;
  return {
    listingKey: `test-key-${n}`,
    mlsNumber: String(7_000_000 + n),
    address: `${100 + n} W Main St`,
    city: 'Payson',
    state: 'AZ',
    zipCode: '85541',
    price: 400_000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    lotSizeAcres: 0.25,
    yearBuilt: 1998,
    propertyType: 'Residential',
    propertySubType: 'Single Family Residence',
    status: 'ACTIVE',
    mlsStatus: 'Active',
    daysOnMarket: 30,
    listingDate: new Date(Date.now() - 30 * 86_400_000),
    description: 'A comfortable home in the pines.',
    publicRemarks: 'A comfortable home in the pines.',
    photos: [
      {
        uri800: `/mls-photos/az/800x600/true/${n}-o.svg`,
        uri1024: `/mls-photos/az/1024x768/true/${n}-o.svg`,
        uri1600: `/mls-photos/az/1600x1200/true/${n}-o.svg`,
        primary: true,
      },
    ],
    listingAgentName: 'Pat Agent',
    listingOfficeName: 'Rim Country Realty',
    isAuction: false,
    horseYn: false,
    idxDisplayAllowed: true,
    syncedAt: new Date(),
    raw: {},
    features: {},
    ...overrides,
  };
}

/** Stores listings (through replication's own upsert) and returns them. */
export async function insertListings(
  db: Database,
  rows: ListingValues[],
): Promise<ListingValues[]> {
  await upsertListings(db, rows);
  return rows;
}
