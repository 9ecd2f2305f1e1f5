import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../../db/connect';
import type { ReplyCacheStats } from '../../http/reply-cache';
import { collectProcessMetrics, processRegistry } from '../../process-metrics';
import type { OperationsDeps } from './service';
import { jobQueueCounts } from './store';

/** The route label of a request no route matched: never its URL (unbounded, and may hold secrets). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** How long one scrape-time read may take before its series is left out of that scrape. */
const READ_TIMEOUT_MS = 2_000;

/** Seconds: the API answers in milliseconds, a server-rendered page in tens of them. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the scrape reads from the features that own the facts (wired in app.ts). */
export type MetricsSources = {
  db: Database;
  syncFacts: OperationsDeps['syncFacts'];
  deliveries: Pick<OperationsDeps['deliveries'], 'configured' | 'counts'>;
  /** The reply caches by name ('listings', 'pages'); read at each scrape. */
  replyCaches: () => Record<string, ReplyCacheStats>;
  /** The database pool's use (PostgreSQL only). */
  poolStats?: () => PoolStats;
  now?: () => Date;
};

export type Metrics = ReturnType<typeof createMetrics>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The Prometheus series of one app (docs/decisions/031-metrics.md): requests counted as they
 * are answered; queues, feed age, lead deliveries, the pool and the reply caches read when
 * scraped (a few cheap queries, each bounded in time, none of which can fail the scrape); the
 * process's own series (memory, event loop, mail) from process-metrics.ts.
 */
export function createMetrics(sources: MetricsSources, logger: FastifyBaseLogger) {
  collectProcessMetrics();
  const now = sources.now ?? (() => new Date());
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'ridgeline_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'ridgeline_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  /** Sources whose last read failed: logged once until they answer again. */
  const failing = new Set<string>();

  /** A read that answers or is left out: an error never reaches the scrape, and is logged once. */
  async function read<T>(source: string, reader: () => Promise<T> | T): Promise<T | undefined> {
    try {
      const value = await withTimeout(Promise.resolve().then(reader), READ_TIMEOUT_MS);
      failing.delete(source);
      return value;
    } catch (error) {
      if (!failing.has(source)) {
        failing.add(source);
        logger.error({ err: error, source }, 'metrics: a source could not be read; left out');
      }
      return undefined;
    }
  }

  /** The scrape-time series, in a registry of their own made for this scrape. */
  async function scrapeTimeSeries(): Promise<string> {
    const at = now();
    const [queues, sync, destinations, counts, pool, caches] = await Promise.all([
      read('job queues', () => jobQueueCounts(sources.db, at)),
      read('mls sync', () => sources.syncFacts()),
      read('lead destinations', () => sources.deliveries.configured()),
      read('lead deliveries', () => sources.deliveries.counts(at)),
      read('database pool', () => sources.poolStats?.()),
      read('reply caches', () => sources.replyCaches()),
    ]);
    const scrape = new Registry();
    const gauge = (name: string, help: string, labels: string[] = []) =>
      new Gauge({ name, help, labelNames: labels, registers: [scrape] });

    if (queues) {
      const depth = gauge('ridgeline_job_queue_depth', 'Jobs due now and not yet taken, by queue', [
        'queue',
      ]);
      const running = gauge('ridgeline_job_queue_running', 'Jobs running now, by queue', ['queue']);
      const failed = gauge(
        'ridgeline_job_queue_failed_24h',
        'Jobs that failed for good in the last 24 hours, by queue',
        ['queue'],
      );
      for (const q of queues) {
        depth.set({ queue: q.queue }, q.due);
        running.set({ queue: q.queue }, q.running);
        failed.set({ queue: q.queue }, q.failed_last_24h);
      }
    }
    // before the first successful sync there is no age to tell: the series is absent
    if (sync?.lastSuccessAt) {
      gauge(
        'ridgeline_mls_feed_age_seconds',
        'Seconds since the last successful MLS sync (the listings visitors see are this old)',
      ).set(Math.max(0, (at.getTime() - sync.lastSuccessAt.getTime()) / 1000));
    }
    if (counts) {
      const deliveries = gauge(
        'ridgeline_lead_deliveries',
        'Lead deliveries not delivered, by destination and state (pending: not tried yet; retrying: failed and tried again; given_up: failed for good)',
        ['destination', 'state'],
      );
      const names = new Set([...(destinations ?? []), ...counts.map((c) => c.destination)]);
      for (const destination of names) {
        const row = counts.find((c) => c.destination === destination);
        deliveries.set({ destination, state: 'pending' }, row?.pending ?? 0);
        deliveries.set({ destination, state: 'retrying' }, row?.retrying ?? 0);
        deliveries.set({ destination, state: 'given_up' }, row?.cancelled ?? 0);
      }
    }
    if (pool) {
      const clients = gauge(
        'ridgeline_db_pool_clients',
        'Database pool connections, by state (total open, idle, and the pool size)',
        ['state'],
      );
      clients.set({ state: 'total' }, pool.total);
      clients.set({ state: 'idle' }, pool.idle);
      clients.set({ state: 'max' }, pool.max);
      gauge('ridgeline_db_pool_waiting', 'Queries waiting for a database pool connection').set(
        pool.waiting,
      );
    }
    if (caches) {
      const lookups = new Counter({
        name: 'ridgeline_reply_cache_lookups_total',
        help: 'Reply cache lookups, by cache and outcome (hit: answered from the cache)',
        labelNames: ['cache', 'outcome'],
        registers: [scrape],
      });
      for (const [cache, stats] of Object.entries(caches)) {
        lookups.inc({ cache, outcome: 'hit' }, stats.hits);
        lookups.inc({ cache, outcome: 'miss' }, stats.misses);
      }
    }
    return scrape.metrics();
  }

  return {
    contentType: registry.contentType,

    /** One answered request; `route` is the matched route's pattern, never the URL. */
    observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },

    /** Every series in the Prometheus text format. */
    async exposition(): Promise<string> {
      const parts = await Promise.all([
        processRegistry.metrics(),
        registry.metrics(),
        scrapeTimeSeries(),
      ]);
      return parts.filter(Boolean).join('');
    },
  };
}
