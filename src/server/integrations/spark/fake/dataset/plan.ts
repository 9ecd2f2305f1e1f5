import type { Place } from './context';
import { pad, round } from './format';
import { AREA_BY_BEDS, BEDS_TABLES, GARAGE_TABLES, STORIES_TABLES, type Kind } from './home-tables';
import type { Rng, WeightedTable } from './random';

/**
 * The plan of one listing (kind, tags, lot, building) decided before it is written as Spark
 * fields.
 */

export type Tags = {
  horse: boolean;
  mountainView: boolean;
  pool: boolean;
  golf: boolean;
  gated: boolean;
  waterfront: boolean;
};

type Building = {
  beds: number | null;
  fullBaths: number;
  halfBaths: number;
  baths: number | null;
  area: number | null;
  yearBuilt: number | null;
  stories: number | null;
  rooms: number | null;
  garage: number | null;
  parking: number | null;
  luxury: boolean;
};

/** Everything decided about one listing before it is written as Spark fields. */
export type Plan = {
  index: number;
  key: string;
  place: Place;
  kind: Kind;
  subType: string;
  tags: Tags;
  subdivision: string;
  lake: string | null;
  acres: number;
  building: Building;
  price: number;
  hoa: { fee: number; name: string; includes: string[] } | null;
};

/** Land is the one kind without a building. */
export const hasBuilding = (kind: Kind) => kind !== 'land';

/**
 * 26 digits: a pseudo entry timestamp (from seed and index) and the index, so keys never collide.
 */
export function listingKeyFor(rng: Rng, index: number): string {
  const stamp = `${rng.int(2024, 2026)}${pad(rng.int(1, 12), 2)}${pad(rng.int(1, 28), 2)}${pad(rng.int(0, 23), 2)}${pad(rng.int(0, 59), 2)}${pad(rng.int(0, 59), 2)}`;
  return `${stamp}${pad(index, 12)}`;
}

/** The 7-digit ListingId of an index (blocks in the MAX_INDEX comment). */
export function mlsNumberFor(index: number): string {
  return String(index < 3_000_000 ? 6_900_000 + index : 1_000_000 + (index - 3_000_000));
}

/** PropertySubType of a kind. */
export function subTypeFor(rng: Rng, kind: Kind): string {
  switch (kind) {
    case 'house':
      return 'Single Family Residence';
    case 'cabin':
      return 'Cabin';
    case 'ranch':
      return 'Ranch';
    case 'condo':
      return 'Condominium';
    case 'townhouse':
      return 'Townhouse';
    case 'manufactured':
      return rng.chance(0.75) ? 'Manufactured Home' : 'Mobile Home';
    case 'land':
      return rng.chance(0.7) ? 'Unimproved Land' : 'Residential Lot';
    case 'commercial':
      return rng.pick(['Retail', 'Office', 'Mixed Use']);
  }
}

/** The searchable features of a listing, from its town's chances. */
export function pickTags(rng: Rng, { profile }: Place, kind: Kind): Tags {
  const detached = kind !== 'condo' && kind !== 'townhouse' && kind !== 'commercial';
  const golf =
    kind !== 'commercial' &&
    kind !== 'manufactured' &&
    profile.golfCourses.length > 0 &&
    rng.chance(profile.region === 'valley' ? 0.12 : 0.1);
  const poolChance = { valley: 0.45, prescott: 0.08, rim: 0.03, whiteMountains: 0.02 }[
    profile.region
  ];
  return {
    horse: detached && rng.chance(profile.horseChance),
    mountainView: kind !== 'commercial' && rng.chance(profile.climate === 'desert' ? 0.15 : 0.35),
    pool:
      (kind === 'house' || kind === 'ranch' || kind === 'condo') &&
      rng.chance(kind === 'condo' ? 0.3 : poolChance * (profile.climate === 'desert' ? 1 : 0.6)),
    golf,
    gated:
      kind !== 'commercial' && rng.chance(golf ? 0.65 : profile.region === 'valley' ? 0.08 : 0.02),
    waterfront: kind !== 'commercial' && profile.lakes.length > 0 && rng.chance(0.025),
  };
}

