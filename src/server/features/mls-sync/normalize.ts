import {
  FEATURE_GROUPS,
  type ListingFeatureGroups,
  type ListingPhoto,
} from '../../../contract/listing-fields';
import { ARIZONA_UTC_OFFSET_MINUTES } from '../../../core/open-houses';
import type { listings } from '../../db/schema';
import {
  FEATURE_GROUP_FIELDS,
  type SparkListingRecord,
  type SparkOpenHouse,
  type SparkPhoto,
  type SparkStandardFields,
} from '../../integrations/spark/fields';
import {
  sparkBoolean,
  sparkDate,
  sparkFeatureNames,
  sparkInteger,
  sparkNumber,
  sparkString,
} from '../../integrations/spark/values';

/** One open house of a listing, as replication stores it (table `open_houses`). */
export type OpenHouseValues = {
  feedId: string;
  startsAt: Date;
  endsAt: Date;
  comments: string | null;
};

export type ListingValues = Omit<
  typeof listings.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'searchText'
> & {
  /**
   * The listing's open houses, replacing the stored ones; undefined leaves them as they are
   * (writers other than replication, such as tests and tools).
   */
  openHouses?: OpenHouseValues[];
};

/** Fields the IDX rules keep off the public site; they are not stored at all. */
const RESTRICTED_FIELDS = [
  'PrivateRemarks',
  'ShowingInstructions',
  'BuyerAgencyCompensation',
  'ListAgentId',
  'ListOfficeId',
] as const;

/** Spark PropertyType codes of the regional MLS, as words. */
const PROPERTY_TYPES: Record<string, string> = {
  A: 'Residential',
  B: 'Condo/Townhouse',
  C: 'Manufactured/Mobile',
  D: 'Land',
  E: 'Commercial',
  F: 'Rental',
};

/** Our status words (visitor spec section 4) from the feed's MlsStatus / StandardStatus. */
export function normalizeStatus(mlsStatus: string | null, standardStatus: string | null): string {
  const s = (mlsStatus ?? standardStatus ?? '').toLowerCase();
  if (s === 'active') return 'ACTIVE';
  if (s === 'ucb' || s === 'ccbs' || s.includes('under contract') || s.includes('contingent'))
    return 'CONTINGENT';
  if (s.includes('pending')) return 'PENDING';
  if (s.includes('coming soon')) return 'COMING SOON';
  if (s === 'closed' || s === 'sold') return 'SOLD';
  if (s.includes('withdrawn') || s.includes('cancel') || s.includes('expired')) return 'WITHDRAWN';
  return s ? s.toUpperCase() : 'ACTIVE';
}

/**
 * Photos we keep: drop empty ones and any whose address contains 'placeholder'; keep the
 * 800, 1024 and 1600 pixel sizes (falling back to the nearest size the feed has).
 */
export function normalizePhotos(photos: SparkPhoto[] | undefined): ListingPhoto[] {
  if (!Array.isArray(photos)) return [];
  const kept: ListingPhoto[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  // the first non-empty address of the candidates
  const pick = (...candidates: string[]) => candidates.find((c) => c !== '');
  for (const photo of photos) {
    const u300 = text(photo.Uri300);
    const u640 = text(photo.Uri640);
    const u800 = text(photo.Uri800);
    const u1024 = text(photo.Uri1024);
    const u1280 = text(photo.Uri1280);
    const u1600 = text(photo.Uri1600);
    const large = text(photo.UriLarge);
    const all = `${u300} ${u640} ${u800} ${u1024} ${u1280} ${u1600} ${large}`;
    if (all.trim() === '' || all.toLowerCase().includes('placeholder')) continue;
    const uri800 = pick(u800, u1024, u640, u1280, large, u300);
    const uri1024 = pick(u1024, u1280, u800, large);
    const uri1600 = pick(u1600, large, u1280, u1024);
    const caption = sparkString(photo.Caption) ?? sparkString(photo.Name);
    // built field by field: object spreads here cost more than the rest of the listing
    const entry: ListingPhoto = {};
    if (uri800) entry.uri800 = uri800;
    if (uri1024) entry.uri1024 = uri1024;
    if (uri1600) entry.uri1600 = uri1600;
    if (caption) entry.caption = caption;
    if (photo.Primary) entry.primary = true;
    kept.push(entry);
  }
  // the primary photo first, as the card shows the first one
  return kept.sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)));
}

const OPEN_HOUSE_DAY = /^(?:(\d{1,2})\/(\d{1,2})\/(\d{4})|(\d{4})-(\d{2})-(\d{2}))$/;
// '9:00 am', '09:00-07:00', '09:00:00-07:00', '13:30', '1:30 P.M.', '17:00Z'
const OPEN_HOUSE_TIME =
  /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*(z|[+-]\d{2}:?\d{2})?$/i;
const FULL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Longer than a day is not an open house but a typing error. */
const LONGEST_OPEN_HOUSE_MS = 24 * 3_600_000;
const COMMENTS_MAX = 1000;

