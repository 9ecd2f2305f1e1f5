import { formatPrice } from './listing-display';
import { MLS_CITIES } from './mls-cities';

/**
 * Comparable listings of a subject listing (visitor spec sections 2, 3 and 9: price
 * comparison and comparative market analysis). The server narrows the candidates in SQL with
 * the criteria made here; these rules then decide, rank and cap them, so one tested place
 * says what "comparable" means.
 */

/** Up to 4 comparables (spec section 9). */
export const MAX_COMPARABLES = 4;
export const BEDROOM_TOLERANCE = 1;
/** Living area within 25% of the subject's. */
export const LIVING_AREA_TOLERANCE = 0.25;
/** Price within 30% of the subject's. */
export const PRICE_TOLERANCE = 0.3;
/**
 * Town centres this close count as nearby: it keeps the Rim Country (Payson, Star Valley, Pine,
 * Strawberry, Young, Tonto Basin) or the White Mountains towns together, and Phoenix apart.
 */
export const NEARBY_CITY_KM = 50;
/** A sale closed this many days ago or less is recent enough to compare with. */
export const RECENTLY_CLOSED_DAYS = 180;

export const ACTIVE_STATUS = 'ACTIVE';
export const CLOSED_STATUS = 'SOLD';
/** On the market, or recently sold; pending and withdrawn listings say nothing firm about price. */
export const COMPARABLE_STATUSES = [ACTIVE_STATUS, CLOSED_STATUS] as const;

export type Range = { min: number; max: number };

type Point = { latitude: number; longitude: number };

/** The subject's facts the criteria are made from. */
export type ComparableSubject = {
  id: number;
  city: string;
  propertyType: string | null;
  price: number | null;
  bedrooms: number | null;
  squareFeet: number | null;
  latitude: number | null;
  longitude: number | null;
};

export type NearbyCity = { name: string; distanceKm: number };

export type ComparableCriteria = {
  /** Whole dollars, both ends included; null when the subject has no price. */
  priceRange: Range | null;
  bedroomRange: Range | null;
  squareFeetRange: Range | null;
  /** The feed's property type word ('Residential', 'Land', ...); comparables share it. */
  propertyType: string | null;
  /** The subject's city first, then nearby cities nearest first. */
  cities: NearbyCity[];
  /** A sold listing compares only if it closed on or after this day (YYYY-MM-DD). */
  closedSince: string;
};

/** A listing the SQL query found, with what the rules need to judge it. */
export type ComparableCandidate = {
  id: number;
  city: string;
  propertyType: string | null;
  status: string;
  price: number | null;
  bedrooms: number | null;
  squareFeet: number | null;
  /** The close day (YYYY-MM-DD) of a sold listing, else null. */
  closedOn: string | null;
};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The subject's city and the cities whose centres lie within `radiusKm` of it, nearest first.
 * The centre is the city's own when we know the city, else the listing's coordinates; a
 * listing with neither is compared within its own city only.
 */
export function nearbyCities(
  subject: Pick<ComparableSubject, 'city' | 'latitude' | 'longitude'>,
  cities: readonly (Point & { name: string })[] = MLS_CITIES,
  radiusKm: number = NEARBY_CITY_KM,
): NearbyCity[] {
  const city = subject.city.trim();
  const known = cities.find((c) => sameName(c.name, city));
  const centre: Point | null =
    known ??
    (subject.latitude !== null && subject.longitude !== null
      ? { latitude: subject.latitude, longitude: subject.longitude }
      : null);
  const own: NearbyCity[] = city ? [{ name: known?.name ?? city, distanceKm: 0 }] : [];
  if (!centre) return own;
  const others = cities
    .filter((c) => !sameName(c.name, city))
    .map((c) => ({ name: c.name, distanceKm: Math.round(distanceKm(centre, c) * 10) / 10 }))
    .filter((c) => c.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name));
  return [...own, ...others];
}

/** `value` plus or minus `share` of it, in whole units. */
function aroundRange(value: number | null, share: number): Range | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  // toFixed drops binary noise (400000 * 0.7 is 279999.99999999997) before rounding inwards
  const edge = (factor: number) => Number((value * factor).toFixed(6));
  return { min: Math.ceil(edge(1 - share)), max: Math.floor(edge(1 + share)) };
}

/** The day `days` before `now`, as YYYY-MM-DD (UTC). */
function isoDayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** What a comparable of the subject must satisfy (and what the reply reports as searchCriteria). */
export function comparableCriteria(subject: ComparableSubject, now: Date): ComparableCriteria {
  return {
    priceRange: aroundRange(subject.price, PRICE_TOLERANCE),
    bedroomRange:
      subject.bedrooms === null
        ? null
        : {
            min: Math.max(0, subject.bedrooms - BEDROOM_TOLERANCE),
            max: subject.bedrooms + BEDROOM_TOLERANCE,
          },
    squareFeetRange: aroundRange(subject.squareFeet, LIVING_AREA_TOLERANCE),
    propertyType: subject.propertyType,
    cities: nearbyCities(subject),
    closedSince: isoDayBefore(now, RECENTLY_CLOSED_DAYS),
  };
}

const inRange = (value: number | null, range: Range | null) =>
  range === null || (value !== null && value >= range.min && value <= range.max);

/**
 * Whether a candidate meets every criterion. A value the subject has but the candidate lacks
 * fails: the comparison could not be checked. Comparables always need a price to compare.
 */
