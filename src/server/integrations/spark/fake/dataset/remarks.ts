import { thousands } from './format';
import type { Address } from './location';
import { STREETS, STREET_SUFFIXES } from './names';
import type { Plan, Tags } from './plan';
import type { Rng } from './random';
import {
  CLIMATE_OPENERS,
  CLOSERS,
  COMMERCIAL_SENTENCES,
  HOME_DETAILS,
  HOME_OPENERS,
  KIND_WORDS,
  LAND_DETAILS,
  LAND_OPENERS,
  REGION_NAMES,
  TAG_SENTENCES,
  type Facts,
} from './remark-sentences';

/** The public texts of a listing: remarks, the longer syndication remarks and directions. */

/** What the sentences say about a listing, computed once. */
export function factsFor(rng: Rng, plan: Plan, address: Address): Facts {
  const attached = plan.kind === 'condo' || plan.kind === 'townhouse';
  const acresText =
    plan.acres >= 1 ? `${plan.acres} acres` : `${thousands(Math.round(plan.acres * 43560))} sq ft`;
  return {
    plan,
    attached,
    lotPhrase: attached ? 'close to everything' : `on ${acresText}`,
    regionName: REGION_NAMES[plan.place.profile.region],
    city: plan.place.city.name,
    kindWord: KIND_WORDS[plan.kind],
    acresText,
    lotAdjective:
      plan.acres >= 1 ? `${plan.acres}-acre` : `${thousands(Math.round(plan.acres * 43560))} sq ft`,
    street: `${address.name} ${address.suffix}`,
    highway: rng.pick(plan.place.profile.highways),
    mountain: rng.pick(plan.place.profile.mountains),
  };
}

/** 2-5 sentences: an opener, most of the listing's feature sentences, details, a closer. */
export function publicRemarks(rng: Rng, f: Facts): string {
  const { kind, tags, place } = f.plan;
  const target = rng.int(2, 5);
  const opener =
    kind === 'land'
      ? rng.pick(LAND_OPENERS)
      : kind === 'commercial'
        ? rng.pick(COMMERCIAL_SENTENCES)
        : rng.chance(0.4)
          ? rng.pick(CLIMATE_OPENERS[place.profile.climate])
          : rng.pick(HOME_OPENERS);
  const sentences = [opener(f, rng)];
  for (const tag of Object.keys(TAG_SENTENCES) as (keyof Tags)[]) {
    if (tags[tag] && sentences.length < 3 && rng.chance(tag === 'horse' ? 0.85 : 0.7)) {
      sentences.push(rng.pick(TAG_SENTENCES[tag])(f, rng));
    }
  }
  const pool =
    kind === 'land' ? LAND_DETAILS : kind === 'commercial' ? COMMERCIAL_SENTENCES : HOME_DETAILS;
  const details = pool.filter((sentence) => sentence !== opener);
  for (const detail of rng.sample(details, Math.max(0, target - sentences.length - 1))) {
    sentences.push(detail(f, rng));
  }
  if (sentences.length < target) sentences.push(rng.pick(CLOSERS)(f, rng));
  return [...new Set(sentences)].join(' ');
}

/** The longer agent-written description: the remarks plus a factual summary. */
export function syndicationRemarks(
  rng: Rng,
  f: Facts,
  remarks: string,
  taxYear: number,
  tax: number,
): string {
  const { plan } = f;
  const b = plan.building;
  const parts = [remarks];
  if (plan.kind === 'land') {
    parts.push(
      `This ${f.lotAdjective} ${plan.subType.toLowerCase()} parcel is in ${plan.subdivision === 'Metes and Bounds' ? 'an unsubdivided area of' : `${plan.subdivision},`} ${f.city}.`,
    );
  } else if (b.beds !== null) {
    parts.push(
      `This ${b.beds} bedroom, ${b.baths} bath ${f.kindWord} offers ${thousands(b.area ?? 0)} sq ft${f.attached ? '' : ` on a ${f.lotAdjective} lot`}.`,
    );
  } else {
    parts.push(`The building offers ${thousands(b.area ?? 0)} sq ft on ${f.acresText}.`);
  }
  if (b.yearBuilt !== null) parts.push(`Built in ${b.yearBuilt}.`);
  parts.push(plan.hoa ? `HOA dues are $${plan.hoa.fee} per month.` : 'No HOA.');
  parts.push(`Served by ${plan.place.profile.schools.district}.`);
  if (rng.chance(0.6))
    parts.push(`Property taxes were $${thousands(Math.round(tax))} in ${taxYear}.`);
  return parts.join(' ');
}

/** Driving directions from the nearest highway. */
export function directions(rng: Rng, f: Facts): string {
  const turn = rng.pick(['east', 'west', 'north', 'south']);
  const cross = rng.pick(STREETS[f.plan.place.profile.climate]);
  const side = rng.pick(['left', 'right']);
  return rng.pick([
    `From ${f.highway} turn ${turn} on ${f.street}; the property is on the ${side}.`,
    `From ${f.highway} go ${turn} on ${cross} ${rng.pick(STREET_SUFFIXES)}, then ${rng.pick(['left', 'right'])} on ${f.street} to the property on the ${side}.`,
    `Take ${f.highway} to ${cross}, go ${turn} ${rng.int(1, 6)} miles to ${f.street}. Sign on property.`,
  ]);
}
