import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type {
  OfflineFeedChangeReply,
  OfflineFeedChangeRequest,
} from '../../../contract/operations';
import { MLS_CITIES } from '../../../core/mls-cities';
import { badRequest, notFound } from '../../http/errors';
import type { DatasetContext } from '../../integrations/spark/fake/dataset/context';
import { generateListing } from '../../integrations/spark/fake/dataset/listing';
import type { SparkListingRecord } from '../../integrations/spark/fields';

/*
 * The offline feed's test switches (issue 23): an admin adds a new listing or reduces a
 * listing's price, as the MLS would, with a new ModificationTimestamp so the next incremental
 * refresh replicates it. The inventory is generated from its seed and let go when idle, so the
 * changes are kept (in DATA_DIR, across restarts too) and applied to every build of it.
 */

const storedChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add'), index: z.number().int(), at: z.string() }),
  z.object({
    kind: z.literal('price'),
    listingKey: z.string(),
    price: z.number(),
    at: z.string(),
  }),
]);
type StoredChange = z.infer<typeof storedChangeSchema>;
const storedChangesSchema = z.array(storedChangeSchema);

/** Generated listings tried for one in the asked city (the rarest towns are about 1 in 300). */
const ADD_TRIES = 20_000;

const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const priceOf = (record: SparkListingRecord): number | null => {
  const value = Number(String(record.StandardFields.ListPrice ?? '').trim());
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** A generated listing fit to be added: active, shown on the site, with a price. */
function isAddable(record: SparkListingRecord, city: string): boolean {
  const f = record.StandardFields;
  return (
    String(f.City ?? '').toLowerCase() === city.toLowerCase() &&
    f.MlsStatus === 'Active' &&
    f.InternetEntireListingDisplayYN === true &&
    priceOf(record) !== null
  );
}

/** The generated listing `index`, on the market since `at`. */
function addedListing(index: number, at: string, ctx: DatasetContext): SparkListingRecord {
  const record = generateListing(index, ctx);
  const f = record.StandardFields;
  f.OnMarketDate = at.slice(0, 10);
  f.DaysOnMarket = 0;
  f.CumulativeDaysOnMarket = 0;
  f.ModificationTimestamp = at;
  return record;
}

/** The inventory with the changes applied in order (in place; new listings appended). */
function applyChanges(
  records: SparkListingRecord[],
  changes: readonly StoredChange[],
  ctx: DatasetContext,
): SparkListingRecord[] {
  const byKey = new Map(records.map((r) => [String(r.StandardFields.ListingKey ?? r.Id), r]));
  for (const change of changes) {
    if (change.kind === 'add') {
      const record = addedListing(change.index, change.at, ctx);
      records.push(record);
      byKey.set(String(record.StandardFields.ListingKey ?? record.Id), record);
      continue;
    }
    const record = byKey.get(change.listingKey);
    if (!record) continue;
    record.StandardFields.ListPrice = change.price;
    record.StandardFields.ModificationTimestamp = change.at;
  }
  return records;
}

export type OfflineFeedChanges = ReturnType<typeof createOfflineFeedChanges>;

/**
 * The changes of one offline feed: `applyTo` goes into its inventory's builder, `apply` takes
 * an admin's change (the fake's inventory is then built again at its next request).
 */
export function createOfflineFeedChanges(options: {
  dataDir: string;
  /** The generated inventory's size and context (the same as its builder's). */
  count: number;
  ctx: DatasetContext;
  /** The fake's current inventory (with the changes so far). */
  inventory: () => SparkListingRecord[];
  /** Makes the fake build its inventory again at the next request. */
  rebuild: () => void;
  now?: () => Date;
}) {
  const file = path.join(options.dataDir, 'offline-feed-changes.json');
  const now = options.now ?? (() => new Date());
  let changes: StoredChange[] = [];
  if (existsSync(file)) {
    const parsed = storedChangesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) changes = parsed.data;
  }

  function keep(change: StoredChange): void {
    changes = [...changes, change];
    writeFileSync(file, `${JSON.stringify(changes, null, 2)}\n`);
    options.rebuild();
  }

  function findListing(request: {
    listingKey?: string | undefined;
    mlsNumber?: string | undefined;
  }) {
    return options
      .inventory()
      .find((r) =>
        request.listingKey !== undefined
          ? String(r.StandardFields.ListingKey ?? r.Id) === request.listingKey
          : String(r.StandardFields.ListingId ?? '') === request.mlsNumber,
      );
  }

  const replyOf = (record: SparkListingRecord, price: number, oldPrice: number | null) => ({
    listingKey: String(record.StandardFields.ListingKey ?? record.Id),
    mlsNumber: String(record.StandardFields.ListingId ?? ''),
    address: String(record.StandardFields.UnparsedAddress ?? ''),
    city: String(record.StandardFields.City ?? ''),
    price,
    oldPrice,
  });

  return {
    /** The builder's step: the kept changes applied to a freshly generated inventory. */
    applyTo(records: SparkListingRecord[]): SparkListingRecord[] {
      return applyChanges(records, changes, options.ctx);
    },

    /** An admin's change; 400 for a city the feed does not have, 404 for an unknown listing. */
    apply(request: OfflineFeedChangeRequest): OfflineFeedChangeReply {
      const at = isoSeconds(now());
      if (request.action === 'add-listing') {
        const city = MLS_CITIES.find((c) => c.name.toLowerCase() === request.city.toLowerCase());
        if (!city) {
          throw badRequest('The offline feed has no such city', {
            city: 'The offline feed has no such city',
          });
        }
        const used = changes.filter((c) => c.kind === 'add').map((c) => c.index);
        const from = Math.max(options.count, ...used.map((i) => i + 1));
        for (let index = from; index < from + ADD_TRIES; index++) {
          const record = generateListing(index, options.ctx);
          if (!isAddable(record, city.name)) continue;
          keep({ kind: 'add', index, at });
          return replyOf(record, priceOf(record)!, null);
        }
        throw notFound(`No listing could be generated in ${city.name}`);
      }
      const record = findListing(request);
      const oldPrice = record ? priceOf(record) : null;
      if (!record || oldPrice === null) throw notFound('The offline feed has no such listing');
      // a list price in whole hundreds, as agents write them
      const price = Math.max(100, Math.round((oldPrice * (100 - request.percent)) / 10_000) * 100);
      keep({ kind: 'price', listingKey: replyOf(record, price, oldPrice).listingKey, price, at });
      return replyOf(record, price, oldPrice);
    },
  };
}