export function meetsCriteria(
  criteria: ComparableCriteria,
  subject: Pick<ComparableSubject, 'id'>,
  candidate: ComparableCandidate,
): boolean {
  if (candidate.id === subject.id || candidate.price === null) return false;
  if (!criteria.cities.some((c) => sameName(c.name, candidate.city))) return false;
  if ((criteria.propertyType ?? null) !== (candidate.propertyType ?? null)) return false;
  if (candidate.status === CLOSED_STATUS) {
    if (candidate.closedOn === null || candidate.closedOn.slice(0, 10) < criteria.closedSince) {
      return false;
    }
  } else if (candidate.status !== ACTIVE_STATUS) {
    return false;
  }
  return (
    inRange(candidate.price, criteria.priceRange) &&
    inRange(candidate.bedrooms, criteria.bedroomRange) &&
    inRange(candidate.squareFeet, criteria.squareFeetRange)
  );
}

/** How far a value is from the subject's, as a share of the allowed tolerance (0 = same). */
function deviation(subject: number | null, value: number | null, allowed: number): number {
  if (subject === null || value === null || allowed <= 0) return 0;
  return Math.abs(value - subject) / allowed;
}

/**
 * How unlike the subject a candidate is: price, living area and bedrooms, each measured
 * against its tolerance and added up (0 = identical on all three). Lower ranks first.
 */
export function dissimilarity(subject: ComparableSubject, candidate: ComparableCandidate): number {
  return (
    deviation(subject.price, candidate.price, (subject.price ?? 0) * PRICE_TOLERANCE) +
    deviation(
      subject.squareFeet,
      candidate.squareFeet,
      (subject.squareFeet ?? 0) * LIVING_AREA_TOLERANCE,
    ) +
    deviation(subject.bedrooms, candidate.bedrooms, BEDROOM_TOLERANCE)
  );
}

export type RankedComparable = { id: number; cityDistanceKm: number };

/**
 * The comparables to show, best first, at most MAX_COMPARABLES: the subject's own city before
 * nearby cities (nearest first), then active listings before recent sales, then the most
 * similar. Location leads because a same-town sale says more about a price than an active
 * listing in the next town.
 */
export function rankComparables(
  subject: ComparableSubject,
  criteria: ComparableCriteria,
  candidates: readonly ComparableCandidate[],
  limit: number = MAX_COMPARABLES,
): RankedComparable[] {
  const distanceOf = (city: string) =>
    criteria.cities.find((c) => sameName(c.name, city))?.distanceKm ?? Number.POSITIVE_INFINITY;
  return candidates
    .filter((c) => meetsCriteria(criteria, subject, c))
    .map((c) => ({
      id: c.id,
      cityDistanceKm: distanceOf(c.city),
      statusRank: c.status === ACTIVE_STATUS ? 0 : 1,
      score: dissimilarity(subject, c),
    }))
    .sort(
      (a, b) =>
        a.cityDistanceKm - b.cityDistanceKm ||
        a.statusRank - b.statusRank ||
        a.score - b.score ||
        a.id - b.id,
    )
    .slice(0, limit)
    .map(({ id, cityDistanceKm }) => ({ id, cityDistanceKm }));
}

export type PriceDifference = {
  /** Comparable minus subject, in whole dollars. */
  priceDifference: number | null;
  /** The difference as a percent of the subject's price, to 1 decimal. */
  priceDifferencePercent: number | null;
};

/** Rounds to 1 decimal the way toFixed(1) does (half away from zero), never giving -0. */
function oneDecimal(value: number): number {
  const rounded = Number(value.toFixed(1));
  return rounded === 0 ? 0 : rounded;
}

/** A comparable's price against the subject's (null parts when a price is missing). */
export function priceDifference(
  subjectPrice: number | null,
  comparablePrice: number | null,
): PriceDifference {
  if (subjectPrice === null || comparablePrice === null) {
    return { priceDifference: null, priceDifferencePercent: null };
  }
  const difference = comparablePrice - subjectPrice;
  const whole = Math.round(difference);
  return {
    priceDifference: whole === 0 ? 0 : whole,
    priceDifferencePercent: subjectPrice > 0 ? oneDecimal((difference / subjectPrice) * 100) : null,
  };
}

/** '+$12,000', '-$5,000' or '$0'. */
export function formatPriceDifference(amount: number): string {
  const magnitude = formatPrice(Math.abs(amount)) ?? '$0';
  if (amount > 0) return `+${magnitude}`;
  if (amount < 0) return `-${magnitude}`;
  return magnitude;
}

/** '+3.0%', '-12.5%' or '0.0%'. */
export function formatPercentDifference(percent: number): string {
  const text = `${Math.abs(percent).toFixed(1)}%`;
  if (percent > 0) return `+${text}`;
  if (percent < 0) return `-${text}`;
  return text;
}

export type PriceSummary = { count: number; lowest: number; average: number; highest: number };

/** Lowest, average and highest of some prices, in whole dollars; null without prices. */
export function priceSummary(prices: readonly (number | null)[]): PriceSummary | null {
  const known = prices.filter((p): p is number => p !== null && Number.isFinite(p));
  if (known.length === 0) return null;
  const total = known.reduce((sum, p) => sum + p, 0);
  return {
    count: known.length,
    lowest: Math.round(Math.min(...known)),
    average: Math.round(total / known.length),
    highest: Math.round(Math.max(...known)),
  };
}
