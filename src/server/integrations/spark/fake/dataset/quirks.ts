import { SPARK_MASK, type SparkStandardFields } from '../../fields';
import type { Rng } from './random';

/** The quirks of real feeds the normalizer must survive, and the IDX permission flags. */

const DECIMAL_FIELDS = [
  'ListPrice',
  'BuildingAreaTotal',
  'LotSizeAcres',
  'TaxAnnualAmount',
] as const;

const NULLABLE_FIELDS = [
  'SubdivisionName',
  'GarageSpaces',
  'YearBuilt',
  'TaxAnnualAmount',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'Directions',
  'Stories',
  'Electric',
  'InternetTypes',
  'PropertyCondition',
  'LotSizeSquareFeet',
];

/** Older payloads send decimals as strings ("425000.0"), longitudes with a leading space. */
function stringifyNumbers(f: SparkStandardFields): void {
  for (const field of DECIMAL_FIELDS) {
    const value = f[field];
    if (typeof value === 'number')
      f[field] = Number.isInteger(value) ? `${value}.0` : String(value);
  }
  if (typeof f.BathsTotal === 'number') f.BathsTotal = f.BathsTotal.toFixed(1);
  if (typeof f.BedsTotal === 'number') f.BedsTotal = String(f.BedsTotal);
  if (typeof f.Latitude === 'number') f.Latitude = String(f.Latitude);
  if (typeof f.Longitude === 'number') f.Longitude = ` ${f.Longitude}`;
}

function maskOneField(rng: Rng, f: SparkStandardFields, featureFields: string[]): void {
  const choice = rng.pick(['BedsTotal', 'BathsTotal', 'StreetDirSuffix', 'feature'] as const);
  if (choice === 'feature' && featureFields.length > 0) f[rng.pick(featureFields)] = SPARK_MASK;
  else if (choice !== 'feature' && f[choice] != null) f[choice] = SPARK_MASK;
  else f.StreetDirSuffix = SPARK_MASK;
}

/** Typing quirks on a few listings each: numbers as text, a masked field, nulls. */
export function applyQuirks(rng: Rng, f: SparkStandardFields, featureFields: string[]): void {
  if (rng.chance(0.03)) stringifyNumbers(f);
  if (rng.chance(0.01)) maskOneField(rng, f, featureFields);
  if (rng.chance(0.05)) {
    for (const field of rng.sample(NULLABLE_FIELDS, rng.int(1, 3))) f[field] = null;
  }
  if (rng.chance(0.2) && typeof f.Stories === 'number') f.Stories = String(f.Stories);
}

/** IDX permission: true for ~97%, false ~2%, and the key absent for ~1% (fail closed). */
export function applyIdxFlags(rng: Rng, f: SparkStandardFields): void {
  const roll = rng.float();
  if (roll < 0.97) f.InternetEntireListingDisplayYN = true;
  else if (roll < 0.99) f.InternetEntireListingDisplayYN = false;
  f.InternetAddressDisplayYN = rng.chance(0.95);
}
