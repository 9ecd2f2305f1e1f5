import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { latestListingUpdate } from './store';

/** How often another instance's (or the job runner's) sync is noticed. */
const WATCH_INTERVAL_MS = 5_000;

/**
 * Calls `onChange` when the listings change (a sync finished: the time of the last successful
 * one moved), here or in another instance sharing the database, within a few seconds. Replies
 * and pages reused in-process are emptied then, so they may be kept for as long as the admin
 * allows without ever showing listings older than the last sync.
 */
export function watchListingChanges(deps: {
  db: Database;
  onChange: () => void;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): void } {
  let last: number | null | undefined;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const at = (await latestListingUpdate(deps.db))?.getTime() ?? null;
      if (last !== undefined && at !== last) deps.onChange();
      last = at;
    } catch (error) {
      deps.logger.debug({ err: error }, 'reading the last sync time failed');
    } finally {
      busy = false;
    }
  }, deps.intervalMs ?? WATCH_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
