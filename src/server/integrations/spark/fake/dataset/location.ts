import type { MlsCity } from '../../../../../core/mls-cities';
import type { Place } from './context';
import { round } from './format';
import type { Kind } from './home-tables';
import { DIRECTIONS, STREETS, STREET_SUFFIXES } from './names';
import type { Rng } from './random';

/** A listing's street address and coordinates. */

export type Address = {
  number: string;
  dirPrefix: string | null;
  name: string;
  suffix: string;
  unit: string | null;
  line: string;
};

/** A street address: numbered streets and direction prefixes mostly in the Valley. */
export function pickAddress(rng: Rng, { profile }: Place, kind: Kind): Address {
  const valley = profile.region === 'valley';
  const numbered = valley && rng.chance(0.4);
  const name = numbered ? ordinal(rng.int(1, 64)) : rng.pick(STREETS[profile.climate]);
  const suffix = numbered ? rng.pick(['St', 'Ave', 'Pl', 'Way', 'Dr']) : rng.pick(STREET_SUFFIXES);
  const dirPrefix = rng.chance(valley ? 0.85 : 0.25) ? rng.pick(DIRECTIONS) : null;
  const number = String(valley ? rng.int(100, 19999) : rng.int(100, 9999));
  const unitChance =
    kind === 'condo' ? 0.7 : kind === 'townhouse' ? 0.3 : kind === 'commercial' ? 0.2 : 0;
  const unit = rng.chance(unitChance)
    ? `${kind === 'commercial' ? 'Suite' : 'Unit'} ${rng.int(1, 240)}`
    : null;
  const line = [number, dirPrefix, name, suffix, unit].filter(Boolean).join(' ');
  return { number, dirPrefix, name, suffix, unit, line };
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A point within ~4 km of the town centre (uniform over the disc). */
export function pickCoordinates(rng: Rng, city: MlsCity): { latitude: number; longitude: number } {
  const km = 4 * Math.sqrt(rng.float());
  const angle = rng.float(0, 2 * Math.PI);
  const dLat = (km * Math.sin(angle)) / 111;
  const dLon = (km * Math.cos(angle)) / (111 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: round(city.latitude + dLat, 6), longitude: round(city.longitude + dLon, 6) };
}
