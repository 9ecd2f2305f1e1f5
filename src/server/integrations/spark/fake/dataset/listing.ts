import { MLS_STATUSES, type SparkListingRecord, type SparkStandardFields } from '../../fields';
import { setOpenHousePatterns } from '../open-houses';
import { pickAgent, privateRemarks, showingInstructions } from './agent';
import { DAY_MS, MAX_INDEX, MLS_ID, type DatasetContext } from './context';
import { ELECTRIC_VALUES } from './feature-tables';
import { internetTypes, pickFeatures } from './features';
import { isoDate, isoSeconds, round } from './format';
import { BUYER_COMPENSATION, CONDITION_TABLE, KIND_CODES } from './home-tables';
import { pickAddress, pickCoordinates } from './location';
import { pickMarket, type Market } from './market';
import { pickOpenHousePatterns } from './open-houses';
import { pickPhotos } from './photos';
import { TAX_RATE } from './places';
import {
  NO_BUILDING,
  hasBuilding,
  listingKeyFor,
  mlsNumberFor,
  pickAcres,
  pickBuilding,
  pickSubdivision,
  pickTags,
  subTypeFor,
  type Plan,
} from './plan';
import { pickHoa, pickPrice, roundListPrice } from './price';
import { ageRange, legalDescription, parcelNumber } from './public-record';
import { applyIdxFlags, applyQuirks } from './quirks';
import { Rng, mixSeed } from './random';
import { directions, factsFor, publicRemarks, syndicationRemarks } from './remarks';

/** One listing, from its plan to every Spark StandardField. */

function planListing(rng: Rng, index: number, ctx: DatasetContext): Plan {
  const key = listingKeyFor(rng, index);
  const place = ctx.places.pick(rng);
  const kind = place.kinds.pick(rng);
  const tags = pickTags(rng, place, kind);
  const { subdivision, lake } = pickSubdivision(rng, place, kind, tags);
  const building = hasBuilding(kind) ? pickBuilding(rng, place, kind, tags) : NO_BUILDING;
  const acres = pickAcres(rng, place, kind, tags, building.luxury);
  const partial = {
    index,
    key,
    place,
    kind,
    subType: subTypeFor(rng, kind),
    tags,
    subdivision,
    lake,
    acres,
    building,
  };
  const price = pickPrice(rng, partial);
  return { ...partial, price, hoa: pickHoa(rng, partial) };
}

type DateFields = {
  OnMarketDate: string;
  DaysOnMarket: number;
  CumulativeDaysOnMarket: number;
  ModificationTimestamp: string;
  PhotosChangeTimestamp: string;
  CloseDate: string | null;
};

function datesFields(rng: Rng, ctx: DatasetContext, market: Market): DateFields {
  // Coming Soon listings go on market later but were entered (and modified) in the last days
  const startMs = market.onMarketMs > ctx.nowMs ? ctx.nowMs - 5 * DAY_MS : market.onMarketMs;
  const modifiedMs = Math.floor(rng.float(startMs, ctx.nowMs) / 1000) * 1000;
  const photosMs = Math.floor(rng.float(startMs - 2 * DAY_MS, modifiedMs) / 1000) * 1000;
  const relisted = rng.chance(0.1) ? rng.int(10, 200) : 0;
  return {
    OnMarketDate: isoDate(market.onMarketMs),
    DaysOnMarket: market.daysOnMarket,
    CumulativeDaysOnMarket: market.daysOnMarket + relisted,
    ModificationTimestamp: isoSeconds(modifiedMs),
    PhotosChangeTimestamp: isoSeconds(photosMs),
    CloseDate: market.closeMs === null ? null : isoDate(market.closeMs),
  };
}

/**
 * One listing, fully determined by (ctx.seed, index) and ctx.now. Index must be below
 * 8,900,000 (the ListingId space). An active listing may carry open house patterns, dated
 * when the feed serves it (fake/open-houses.ts).
 */
