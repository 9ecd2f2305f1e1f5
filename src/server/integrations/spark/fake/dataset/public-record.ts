import type { MlsCity } from '../../../../../core/mls-cities';
import { pad } from './format';
import { PARCEL_BOOKS } from './places';
import type { Plan } from './plan';
import type { Rng } from './random';

/** The county-record fields: legal description, parcel number and age range. */

/** A legal description: a platted lot, or a metes-and-bounds portion of a section. */
export function legalDescription(
  rng: Rng,
  plan: Plan,
  township: string,
  range: string,
  section: string,
): string {
  const county = plan.place.city.county;
  if (plan.subdivision === 'Metes and Bounds') {
    return `A portion of the ${rng.pick(['NE', 'NW', 'SE', 'SW'])} 1/4 of Section ${section}, Township ${township}, Range ${range}, G&SRB&M, ${county} County, Arizona`;
  }
  return `Lot ${rng.int(1, 240)}, Block ${rng.int(1, 12)}, ${plan.subdivision} Unit ${rng.int(1, 6)}, Book ${rng.int(10, 90)} of Maps, Page ${rng.int(1, 60)}, ${county} County, AZ`;
}

/** An assessor's parcel number in the county's book ranges. */
export function parcelNumber(rng: Rng, county: MlsCity['county']): string {
  const book = PARCEL_BOOKS[county];
  const letter = rng.chance(book.letterChance) ? rng.pick(['A', 'B', 'C', 'D', 'E', 'F']) : '';
  return `${rng.int(book.first, book.last)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 999), 3)}${letter}`;
}

/** AgeRange bucket of a building's age. */
export function ageRange(nowYear: number, yearBuilt: number): string {
  const age = Math.max(0, nowYear - yearBuilt);
  const buckets: [number, string][] = [
    [5, '1-5 Years'],
    [10, '6-10 Years'],
    [15, '11-15 Years'],
    [20, '16-20 Years'],
    [30, '21-30 Years'],
    [40, '31-40 Years'],
    [50, '41-50 Years'],
  ];
  return buckets.find(([limit]) => age <= limit)?.[1] ?? '51+ Years';
}