/** The subdivision: a lake or golf course when tagged so, metes and bounds for some rural land. */
export function pickSubdivision(
  rng: Rng,
  { profile }: Place,
  kind: Kind,
  tags: Tags,
): { subdivision: string; lake: string | null } {
  if (tags.waterfront) {
    const lake = rng.pick(profile.lakes);
    return { subdivision: `${lake} ${rng.pick(['Estates', 'Shores', 'Homesites'])}`, lake };
  }
  if (tags.golf) return { subdivision: rng.pick(profile.golfCourses), lake: null };
  if (profile.rural && (kind === 'land' || kind === 'ranch') && rng.chance(0.25)) {
    return { subdivision: 'Metes and Bounds', lake: null };
  }
  return { subdivision: rng.pick(profile.subdivisions), lake: null };
}

/** Lot size in acres; small towns and horse properties get more room. */
export function pickAcres(
  rng: Rng,
  { profile }: Place,
  kind: Kind,
  tags: Tags,
  luxury: boolean,
): number {
  const rural = profile.rural;
  let acres: number;
  if (tags.horse) acres = rng.logUniform(1, 10);
  else if (kind === 'condo') acres = rng.float(0.02, 0.06);
  else if (kind === 'townhouse') acres = rng.float(0.04, 0.1);
  else if (kind === 'ranch') acres = rng.logUniform(5, 40);
  else if (kind === 'land') acres = rural ? rng.logUniform(0.3, 40) : rng.logUniform(0.15, 3);
  else if (kind === 'commercial') acres = rng.float(0.2, 2);
  else if (luxury) acres = rng.float(0.5, 2.5);
  else if (profile.region === 'valley') acres = rng.float(0.14, 0.4);
  else if (rural) acres = rng.logUniform(0.4, 5);
  else acres = rng.logUniform(0.18, 1.2);
  return Math.max(0.01, round(acres, acres < 1 ? 3 : 2));
}

/** Beds, baths, size, age, stories and parking of a home. */
export function pickBuilding(rng: Rng, place: Place, kind: Kind, tags: Tags): Building {
  const { profile, city } = place;
  const luxury =
    kind === 'house' &&
    rng.chance(
      city.name === 'Scottsdale'
        ? 0.15
        : tags.golf
          ? 0.3
          : profile.region === 'valley'
            ? 0.04
            : 0.02,
    );
  const beds =
    kind === 'commercial'
      ? null
      : luxury
        ? rng.int(4, 6)
        : (BEDS_TABLES[kind] as WeightedTable<number>).pick(rng);
  const areaRange =
    beds === null ? ([1200, 5500] as const) : (AREA_BY_BEDS[beds] as [number, number]);
  let area = rng.int(areaRange[0], areaRange[1]);
  if (luxury) area = rng.int(3800, 5500);
  if (kind === 'cabin') area = Math.max(600, Math.round(area * 0.8));
  const fullBaths =
    beds === null
      ? rng.int(1, 3)
      : Math.max(1, Math.min(5, beds - 1 + rng.int(0, 1) + (luxury ? 1 : 0)));
  const halfBaths = beds !== null && rng.chance(luxury ? 0.8 : 0.35) ? 1 : 0;
  const stories = (STORIES_TABLES[kind] as WeightedTable<number>).pick(rng);
  const garage = luxury ? rng.int(3, 4) : (GARAGE_TABLES[kind] as WeightedTable<number>).pick(rng);
  const parking =
    kind === 'commercial' ? rng.int(6, 40) : garage + rng.int(kind === 'condo' ? 1 : 0, 4);
  return {
    beds,
    fullBaths,
    halfBaths,
    baths: fullBaths + halfBaths * 0.5,
    area,
    yearBuilt: pickYearBuilt(rng, kind),
    stories,
    rooms: beds === null ? null : beds + rng.int(2, 4),
    garage,
    parking,
    luxury,
  };
}

export const NO_BUILDING: Building = {
  beds: null,
  fullBaths: 0,
  halfBaths: 0,
  baths: null,
  area: null,
  yearBuilt: null,
  stories: null,
  rooms: null,
  garage: null,
  parking: null,
  luxury: false,
};

/** About 20% built in 1978 or earlier (pre-1978 paint disclosures matter to buyers). */
function pickYearBuilt(rng: Rng, kind: Kind): number {
  if (kind === 'manufactured') return rng.int(1968, 2024);
  return rng.chance(0.2) ? rng.int(1950, 1978) : rng.int(1979, 2025);
}
