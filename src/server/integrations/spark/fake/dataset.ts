import type { SparkListingRecord } from '../fields';
import {
  DEFAULT_COUNT,
  MAX_INDEX,
  createDatasetContext,
  type DatasetOptions,
} from './dataset/context';
import { generateListing } from './dataset/listing';

/**
 * The offline MLS feed's inventory: believable Arizona listings in the Spark StandardFields
 * shape (fields.ts), typing quirks included, so the sync, normalizer and site run without
 * an MLS account.
 *
 * Determinism: each listing draws from its own PRNG seeded by (seed, index), so listing i is
 * the same whatever the count, and generateListing(i) gives random access. Only the dates
 * (and the tax year and age range) depend on `now`; keys, prices and texts do not, so a
 * restart with a later `now` ages the same inventory instead of replacing it.
 *
 * The generator's parts are in dataset/: the data tables (places, home-tables, names,
 * feature-tables), the seeded randomness, the plan of a listing and its pieces, and
 * dataset/listing.ts, which writes one listing as Spark fields.
 */

function countOf(options: DatasetOptions): number {
  const count = options.count ?? DEFAULT_COUNT;
  if (!Number.isInteger(count) || count < 0 || count > MAX_INDEX) {
    throw new RangeError(`count must be an integer in 0..${MAX_INDEX}`);
  }
  return count;
}

/** Listings one at a time, for large inventories (1,000,000 listings stream in constant memory). */
export function* iterateListings(
  options: DatasetOptions,
): Generator<SparkListingRecord, void, undefined> {
  const count = countOf(options);
  const ctx = createDatasetContext(options);
  for (let index = 0; index < count; index++) yield generateListing(index, ctx);
}

/** The whole inventory as an array (default 3000 listings). */
export function generateListings(options: DatasetOptions): SparkListingRecord[] {
  return Array.from(iterateListings(options));
}
