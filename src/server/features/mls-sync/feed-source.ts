import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminSettings } from '../../../contract/admin-settings';
import { listingDataBaseUrl, mlsFeedKind, type MlsFeedKind } from '../../../core/mls-feed';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import {
  createSparkClient,
  SparkError,
  type SparkClient,
  type SparkClientOptions,
} from '../../integrations/spark/client';
import type { SyncController } from './controller';
import { recordFeedSource } from './store';

/** Where listings are replicated from: the admin panel's MLS key, else SPARK_ACCESS_TOKEN, else the offline feed. */
export type FeedSource = {
  kind: MlsFeedKind;
  baseUrl: string;
  accessToken: string;
};

/** The offline feed of a fresh clone (features/mls-sync/embedded-feed.ts), when it runs. */
export type OfflineFeed = { apiBaseUrl: string; accessToken: string };

/**
 * The feed to replicate from now. The panel wins when its MLS card is enabled with a key, so
 * an admin switches a running site to the real MLS (and back, by removing the key) without a
 * restart.
 */
export function resolveFeedSource(
  config: Pick<Config, 'spark'>,
  settings: AdminSettings,
  offline: OfflineFeed | null,
): FeedSource | null {
  const panel = settings.apiSettings.armls;
  switch (mlsFeedKind({ panel, environmentToken: config.spark.accessToken })) {
    case 'admin':
      return {
        kind: 'admin',
        baseUrl: listingDataBaseUrl(panel.baseUrl, config.spark.baseUrl),
        accessToken: panel.apiKey.trim(),
      };
    case 'environment':
      return {
        kind: 'environment',
        baseUrl: config.spark.baseUrl,
        accessToken: config.spark.accessToken ?? '',
      };
    case 'offline':
      return (
        offline && {
          kind: 'offline',
          baseUrl: offline.apiBaseUrl,
          accessToken: offline.accessToken,
        }
      );
  }
}

/**
 * A feed's identity as recorded in the database: 'offline' (its port changes at each start),
 * or the API base and a short hash of the token (never the token itself).
 */
export function feedFingerprint(source: FeedSource): string {
  if (source.kind === 'offline') return 'offline';
  const token = createHash('sha256').update(source.accessToken).digest('hex').slice(0, 16);
  return `${source.baseUrl}#${token}`;
}

/**
 * A Spark client that follows the settings: each call goes to the feed of the moment (one
 * client per feed, made when the feed changes), so replication jobs need no restart.
 */
export function createFeedClient(deps: {
  source: () => Promise<FeedSource | null>;
  options?: Omit<SparkClientOptions, 'baseUrl' | 'accessToken'>;
}): SparkClient {
  let current: { key: string; client: SparkClient } | null = null;

  async function client(): Promise<SparkClient> {
    const source = await deps.source();
    if (!source) {
      throw new SparkError(
        'auth',
        'No MLS feed is configured: set SPARK_ACCESS_TOKEN or the MLS API key',
      );
    }
    const key = `${source.baseUrl}\n${source.accessToken}`;
    if (current?.key !== key) {
      current = {
        key,
        client: createSparkClient({
          ...deps.options,
          baseUrl: source.baseUrl,
          accessToken: source.accessToken,
        }),
      };
    }
    return current.client;
  }

  return {
    listListings: async (...args) => (await client()).listListings(...args),
    countListings: async (...args) => (await client()).countListings(...args),
    getListing: async (...args) => (await client()).getListing(...args),
    getPhotos: async (...args) => (await client()).getPhotos(...args),
    getOpenHouses: async (...args) => (await client()).getOpenHouses(...args),
    getPropertyTypes: async (...args) => (await client()).getPropertyTypes(...args),
    getStandardFields: async (...args) => (await client()).getStandardFields(...args),
  };
}

/**
 * Notices a change of feed (at start, and whenever the settings change) and replicates every
 * city from the new feed: the full run's reconciliation then removes listings the new feed
 * does not have. Checks run one at a time.
 */
export function createFeedFollower(deps: {
  db: Database;
  source: () => Promise<FeedSource | null>;
  controller: SyncController;
  logger: FastifyBaseLogger;
}) {
  let chain: Promise<void> = Promise.resolve();

  async function check(): Promise<void> {
    const source = await deps.source();
    if (!source) return;
    const { switched } = await recordFeedSource(deps.db, feedFingerprint(source));
    if (!switched) return;
    const { queued } = await deps.controller.start();
    deps.logger.info(
      { feed: source.kind, queued },
      'MLS feed changed: replicating every city from the new feed',
    );
  }

  return {
    /** Resolves when this check (and any before it) is done; failures are logged. */
    check(): Promise<void> {
      chain = chain.then(check).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'switching the MLS feed failed');
      });
      return chain;
    },
  };
}