/** Minutes east of UTC of '-07:00', '+0530' or 'Z'. */
function offsetMinutes(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/**
 * The instant of an open house's day and time of day. A time without an offset is Arizona's
 * (the feed's MLS); one with an offset ('09:00-07:00') keeps it. A time that is a whole
 * timestamp is read as such. Null when either cannot be read.
 */
export function openHouseInstant(day: unknown, time: unknown): Date | null {
  const timeText = sparkString(time);
  if (!timeText) return null;
  if (FULL_TIMESTAMP.test(timeText)) {
    const at = new Date(timeText);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const d = OPEN_HOUSE_DAY.exec(sparkString(day) ?? '');
  const t = OPEN_HOUSE_TIME.exec(timeText);
  if (!d || !t) return null;
  const [year, month, date] = d[1]
    ? [Number(d[3]), Number(d[1]), Number(d[2])]
    : [Number(d[4]), Number(d[5]), Number(d[6])];
  let hour = Number(t[1]);
  const minute = Number(t[2]);
  const second = Number(t[3] ?? 0);
  const half = t[4]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59 || month < 1 || month > 12 || date < 1) return null;
  const wallClockMs = Date.UTC(year, month - 1, date, hour, minute, second);
  // Date.UTC rolls 31 February over to March: such a day does not exist
  if (new Date(wallClockMs).getUTCDate() !== date) return null;
  const offset = t[5] ? offsetMinutes(t[5]) : ARIZONA_UTC_OFFSET_MINUTES;
  return new Date(wallClockMs - offset * 60_000);
}

/**
 * The open houses of a listing (`OpenHouses`, present when the request expanded it) that have
 * not ended by `now`. Entries that cannot be read (no day, a time of another shape, an end
 * before the start) are dropped one by one: a bad entry never costs the listing or its page.
 * A listing the feed sent without the field has none.
 */
export function normalizeOpenHouses(
  value: unknown,
  listingKey: string,
  now: Date,
): OpenHouseValues[] {
  if (!Array.isArray(value)) return [];
  const kept = new Map<string, OpenHouseValues>();
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const o = entry as SparkOpenHouse;
    const startsAt = openHouseInstant(o.Date, o.StartTime);
    const endsAt = openHouseInstant(o.Date, o.EndTime);
    if (!startsAt || !endsAt) continue;
    const length = endsAt.getTime() - startsAt.getTime();
    if (length <= 0 || length > LONGEST_OPEN_HOUSE_MS) continue;
    // an open house that is over is not stored (the purge job would only delete it again)
    if (endsAt.getTime() <= now.getTime()) continue;
    // the feed's id, else one made of what identifies it (stable across syncs)
    const feedId = sparkString(o.Id) ?? `${listingKey}@${startsAt.toISOString()}`;
    const comments = sparkString(o.Comments);
    kept.set(feedId, {
      feedId,
      startsAt,
      endsAt,
      comments: comments ? comments.slice(0, COMMENTS_MAX) : null,
    });
  }
  return [...kept.values()];
}

function joinNames(value: unknown): string | null {
  const names = sparkFeatureNames(value);
  return names.length > 0 ? names.join(', ') : sparkString(value);
}

function streetLine(f: SparkStandardFields): string {
  const unparsed = sparkString(f.UnparsedFirstLineAddress);
  if (unparsed) return unparsed;
  return [
    f.StreetNumber,
    f.StreetDirPrefix,
    f.StreetName,
    f.StreetSuffix,
    f.StreetDirSuffix,
    f.StreetAdditionalInfo,
  ]
    .map(sparkString)
    .filter(Boolean)
    .join(' ');
}

function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));
}

const LEFT_OUT_OF_RAW = new Set<string>([
  ...RESTRICTED_FIELDS,
  'Photos', // stored in `photos`
  'OpenHouses', // stored in `open_houses`
  // long texts with their own columns
  'PublicRemarks',
  'SyndicationRemarks',
  'Directions',
  'LegalDescription',
  ...Object.values(FEATURE_GROUP_FIELDS), // stored in `features`
]);

/**
 * The feed record for the fields we show as they come: without restricted fields, without
 * what has its own column of structured data, and without empty values (about half of a
 * record, and the stored row is what replication spends its time on).
 */
function rawPayload(f: SparkStandardFields): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key in f) {
    const value = f[key];
    if (value === null || value === undefined || value === '' || LEFT_OUT_OF_RAW.has(key)) continue;
    raw[key] = value;
  }
  return raw;
}

