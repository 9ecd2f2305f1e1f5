import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { listingChangesAfter, listingsVersion } from './store';

/** How often another instance's (or the job runner's) sync is noticed. */
const WATCH_INTERVAL_MS = 5_000;

/** More changed listings than this at once (a first sync): everything is dropped instead. */
const MAX_TRACKED_IDS = 10_000;

/** The listings changed since the last call: their ids, or 'all' when they are not known. */
export type ListingsChanged = ReadonlySet<number> | 'all';

/**
 * Calls `onChange` with the ids of the listings a sync inserted, updated or removed, here or
 * in another instance sharing the database, within a few seconds. Every transaction that
 * changes listings raises `mls_sync_state.listings_version` and records the ids under the new
 * number (mls-sync/store.ts); the row lock makes the numbers follow the commits, so having
 * seen number N means having seen every change up to N. When a number's records are gone
 * (pruned after an hour, or the database was restored) or too many changed at once, the
 * callback gets 'all'. Replies and pages reused in-process drop what depends on those
 * listings, so they may be kept for as long as the admin allows without ever showing a
 * listing older than the last sync (docs/decisions/015).
 *
 * The first version is read before this resolves, so replies kept from then on are covered.
 */
export async function watchListingChanges(deps: {
  db: Database;
  onChange: (changed: ListingsChanged) => void;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): Promise<{ stop(): void }> {
  let seen: number | undefined;
  let busy = false;

  async function check(): Promise<void> {
    const current = await listingsVersion(deps.db);
    if (seen === undefined || current === seen) {
      seen = current;
      return;
    }
    if (current < seen) {
      seen = current;
      deps.onChange('all');
      return;
    }
    const rows = await listingChangesAfter(deps.db, seen, current, MAX_TRACKED_IDS + 1);
    const versions = new Set(rows.map((r) => r.version));
    const complete = rows.length <= MAX_TRACKED_IDS && versions.size === current - seen;
    seen = current;
    deps.onChange(complete ? new Set(rows.map((r) => r.listingId)) : 'all');
  }

  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await check();
    } catch (error) {
      deps.logger.debug({ err: error }, 'reading the listing changes failed');
    } finally {
      busy = false;
    }
  };
  await run();
  const timer = setInterval(run, deps.intervalMs ?? WATCH_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
