import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import {
  SparkError,
  sparkql,
  SPARK_REPLICATION_PAGE_SIZE,
  type SparkClient,
} from '../../integrations/spark/client';
import { raiseAlert, resolveAlertsOf } from '../alerts/store';
import { normalizeListing } from './normalize';
import {
  countListings,
  deleteListingsNotSeenSince,
  getCacheStatus,
  listEnabledCities,
  listListingKeysNotSeenSince,
  pruneListingChanges,
  readSyncState,
  updateCacheStatus,
  updateSyncState,
  upsertListings,
} from './store';

export const MLS_ALERT_COMPONENT = 'MLS Feed';

/**
 * The vendor sets the incremental mark to "now - 20 minutes" because its servers cache
 * results (contracts 1.11): asking a little further back costs a few duplicates, which
 * upserts absorb, and never misses a change.
 */
export const INCREMENTAL_OVERLAP_MS = 20 * 60 * 1000;

/**
 * What every replication request expands: the photos, and the open houses (stored in
 * `open_houses` with the page, decision 022).
 */
export const REPLICATION_EXPAND = ['Photos', 'OpenHouses'] as const;

/** Keys per request when re-checking listings a full run did not see (keeps the URL short). */
const RECHECK_BATCH = 100;

export type SyncCityResult = {
  city: string;
  stored: number;
  removed: number;
  complete: boolean;
  /** Why an incomplete run paused: an admin's stop, or the end of its time slice. */
  paused?: 'stop' | 'slice';
};

export type MlsSync = ReturnType<typeof createMlsSync>;

