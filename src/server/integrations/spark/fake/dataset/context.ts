import { MLS_CITIES, type MlsCity } from '../../../../../core/mls-cities';
import { KIND_WEIGHTS, type Kind } from './home-tables';
import {
  CITY_PROFILES,
  CITY_WEIGHTS,
  COUNTY_PROFILES,
  DEFAULT_CITY_WEIGHT,
  type CityProfile,
} from './places';
import { WeightedTable, asText } from './random';

/** The options of a generated inventory and what every listing of it shares. */

export type DatasetOptions = {
  /** Number of listings (default 3000). */
  count?: number;
  /** Default 20261122. */
  seed?: number;
  /** Where photo URLs point, e.g. '/mls-photos' (the app serves photo-art there). */
  photoBaseUrl: string;
  /** The moment the feed is "generated": dates are relative to it (default: now). */
  now?: Date;
};

export type Place = {
  city: MlsCity;
  profile: CityProfile;
  kinds: WeightedTable<Kind>;
};

export type DatasetContext = {
  seed: number;
  photoBaseUrl: string;
  nowMs: number;
  /** UTC midnight of `now`: OnMarketDate values are whole days before it. */
  todayMs: number;
  nowYear: number;
  places: WeightedTable<Place>;
};

export const DAY_MS = 86_400_000;

export const DEFAULT_COUNT = 3000;

const DEFAULT_SEED = 20261122;

/** ListingId blocks: 6,900,000 + index first, then 1,000,000 upwards; both stay 7 digits. */
export const MAX_INDEX = 8_900_000;

export const MLS_ID = '20070913202326493241000000';

function profileFor(city: MlsCity): CityProfile {
  return { ...COUNTY_PROFILES[city.county], ...CITY_PROFILES[city.name] };
}

function kindTableFor(profile: CityProfile): WeightedTable<Kind> {
  const weights = { ...KIND_WEIGHTS[profile.climate] };
  if (profile.rural) {
    // small towns: more acreage, land and manufactured homes, few condos
    weights.ranch += 4;
    weights.land += 6;
    weights.manufactured += 4;
    weights.condo = 1;
    weights.townhouse = 1;
  }
  return WeightedTable.of(weights, asText<Kind>);
}

/** What every listing of an inventory shares: seed, photo base, dates and weighted places. */
export function createDatasetContext(options: DatasetOptions): DatasetContext {
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('now is not a valid date');
  const places = MLS_CITIES.map((city): [Place, number] => {
    const profile = profileFor(city);
    const weight = CITY_WEIGHTS[city.name] ?? (city.featured ? 2 : 1) * DEFAULT_CITY_WEIGHT;
    return [{ city, profile, kinds: kindTableFor(profile) }, weight];
  });
  return {
    seed: (options.seed ?? DEFAULT_SEED) >>> 0,
    photoBaseUrl: options.photoBaseUrl.replace(/\/+$/, ''),
    nowMs,
    todayMs: Math.floor(nowMs / DAY_MS) * DAY_MS,
    nowYear: now.getUTCFullYear(),
    places: new WeightedTable(places),
  };
}