export function generateListing(index: number, ctx: DatasetContext): SparkListingRecord {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INDEX) {
    throw new RangeError(`listing index ${index} is outside 0..${MAX_INDEX - 1}`);
  }
  const rng = new Rng(mixSeed(ctx.seed, index));
  const plan = planListing(rng, index, ctx);
  const { place, building: b, kind } = plan;
  const { city, profile } = place;
  const address = pickAddress(rng, place, kind);
  const coordinates = pickCoordinates(rng, city);
  const market = pickMarket(rng, ctx);
  const dates = datesFields(rng, ctx, market);
  const agent = pickAgent(rng, place);
  const facts = factsFor(rng, plan, address);
  const remarks = publicRemarks(rng, facts);
  const taxYear = ctx.nowYear - 1;
  const tax = round(plan.price * TAX_RATE[city.county] * rng.float(0.7, 1.2), 2);
  const township = `${profile.township + rng.int(-1, 1)}N`;
  const range = `${Math.abs(profile.range + rng.int(-1, 1)) || 1}${profile.range < 0 ? 'W' : 'E'}`;
  const section = String(rng.int(1, 36));
  const groups = pickFeatures(rng, plan);
  const photos = pickPhotos(rng, ctx, plan);
  const zip = rng.pick(city.zipCodes);

  const f: SparkStandardFields = {
    ListingKey: plan.key,
    ListingId: mlsNumberFor(index),
    MlsId: MLS_ID,
    MlsStatus: market.status,
    StandardStatus: MLS_STATUSES[market.status],
    ListPrice: plan.price,
    ClosePrice:
      market.status === 'Closed' ? roundListPrice(rng, plan.price * rng.float(0.93, 1.02)) : null,
    PropertyType: KIND_CODES[kind],
    PropertySubType: plan.subType,
    StreetNumber: address.number,
    StreetDirPrefix: address.dirPrefix,
    StreetName: address.name,
    StreetSuffix: address.suffix,
    StreetDirSuffix: null,
    StreetAdditionalInfo: address.unit,
    UnparsedFirstLineAddress: address.line,
    UnparsedAddress: `${address.line}, ${city.name}, AZ ${zip}`,
    City: city.name,
    StateOrProvince: 'AZ',
    PostalCode: zip,
    CountyOrParish: city.county,
    SubdivisionName: plan.subdivision,
    Latitude: coordinates.latitude,
    Longitude: coordinates.longitude,
    BedsTotal: b.beds,
    BathsTotal: b.baths,
    BathsFull: b.baths === null ? null : b.fullBaths,
    BathsHalf: b.baths === null ? null : b.halfBaths,
    BathsThreeQuarter: b.baths === null || rng.chance(0.7) ? null : 0,
    BuildingAreaTotal: b.area,
    LivingArea: b.area,
    LotSizeAcres: plan.acres,
    LotSizeSquareFeet: Math.round(plan.acres * 43560),
    YearBuilt: b.yearBuilt,
    Stories: b.stories,
    RoomsTotal: b.rooms,
    ParkingTotal: b.parking,
    GarageSpaces: b.garage,
    PublicRemarks: remarks,
    SyndicationRemarks: syndicationRemarks(rng, facts, remarks, taxYear, tax),
    Directions: directions(rng, facts),
    PrivateRemarks: privateRemarks(rng),
    ShowingInstructions: showingInstructions(rng, agent.phone),
    BuyerAgencyCompensation: rng.pick(BUYER_COMPENSATION),
    OnMarketDate: dates.OnMarketDate,
    DaysOnMarket: dates.DaysOnMarket,
    CumulativeDaysOnMarket: dates.CumulativeDaysOnMarket,
    ModificationTimestamp: dates.ModificationTimestamp,
    PhotosChangeTimestamp: dates.PhotosChangeTimestamp,
    CloseDate: dates.CloseDate,
    PhotosCount: photos.length,
    ListAgentFirstName: agent.first,
    ListAgentLastName: agent.last,
    ListAgentPreferredPhone: agent.phone,
    ListAgentEmail: agent.email,
    ListOfficeName: agent.office,
    ListOfficePhone: agent.officePhone,
    AuctionYN: rng.chance(0.01),
    HorseYN: plan.tags.horse,
    AssociationYN: plan.hoa !== null,
    AssociationFee: plan.hoa?.fee ?? null,
    AssociationName: plan.hoa?.name ?? null,
    AssociationFeeIncludes: plan.hoa ? plan.hoa.includes.join(', ') : null,
    TaxAnnualAmount: tax,
    TaxYear: taxYear,
    ParcelNumber: parcelNumber(rng, city.county),
    LegalDescription: legalDescription(rng, plan, township, range, section),
    PublicSurveyTownship: township,
    PublicSurveyRange: range,
    PublicSurveySection: section,
    HighSchoolDistrict: profile.schools.district,
    ElementarySchool: rng.pick(profile.schools.elementary),
    MiddleOrJuniorSchool: rng.pick(profile.schools.middle),
    HighSchool: rng.pick(profile.schools.high),
    PropertyCondition:
      b.yearBuilt === null
        ? null
        : b.yearBuilt >= ctx.nowYear - 1
          ? 'New Construction'
          : CONDITION_TABLE.pick(rng),
    AgeRange: b.yearBuilt === null ? null : ageRange(ctx.nowYear, b.yearBuilt),
    InternetTypes: kind === 'land' && rng.chance(0.5) ? null : internetTypes(rng, place),
    Electric: rng.sample(ELECTRIC_VALUES, rng.int(1, 2)).join(', '),
    Photos: photos,
  };
  // assigned rather than spread: spreading into this large literal is several times slower
  Object.assign(f, groups);
  applyQuirks(rng, f, Object.keys(groups));
  applyIdxFlags(rng, f);
  const record = { Id: plan.key, ResourceUri: `/v1/listings/${plan.key}`, StandardFields: f };
  if (market.status === 'Active') {
    const patterns = pickOpenHousePatterns(ctx.seed, index);
    if (patterns.length > 0) setOpenHousePatterns(record, patterns);
  }
  return record;
}
