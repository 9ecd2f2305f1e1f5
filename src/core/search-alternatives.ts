import { formatUsd } from './number-format';
import { MLS_CITIES } from './mls-cities';
import type { FilterPayload } from './search-fields';
import { townsOfCity } from './search-towns';

/*
 * What a search that found nothing could try instead (issue 40): the nearest alternatives a
 * visitor would think of, each a whole search: the whole town instead of a street, the same
 * search without the words the remarks did not have, a wider price, one bedroom fewer, a town
 * nearby. The page asks how many homes each finds and offers those that find some.
 */

export type SearchAlternative = { label: string; filters: FilterPayload };

const EARTH_RADIUS_MILES = 3958.8;

/** Miles between two points (haversine). */
function milesBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** The towns nearest to `city` (ours, by their centres), nearest first. */
export function nearbyTowns(city: string, count = 2): { name: string; miles: number }[] {
  const names = new Set(townsOfCity(city).map((t) => t.toLowerCase()));
  const here = MLS_CITIES.find((c) => names.has(c.name.toLowerCase()));
  if (!here) return [];
  return MLS_CITIES.filter((c) => !names.has(c.name.toLowerCase()))
    .map((c) => ({ name: c.name, miles: Math.round(milesBetween(here, c)) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count);
}

/** A price a quarter further out, rounded to $25,000 (never below $25,000). */
function widened(price: number, direction: 1 | -1): number {
  const step = 25_000;
  const next = price * (1 + direction * 0.25);
  return Math.max(step, Math.round(next / step) * step);
}

/** Alternatives to a search that found nothing, most specific first (at most `limit`). */
export function searchAlternatives(filters: FilterPayload, limit = 4): SearchAlternative[] {
  const out: SearchAlternative[] = [];
  const without = (...fields: (keyof FilterPayload)[]) => {
    const next: FilterPayload = { ...filters };
    for (const field of fields) delete next[field];
    return next;
  };
  const narrowPlace = filters.address ?? filters.subdivision ?? filters.zipCode;
  if (filters.city && narrowPlace) {
    out.push({
      label: `All of ${filters.city}`,
      filters: without('address', 'subdivision', 'zipCode', 'keywords'),
    });
  }
  if (filters.keywords) {
    out.push({ label: `Without "${filters.keywords}"`, filters: without('keywords') });
  }
  if (filters.maxPrice !== undefined) {
    const maxPrice = widened(filters.maxPrice, 1);
    out.push({ label: `Up to ${formatUsd(maxPrice)}`, filters: { ...filters, maxPrice } });
  }
  if (filters.minPrice !== undefined) {
    const minPrice = widened(filters.minPrice, -1);
    out.push({ label: `From ${formatUsd(minPrice)}`, filters: { ...filters, minPrice } });
  }
  if (filters.minBeds !== undefined && filters.minBeds > 1) {
    const minBeds = filters.minBeds - 1;
    out.push({ label: `${minBeds}+ beds`, filters: { ...filters, minBeds } });
  }
  if (filters.minBaths !== undefined && filters.minBaths > 1) {
    const minBaths = filters.minBaths - 1;
    out.push({ label: `${minBaths}+ baths`, filters: { ...filters, minBaths } });
  }
  if (filters.minLotAcres !== undefined) {
    out.push({ label: 'Any lot size', filters: without('minLotAcres', 'maxLotAcres') });
  }
  if (filters.propertyFeatures?.length) {
    out.push({ label: 'Without the features', filters: without('propertyFeatures') });
  }
  if (filters.justListed || filters.openHouse) {
    out.push({ label: 'Any listing date', filters: without('justListed', 'openHouse') });
  }
  if (filters.city && !narrowPlace) {
    for (const town of nearbyTowns(filters.city)) {
      out.push({
        label: `${town.name} (${town.miles} mi away)`,
        filters: { ...filters, city: town.name },
      });
    }
  }
  return out.slice(0, limit);
}
