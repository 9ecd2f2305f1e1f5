import type { FeatureGroup } from '../../../../../contract/listing-fields';
import { FEATURE_GROUP_FIELDS } from '../../fields';
import type { Place } from './context';
import { CLIMATE_VALUES, FEATURE_VALUES, INTERNET } from './feature-tables';
import type { Climate } from './places';
import type { Plan } from './plan';
import type { Rng } from './random';

/** The feature groups of a listing and its utilities. */

/** Feed field name (FEATURE_GROUP_FIELDS) -> chosen values mapped to true. */
type FeatureFields = Record<string, Readonly<Record<string, boolean>>>;

function valuesFor(group: FeatureGroup, climate: Climate): readonly string[] {
  return CLIMATE_VALUES[climate][group] ?? FEATURE_VALUES[group];
}

/**
 * The values one feature field has met, each with a bit, and the feature sets made of them.
 * Listings with the same choices share one frozen object: creating millions of objects with
 * free-form keys was most of the generation time of a large inventory.
 */
class FeatureVocabulary {
  private readonly bits = new Map<string, number>();
  private readonly values: string[] = [];
  private readonly sets = new Map<number, Readonly<Record<string, boolean>>>();

  bit(value: string): number {
    let bit = this.bits.get(value);
    if (bit === undefined) {
      if (this.values.length >= 31)
        throw new Error(`too many values for one feature field: ${value}`);
      bit = 1 << this.values.length;
      this.values.push(value);
      this.bits.set(value, bit);
    }
    return bit;
  }

  setOf(mask: number): Readonly<Record<string, boolean>> {
    let set = this.sets.get(mask);
    if (!set) {
      // keys sorted, so the object does not depend on the order values were first met
      const chosen = this.values
        .filter((value) => (mask & (this.bits.get(value) ?? 0)) !== 0)
        .sort();
      set = Object.freeze(Object.fromEntries(chosen.map((value) => [value, true])));
      this.sets.set(mask, set);
    }
    return set;
  }
}

const VOCABULARIES = new Map<string, FeatureVocabulary>();

function vocabularyOf(field: string): FeatureVocabulary {
  let vocabulary = VOCABULARIES.get(field);
  if (!vocabulary) {
    vocabulary = new FeatureVocabulary();
    VOCABULARIES.set(field, vocabulary);
  }
  return vocabulary;
}

/** Builds the feature groups; tag-driven values are forced in so they agree with the remarks. */
export function pickFeatures(rng: Rng, plan: Plan): FeatureFields {
  const { kind, tags, place } = plan;
  const climate = place.profile.climate;
  const fields: FeatureFields = {};
  // 1-5 values: the forced ones first, then random ones from the group's pool
  const add = (group: FeatureGroup, chance: number, forced: string[] = [], draw = true) => {
    if (forced.length === 0 && !rng.chance(chance)) return;
    const field = FEATURE_GROUP_FIELDS[group];
    const vocabulary = vocabularyOf(field);
    let mask = 0;
    let size = 0;
    const take = (value: string) => {
      const bit = vocabulary.bit(value);
      if (size >= 5 || (mask & bit) !== 0) return;
      mask |= bit;
      size++;
    };
    forced.forEach(take);
    if (draw)
      rng.sample(valuesFor(group, climate), rng.int(1, 5 - Math.min(4, size))).forEach(take);
    fields[field] = vocabulary.setOf(mask);
  };
  const lotForced = [
    ...(tags.mountainView ? ['Mountain View(s)'] : []),
    ...(tags.waterfront ? ['Waterfront'] : []),
    ...(tags.golf ? ['On Golf Course'] : []),
  ];
  const communityForced = [
    ...(tags.golf ? ['Golf'] : []),
    ...(tags.gated ? ['Gated Community'] : []),
    ...(tags.waterfront ? ['Lake'] : []),
    ...(tags.horse ? ['Horse Trails'] : []),
    ...(tags.pool && kind === 'condo' ? ['Community Pool'] : []),
  ];
  add('WaterSource', 1, [pickWater(rng, plan)], false);
  add('Sewer', 1, [pickSewer(rng, plan)], false);
  add('Lot', 0.9, lotForced);
  add('Community', kind === 'land' ? 0.4 : 0.7, communityForced);
  add('Utilities', 0.9, [
    rng.pick(place.profile.power),
    ...(climate === 'mountain' && rng.chance(0.6) ? ['Propane'] : []),
  ]);
  if (tags.horse)
    add(
      'HorseAmenities',
      1,
      kind === 'land'
        ? ['Horse Trails']
        : rng.sample(['Barn', 'Corral(s)', 'Stall(s)'], rng.int(1, 2)),
    );
  if (kind === 'land') return fields;
  add('Parking', 0.9);
  add('Building', 0.85);
  add('Cooling', climate === 'mountain' ? 0.7 : 0.97);
  add('Heating', 1, climate === 'mountain' && rng.chance(0.5) ? ['Propane'] : []);
  add('Security', 0.7);
  add('Door', 0.6);
  add('Window', 0.8);
  add('Flooring', 0.85);
  if (kind === 'commercial') return fields;
  add('Interior', 0.95);
  add(
    'Fireplace',
    { mountain: 0.85, highDesert: 0.6, desert: 0.35 }[climate],
    kind === 'cabin' ? ['Wood Burning'] : [],
  );
  add('Laundry', 0.9);
  add('Exterior', 0.85);
  add('PatioAndPorch', 0.85);
  add('EnergySaving', 0.55);
  add('Appliances', 0.95);
  add('Kitchen', 0.85);
  add('Spa', tags.pool ? 0.45 : 0.12);
  add('Basement', climate === 'mountain' && kind !== 'manufactured' ? 0.2 : 0.03);
  if (tags.pool) add('Pool', 1, [kind === 'condo' ? 'Community' : 'Private']);
  return fields;
}

function pickWater(rng: Rng, { place, kind }: Plan): string {
  if (place.profile.region === 'valley') return 'Public';
  const wellChance = place.profile.rural ? 0.55 : kind === 'land' ? 0.3 : 0.12;
  if (!rng.chance(wellChance)) return 'Public';
  return rng.chance(0.75) ? 'Private Well' : 'Shared Well';
}

function pickSewer(rng: Rng, { place, kind, hoa }: Plan): string {
  if (hoa?.includes.includes('Sewer') || place.profile.region === 'valley' || kind === 'condo')
    return 'Public Sewer';
  const septicChance = place.profile.rural ? 0.8 : kind === 'land' ? 0.6 : 0.4;
  return rng.chance(septicChance) ? 'Septic Tank' : 'Public Sewer';
}

/** InternetTypes: fibre and cable in the Valley, satellite and wireless in rural towns. */
export function internetTypes(rng: Rng, { profile }: Place): string {
  return rng.pick(
    INTERNET[profile.region === 'valley' ? 'valley' : profile.rural ? 'rural' : 'town'],
  );
}
