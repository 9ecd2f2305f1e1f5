import { ASSOCIATION_INCLUDES } from './feature-tables';
import type { Kind } from './home-tables';
import type { Plan } from './plan';
import type { Rng } from './random';

/** A listing's price and HOA, from its place, kind, size and tags. */

/** List price from size, town price level and extras, rounded like real list prices. */
export function pickPrice(rng: Rng, plan: Omit<Plan, 'price' | 'hoa'>): number {
  const { kind, building, tags, acres, place } = plan;
  const ppsf = place.profile.pricePerSqft;
  let price: number;
  if (kind === 'land') {
    price = clamp(
      40_000 * Math.pow(acres / 0.25, 0.45) * (ppsf / 300) * rng.float(0.8, 1.25),
      40_000,
      250_000,
    );
  } else if (kind === 'cabin') {
    price = clamp(rng.float(300_000, 700_000) * (ppsf / 330), 300_000, 700_000);
  } else {
    const kindFactors: Partial<Record<Kind, number>> = {
      ranch: 1.05,
      condo: 0.9,
      townhouse: 0.92,
      manufactured: 0.55,
      commercial: 0.85,
    };
    const kindFactor = kindFactors[kind] ?? 1;
    const premium = building.luxury ? rng.float(1.3, 1.6) : 1;
    const age = building.yearBuilt !== null && building.yearBuilt <= 1978 ? 0.88 : 1;
    price = (building.area ?? 1500) * ppsf * kindFactor * premium * age * rng.float(0.85, 1.2);
    if (tags.pool) price += 25_000;
    if (tags.golf) price *= 1.15;
    if (tags.waterfront) price *= 1.4;
    if (tags.mountainView) price *= 1.05;
    if (acres > 1) price += (acres - 1) * (place.profile.rural ? 12_000 : 30_000);
    price = clamp(price, 60_000, 4_000_000);
  }
  return roundListPrice(rng, price);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounded as agents price: to $500 or $1,000, and often just under (424,900). */
export function roundListPrice(rng: Rng, price: number): number {
  const step = price < 100_000 ? 500 : 1000;
  const rounded = Math.round(price / step) * step;
  return step === 1000 && rng.chance(0.6) ? rounded - 100 : rounded;
}

/** The HOA, nearly always for condos, townhomes, golf and gated communities; else by region. */
export function pickHoa(rng: Rng, plan: Omit<Plan, 'price' | 'hoa'>): Plan['hoa'] {
  const { kind, place, subdivision, tags } = plan;
  const chance =
    kind === 'condo' || kind === 'townhouse' || tags.golf || tags.gated
      ? 0.95
      : kind === 'commercial' || subdivision === 'Metes and Bounds'
        ? 0
        : place.profile.region === 'valley'
          ? 0.5
          : place.profile.rural
            ? 0.1
            : 0.3;
  if (!rng.chance(chance)) return null;
  const attached = kind === 'condo' || kind === 'townhouse';
  const fee = Math.round(
    attached ? rng.int(150, 450) : tags.golf ? rng.int(180, 600) : rng.int(20, 150),
  );
  const name = `${subdivision} ${rng.pick(['HOA', 'Owners Association', 'Community Association', 'Property Owners Association'])}`;
  const includes = rng.sample(ASSOCIATION_INCLUDES, rng.int(1, attached ? 5 : 3));
  return { fee, name, includes };
}