/** Turns one Spark listing into the values of our `listings` row. */
export function normalizeListing(
  record: SparkListingRecord,
  now: Date = new Date(),
): ListingValues {
  const f = record.StandardFields;
  const listingKey = sparkString(f.ListingKey) ?? record.Id;
  const onMarket = sparkDate(f.OnMarketDate);
  const features: ListingFeatureGroups = {};
  for (const group of FEATURE_GROUPS) {
    const names = sparkFeatureNames(f[FEATURE_GROUP_FIELDS[group]]);
    if (names.length === 0) continue;
    const chosen: Record<string, true> = {};
    for (const name of names) chosen[name] = true;
    features[group] = chosen;
  }
  const township = sparkString(f.PublicSurveyTownship);
  const range = sparkString(f.PublicSurveyRange);
  const section = sparkString(f.PublicSurveySection);
  const agent = [sparkString(f.ListAgentFirstName), sparkString(f.ListAgentLastName)]
    .filter(Boolean)
    .join(' ');
  const addressShown = sparkBoolean(f.InternetAddressDisplayYN) !== false;
  const bathsTotal =
    sparkNumber(f.BathsTotal) ??
    (() => {
      const full = sparkNumber(f.BathsFull);
      const half = sparkNumber(f.BathsHalf);
      const threeQuarter = sparkNumber(f.BathsThreeQuarter);
      if (full === null && half === null && threeQuarter === null) return null;
      return (full ?? 0) + (threeQuarter ?? 0) * 0.75 + (half ?? 0) * 0.5;
    })();
  const propertyTypeCode = sparkString(f.PropertyType);

  return {
    listingKey,
    mlsNumber: sparkString(f.ListingId) ?? listingKey,
    address: addressShown ? streetLine(f) : 'Address not disclosed',
    city: sparkString(f.City) ?? '',
    state: sparkString(f.StateOrProvince) ?? 'AZ',
    zipCode: sparkString(f.PostalCode) ?? '',
    price: sparkNumber(f.ListPrice),
    bedrooms: sparkInteger(f.BedsTotal),
    bathrooms: bathsTotal,
    squareFeet: sparkInteger(f.BuildingAreaTotal ?? f.LivingArea),
    lotSizeAcres: sparkNumber(f.LotSizeAcres),
    lotSizeSquareFeet: sparkInteger(f.LotSizeSquareFeet),
    yearBuilt: sparkInteger(f.YearBuilt),
    propertyType: propertyTypeCode ? (PROPERTY_TYPES[propertyTypeCode] ?? propertyTypeCode) : null,
    propertySubType: sparkString(f.PropertySubType),
    status: normalizeStatus(sparkString(f.MlsStatus), sparkString(f.StandardStatus)),
    mlsStatus: sparkString(f.MlsStatus) ?? sparkString(f.StandardStatus),
    daysOnMarket: onMarket ? wholeDaysBetween(onMarket, now) : (sparkInteger(f.DaysOnMarket) ?? 0),
    listingDate: onMarket,
    description: sparkString(f.SyndicationRemarks) ?? sparkString(f.PublicRemarks),
    publicRemarks: sparkString(f.PublicRemarks),
    directions: sparkString(f.Directions),
    photos: normalizePhotos(f.Photos),
    latitude: sparkNumber(f.Latitude),
    longitude: sparkNumber(f.Longitude),
    parking: joinNames(f.ParkingFeatures),
    parkingSpaces: sparkInteger(f.ParkingTotal) ?? sparkInteger(f.GarageSpaces),
    totalRooms: sparkInteger(f.RoomsTotal),
    stories: sparkString(f.Stories),
    ageRange: sparkString(f.AgeRange),
    condition: sparkString(f.PropertyCondition),
    appliances: joinNames(f.Appliances),
    internetTypes: sparkString(f.InternetTypes),
    utilities: joinNames(f.Utilities),
    sewer: joinNames(f.Sewer),
    water: joinNames(f.WaterSource),
    electric: sparkString(f.Electric),
    isAuction: sparkBoolean(f.AuctionYN) === true,
    horseYn: sparkBoolean(f.HorseYN) === true,
    county: sparkString(f.CountyOrParish),
    subdivisionName: sparkString(f.SubdivisionName),
    schoolDistrict: sparkString(f.HighSchoolDistrict),
    elementarySchool: sparkString(f.ElementarySchool),
    middleOrJuniorSchool: sparkString(f.MiddleOrJuniorSchool),
    highSchool: sparkString(f.HighSchool),
    parcelNumber: sparkString(f.ParcelNumber),
    legalDescription: sparkString(f.LegalDescription),
    legalDescriptionText: sparkString(f.LegalDescription),
    publicSurvey:
      [township && `T${township}`, range && `R${range}`, section && `S${section}`]
        .filter(Boolean)
        .join(' ') || null,
    townshipRange: [township, range].filter(Boolean).join(' ') || null,
    section,
    hasHoa: sparkBoolean(f.AssociationYN),
    hoaFee: sparkNumber(f.AssociationFee),
    hoaName: sparkString(f.AssociationName),
    annualTax: sparkNumber(f.TaxAnnualAmount),
    taxYear: sparkInteger(f.TaxYear),
    features,
    listingAgentName: agent || null,
    listingAgentPhone: sparkString(f.ListAgentPreferredPhone),
    listingAgentEmail: sparkString(f.ListAgentEmail),
    listingOfficeName: sparkString(f.ListOfficeName),
    // IDX: display only when the feed says so; a missing flag means no (fail closed).
    idxDisplayAllowed: sparkBoolean(f.InternetEntireListingDisplayYN) === true,
    raw: rawPayload(f),
    modificationTimestamp: sparkDate(f.ModificationTimestamp),
    syncedAt: now,
    // replication always asks for them (service.ts): absent means none
    openHouses: normalizeOpenHouses(f.OpenHouses, listingKey, now),
  };
}