/** Replication from the Spark feed into our listings table: full runs per city and incremental refreshes. */
export function createMlsSync(deps: {
  db: Database;
  client: SparkClient;
  logger: FastifyBaseLogger;
  pageSize?: number;
  /**
   * Pages written to the database at the same time while the next one is fetched: 2 on a
   * PostgreSQL pool (the server stores one page while another is parsed), 1 on PGlite (one
   * connection).
   */
  writeConcurrency?: number;
  now?: () => Date;
}) {
  const { db, client, logger } = deps;
  const pageSize = deps.pageSize ?? SPARK_REPLICATION_PAGE_SIZE;
  const writeConcurrency = Math.max(1, deps.writeConcurrency ?? 1);
  const now = deps.now ?? (() => new Date());

  /** Records a failure: an alert for the admins when the feed itself is the problem. */
  async function reportFailure(error: unknown, what: string): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await updateSyncState(db, { lastError: `${what}: ${message}` });
    if (!(error instanceof SparkError)) return;
    if (error.kind === 'auth') {
      await raiseAlert(db, {
        severity: 'critical',
        component: MLS_ALERT_COMPONENT,
        title: 'MLS feed refused our credentials',
        message: `The Spark API answered "${message}" (code ${error.code ?? error.httpStatus}). Listings stay as last synced until the access token is fixed.`,
      });
    } else if (error.kind === 'rate_limit') {
      await raiseAlert(db, {
        severity: 'high',
        component: MLS_ALERT_COMPONENT,
        title: 'MLS feed keeps rate limiting us',
        message: `The Spark API kept answering "over rate limit" after several retries (${what}). Sync will try again on schedule.`,
      });
    } else if (error.retryable) {
      await raiseAlert(db, {
        severity: 'high',
        component: MLS_ALERT_COMPONENT,
        title: 'MLS feed unavailable',
        message: `The Spark API failed repeatedly (${message}) during ${what}. Visitors still see the listings already synced.`,
      });
    }
  }

  async function reportSuccess(): Promise<void> {
    await updateSyncState(db, { lastSuccessAt: now(), lastError: null });
    await pruneListingChanges(db);
    const resolved = await resolveAlertsOf(db, MLS_ALERT_COMPONENT);
    if (resolved > 0) logger.info({ resolved }, 'MLS feed recovered; alerts resolved');
  }

  /**
   * Before reconciliation deletes what a run did not see, ask the feed for exactly those keys:
   * any it still has (a cursor that skipped one, a listing that moved city and back) are
   * stored again and kept; only listings the feed confirms gone are deleted. Usually a handful.
   */
  async function recheckUnseen(city: string, runStartedAt: Date): Promise<void> {
    const unseen = await listListingKeysNotSeenSince(db, city, runStartedAt);
    for (let i = 0; i < unseen.length; i += RECHECK_BATCH) {
      const keys = unseen.slice(i, i + RECHECK_BATCH);
      const page = await client.listListings({
        filter: sparkql.eq('ListingKey', keys),
        limit: keys.length,
        expand: REPLICATION_EXPAND,
      });
      const at = now();
      await upsertListings(
        db,
        page.results.map((record) => normalizeListing(record, at)),
      );
    }
  }

  return {
    reportFailure,

    /**
     * Caches one city page by page, resuming at lastOffset (after a crash, a restart or an
     * outage) and committing each page with its progress. When the last page is in, listings
     * of the city that the feed did not send during this run are removed.
     */
    async syncCity(
      city: string,
      options: {
        shouldStop?: () => Promise<boolean>;
        /**
         * Pause after the page that crosses this many milliseconds (the job runner re-queues
         * the city), so no job runs long and a crashed instance's job expires quickly.
         */
        sliceMs?: number;
        onProgress?: (progress: { city: string; stored: number; total: number }) => void;
      } = {},
    ): Promise<SyncCityResult> {
      const shouldStop = options.shouldStop ?? (async () => false);
      const began = Date.now();
      const status = await getCacheStatus(db, city);
      if (!status) throw new Error(`Unknown MLS city ${city}`);
      let runStartedAt = status.runStartedAt;
      let offset = status.lastOffset;
      let skipToken = status.lastSkipToken;
      if (!runStartedAt) {
        runStartedAt = now();
        offset = 0;
        skipToken = '';
        await updateCacheStatus(db, city, {
          runStartedAt,
          lastOffset: 0,
          lastSkipToken: '',
          isComplete: false,
          cacheProgress: 0,
          // the progress of this run, not the count of the last one
          cachedProperties: 0,
        });
      }
      const filter = sparkql.eq('City', city);
      let stored = offset;
      try {
        const total = await client.countListings(filter);
        await updateCacheStatus(db, city, { totalProperties: total });
        const fetchPage = (token: string) => {
          const request = client.listListings({
            filter,
            limit: pageSize,
            skipToken: token,
            expand: REPLICATION_EXPAND,
          });
          // it may fail while the previous page is being stored: handled when awaited
          request.catch(() => {});
          return request;
        };
        // A city resumed with no cursor yet has nothing stored; one whose cursor ran out is done.
        let next = offset === 0 || skipToken !== '' ? fetchPage(skipToken) : null;
        // Pages being written, oldest first. Progress (offset and cursor) is recorded in page
        // order and only once a page's rows are committed, so a crash can repeat pages (the
        // upsert absorbs them) but never skip one.
        const writing: Array<{ done: Promise<void>; offset: number; skipToken: string; at: Date }> =
          [];
        const recordOldest = async () => {
          const page = writing.shift()!;
          await page.done;
          await updateCacheStatus(db, city, {
            lastOffset: page.offset,
            lastSkipToken: page.skipToken,
            cachedProperties: page.offset,
            cacheProgress: total > 0 ? Math.min(99, Math.floor((page.offset / total) * 100)) : 99,
            lastCacheUpdate: page.at,
            lastError: null,
          });
          stored = page.offset;
          options.onProgress?.({ city, stored, total });
        };
        const recordAll = async () => {
          while (writing.length > 0) await recordOldest();
        };
        while (next) {
          const page = await next;
          // the feed signals the end by leaving the token out (or repeating it)
          const more =
            page.results.length > 0 && page.skipToken !== null && page.skipToken !== skipToken;
          skipToken = more ? page.skipToken! : '';
          // the next page travels while this one is normalized and written
          next = more ? fetchPage(skipToken) : null;
          const at = now();
          const rows = page.results.map((record) => normalizeListing(record, at));
          offset += rows.length;
          const done = upsertListings(db, rows).then(() => {});
          done.catch(() => {}); // awaited in order by recordOldest
          writing.push({ done, offset, skipToken, at });
          while (writing.length >= writeConcurrency) await recordOldest();
          if (next && (await shouldStop())) {
            await recordAll();
            logger.info({ city, offset }, 'city sync stopped; it will resume from its offset');
            return { city, stored, removed: 0, complete: false, paused: 'stop' };
          }
          if (next && options.sliceMs !== undefined && Date.now() - began >= options.sliceMs) {
            await recordAll();
            return { city, stored, removed: 0, complete: false, paused: 'slice' };
          }
        }
        await recordAll();
        await recheckUnseen(city, runStartedAt);
        const removed = await deleteListingsNotSeenSince(db, city, runStartedAt);
        const cached = await countListings(db, city);
        await updateCacheStatus(db, city, {
          isComplete: true,
          cacheProgress: 100,
          cachedProperties: cached,
          lastOffset: 0,
          lastSkipToken: '',
          runStartedAt: null,
          lastCacheUpdate: now(),
        });
        await reportSuccess();
        logger.info({ city, stored, removed, cached }, 'city cached');
        return { city, stored, removed, complete: true };
      } catch (error) {
        await updateCacheStatus(db, city, {
          lastError: error instanceof Error ? error.message : String(error),
        });
        await reportFailure(error, `caching ${city}`);
        throw error;
      }
    },

    /** Fetches the listings modified since the high-water mark and upserts them. */
    async refreshIncremental(): Promise<{ changed: number }> {
      const state = await readSyncState(db);
      const startedAt = now();
      const since = state.highWaterMark ?? new Date(0);
      const enabled = new Set((await listEnabledCities(db)).map((c) => c.name));
      const filter = sparkql.and(
        sparkql.gt('ModificationTimestamp', since),
        sparkql.eq('City', [...enabled]),
      );
      let changed = 0;
      try {
        for (let page = 1; ; page++) {
          const result = await client.listListings({
            filter,
            limit: pageSize,
            page,
            expand: REPLICATION_EXPAND,
            orderBy: ['+ModificationTimestamp', '+ListingKey'],
          });
          const at = now();
          await upsertListings(
            db,
            result.results.map((r) => normalizeListing(r, at)),
          );
          changed += result.results.length;
          if (result.results.length < pageSize) break;
        }
      } catch (error) {
        await reportFailure(error, 'the incremental refresh');
        throw error;
      }
      await updateSyncState(db, {
        highWaterMark: new Date(startedAt.getTime() - INCREMENTAL_OVERLAP_MS),
        lastRefreshAt: startedAt,
      });
      await reportSuccess();
      return { changed };
    },
  };
}
