import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { googleRoutes } from './features/accounts/google-routes';
import { accountRoutes } from './features/accounts/routes';
import { createAccountsService } from './features/accounts/service';
import { installSessions } from './features/accounts/sessions';
import { alertRoutes } from './features/alerts/routes';
import { BFR_CRM_WRITE_JOB } from './features/bfr/crm-writer';
import { createBfrClientAccess } from './features/bfr/client-access';
import { BFR_GRANT_COOKIE } from './features/bfr/link-grants';
import { bfrLinkPage, bfrLinkRoutes } from './features/bfr/link-routes';
import { createBfrAutomation } from './features/bfr/automation';
import { bfrAutomationRoutes } from './features/bfr/automation-routes';
import { bfrRoutes } from './features/bfr/routes';
import { createBfrService } from './features/bfr/service';
import { comparisonRoutes } from './features/comparison/routes';
import { createCurrentCrmProvider } from './features/crm/current-provider';
import { createIntegrations, type Integrations } from './features/settings/integrations';
import { createConnectionTests } from './features/settings/connection-tests';
import { connectionTestRoutes } from './features/settings/connection-routes';
import { settingsRoutes } from './features/settings/routes';
import { createSettings } from './features/settings/settings';
import { createAdminUsers } from './features/accounts/admin-users';
import { adminUserRoutes } from './features/accounts/admin-users-routes';
import { agentRoutes } from './features/accounts/agents-routes';
import { crmRoutes } from './features/crm/routes';
import { createComparisonService } from './features/comparison/service';
import { favoriteRoutes } from './features/favorites/routes';
import { contactComparisonRoutes } from './features/saved-comparisons/contact-routes';
import { savedComparisonRoutes } from './features/saved-comparisons/routes';
import { createSavedComparisonsService } from './features/saved-comparisons/service';
import { savedSearchRoutes } from './features/saved-searches/routes';
import { showingPlannerRoutes } from './features/showings/routes';
import { createShowingsService } from './features/showings/service';
import { createSavedSearchesService } from './features/saved-searches/service';
import { createUnsubscribe, createUnsubscribeTokens } from './features/saved-searches/unsubscribe';
import { unsubscribeRoutes } from './features/saved-searches/unsubscribe-routes';
import { createFavoritesService } from './features/favorites/service';
import { activityRoutes } from './features/activity/routes';
import { ACTIVITY_SENDER_JOB, createVisitorActivity } from './features/activity/service';
import { DETECT_CARRIER_JOB } from './features/leads/carrier-detection';
import { TEAM_ALERT_JOB } from './features/leads/team-alert';
import { LEAD_OUTBOX_JOB } from './features/leads/outbox';
import { leadRoutes } from './features/leads/routes';
import { createDestinationTests } from './features/leads/destination-tests';
import { destinationTestRoutes } from './features/leads/destination-test-routes';
import { configuredDestinations, createLeadsService } from './features/leads/service';
import { listingOfReplyKey, listingRoutes } from './features/listings/routes';
import { siteOrigin } from './http/site-origin';
import { openHouseRoutes } from './features/listings/open-house-routes';
import { suggestionRoutes } from './features/listings/suggestion-routes';
import { createListingsService } from './features/listings/service';
import { createSyncController, type SyncController } from './features/mls-sync/controller';
import { listingOfPage, seoPages } from './features/seo/pages';
import { seoRoutes } from './features/seo/routes';
import { marketRoutes } from './features/market/routes';
import { createMarketService } from './features/market/service';
import { offlinePhotoRoutes } from './features/mls-sync/photo-routes';
import { mlsCacheRoutes } from './features/mls-sync/routes';
import { systemRoutes } from './features/system/routes';
import { mapTileRoutes } from './features/map-tiles/routes';
import { createMapTiles } from './features/map-tiles/service';
import { watchListingChanges, type ListingsChanged } from './features/system/listings-watch';
import { presentAlert } from './features/alerts/presenter';
import { listOpenAlerts } from './features/alerts/store';
import {
  deliveryCounts,
  failedDeliveries,
  recentDeliveries,
  retryDeliveryNow,
} from './features/leads/outbox-store';
import { readSyncState } from './features/mls-sync/store';
import { operationsRoutes, type OfflineFeedFaults } from './features/operations/routes';
import { createMetrics } from './features/operations/metrics';
import { installMetrics } from './features/operations/metrics-routes';
import { createOperations } from './features/operations/service';
import { mlsFeedKind } from '../core/mls-feed';
import { createSystemService } from './features/system/service';
import { createReadiness, type Readiness } from './features/system/readiness';
import { installApiDocs } from './http/api-docs';
import {
  AppError,
  handleClientError,
  installErrorHandling,
  sendFrameworkError,
} from './http/errors';
import { LOGGER_OPTIONS } from './http/logging';
import { installOriginCheck } from './http/origin-check';
import { installRequestIdHeader, proxyTrust, requestIdOptions } from './http/request-id';
import { installPageShell } from './http/page-shell';
import { appearanceStyleSheet } from '../core/site-appearance';
import { pageRenderLimit, publicApiRateLimit } from './http/rate-limits';
import { databaseAttemptCounter, redisAttemptCounter } from './http/attempt-limiter';
import { databaseRateLimitStore } from './http/shared-rate-limits';
import type { TaggedBody } from './http/conditional-get';
import { createReplyCache } from './http/reply-cache';
import { installRouteAccess } from './http/route-access';
import { SERVER_TIMEOUTS } from './http/timeouts';
import { installGracefulClose } from './http/graceful-close';
import { contentSecurityPolicy } from './http/security';
import { installSecurityHeaders } from './http/security-headers';
import { loadAppRenderer, type AppRenderer } from './http/server-render';
import { createGoogleOAuth } from './integrations/google/client';
import { createMailer } from './integrations/mail/client';
import type { JobRunner } from './jobs/queue';
import { projectRoot, webBuildRoot } from './paths';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Directory of the built web app; null for API-only instances (integration tests). */
  webRoot?: string | null;
  /** Pass a logger to share one with the job runner; by default Fastify makes its own. */
  logger?: FastifyBaseLogger;
  /** Starts/stops MLS caching through the job runner; without it the cache API answers 503. */
  syncController?: SyncController;
  /** The server renderer of pages; by default the built one (dist/ssr) when the web app is served. */
  renderApp?: AppRenderer | null;
  /** The job runner, to queue work right away (lead delivery); without it the schedules do. */
  jobs?: Pick<JobRunner, 'send'> | null;
  /**
   * The process's integrations (shared with the job runner's lead delivery) and, through
   * them, its admin settings; by default made here.
   */
  integrations?: Integrations;
  /** The offline sample feed's fault switch, when it runs (to rehearse an outage). */
  offlineFeed?: OfflineFeedFaults;
  /** The time client link grants are given and checked at; tests move it (by default the system's). */
  clock?: () => Date;
  /** How often the listing changes of any instance are read (5 s; tests shorten it). */
  listingChangesPollMs?: number;
  /**
   * The instance's readiness (GET /api/ready): main.ts marks it ready once listening and
   * stopping when a shutdown begins; by default it is ready once the app is.
   */
  readiness?: Readiness;
};

export const appVersion: string = packageJson.version;

/**
 * The Redis connection of the shared rate limits: short timeouts, so a Redis outage costs a
 * request at most a few hundred milliseconds (the limit is then skipped), and reconnects.
 */
function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 300,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit Redis error'));
  return redis;
}

/**
 * Waits (at most a second) for the first connection, so the first requests after a start are
 * counted in Redis too rather than skipped or counted elsewhere; an unreachable Redis does not
 * hold the start up longer than that.
 */
async function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 1_000);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Memory the reused listing API replies may hold (a detail reply is 5-20 KB of JSON). */
const LISTING_REPLIES_MAX_BYTES = 48 * 1024 * 1024;

/** Builds the Fastify application: plugins, error model, API routes and the page shell. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const webRoot = deps.webRoot === undefined ? webBuildRoot : deps.webRoot;
  const serveWeb = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));

  // one proxy-trust rule for the client address and the request id (http/request-id.ts)
  const trustProxy = proxyTrust(config.trustProxy);
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.logLevel, ...LOGGER_OPTIONS } }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy,
    // A request whose headers or body trickle in is answered 408 and closed (issue 39): it
    // cannot hold a connection, or a shutdown, for longer (http/timeouts.ts).
    ...SERVER_TIMEOUTS,
    // Request ids show up in every log line of a request, for tracing one failure; from a
    // trusted proxy's X-Request-Id, else made here.
    ...requestIdOptions(trustProxy),
    return503OnClosing: true,
    // errors raised before routing answer the API's JSON shape too
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();

  installRequestIdHeader(app);
  installGracefulClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Only JSON bodies reach handlers (a route with its own types, the image upload, adds them):
  // Fastify's text/plain parser let form-like posts from other sites through (issue 39).
  app.removeContentTypeParser('text/plain');

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // HSTS only makes sense once the site is served over HTTPS.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
    crossOriginEmbedderPolicy: false,
    // agrees with the CSP's frame-ancestors 'none'
    xFrameOptions: { action: 'deny' },
    // made once, not per request: installSecurityHeaders
    global: false,
  });
  installSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  const rateLimitRedis = config.redisUrl ? connectRateLimitRedis(config.redisUrl, app.log) : null;
  if (rateLimitRedis) {
    app.addHook('onClose', async () => void rateLimitRedis.disconnect());
    await redisReady(rateLimitRedis);
  }
  // per-account attempts: one budget for every instance (Redis, else the database)
  const attemptsInDatabase = databaseAttemptCounter(database.db);
  const attempts = rateLimitRedis
    ? redisAttemptCounter(rateLimitRedis, attemptsInDatabase, app.log)
    : attemptsInDatabase;
  await app.register(rateLimit, {
    global: false,
    // Per-address limits: with REDIS_URL every instance counts in Redis; on PostgreSQL without
    // it, in the database (but the listings API per instance); on PGlite (one process), in
    // memory. README, 'Several instances on one PostgreSQL'.
    ...(rateLimitRedis
      ? { redis: rateLimitRedis, nameSpace: 'ridgeline-rl:' }
      : database.engine === 'postgres'
        ? { store: databaseRateLimitStore(attemptsInDatabase, config.appSecret) }
        : {}),
    // Redis unreachable: requests go through uncounted rather than failing
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  await app.register(cookie, { secret: config.appSecret });

  // Order matters: refuse cross-site writes, then load the session, then check the matched
  // route's declared access (before any route is registered: it also vets each route).
  installOriginCheck(app, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
  });
  installSessions(app, { db: database.db, config });
  installRouteAccess(app);
  await installApiDocs(app, { title: config.site.teamName, version: appVersion });

  const integrations =
    deps.integrations ??
    createIntegrations({
      settings: createSettings({ db: database.db, config, logger: app.log }),
      config,
    });
  const { settings } = integrations;
  await settings.load();

  const system = createSystemService(config, database, appVersion, settings);
  const readiness = deps.readiness ?? createReadiness();
  if (!deps.readiness) app.addHook('onReady', async () => readiness.markReady());
  await app.register(systemRoutes, { system, readiness });

  const mailer = createMailer({ config, db: database.db, logger: app.log });
  app.addHook('onClose', async () => mailer.close());
  const accounts = createAccountsService({ db: database.db, config, mailer, logger: app.log });
  await app.register(accountRoutes, { accounts, db: database.db, config, attempts });
  await app.register(googleRoutes, {
    google: createGoogleOAuth(config),
    accounts,
    db: database.db,
    config,
  });
  await app.register(settingsRoutes, { settings, db: database.db });
  await app.register(adminUserRoutes, {
    adminUsers: createAdminUsers({ db: database.db, config }),
  });
  await app.register(agentRoutes, { db: database.db });
  await app.register(connectionTestRoutes, {
    tests: createConnectionTests({
      config,
      currentSettings: () => settings.current(),
      integrations,
    }),
  });
  await app.register(alertRoutes, { db: database.db });

  // Public replies and anonymous pages are reused for SEARCH_CACHE_SECONDS when it is set, else
  // for the Advanced tab's cache duration; either way they are emptied when the listings change.
  const reuseMs = () =>
    config.searchCacheFromEnvironment
      ? config.searchCacheSeconds * 1000
      : settings.snapshot().advancedSettings.cacheDurationMinutes * 60_000;
  // the listing API's replies (searches, one listing, its tax record) as sent, with their ETags
  const listingReplies = createReplyCache<TaggedBody>({
    ttlMs: reuseMs,
    maxEntries: 5_000,
    maxBytes: LISTING_REPLIES_MAX_BYTES,
    sizeOf: (reply) => 2 * reply.body.length,
  });
  const listings = createListingsService(database.db, {
    sideBySide: database.engine === 'postgres',
  });
  await app.register(listingRoutes, {
    listings,
    settings,
    listingReplies,
    rateLimit: publicApiRateLimit(() => settings.snapshot().advancedSettings.apiRateLimitPerMinute),
  });
  // the search box's suggestions (issue 40), kept and dropped like a search
  await app.register(suggestionRoutes, {
    db: database.db,
    listingReplies,
    rateLimit: publicApiRateLimit(() => settings.snapshot().advancedSettings.apiRateLimitPerMinute),
  });
  await app.register(openHouseRoutes, {
    db: database.db,
    origin: siteOrigin(config),
    rateLimit: publicApiRateLimit(() => settings.snapshot().advancedSettings.apiRateLimitPerMinute),
  });
  // the city pages' market figures and chart (issue 24)
  const market = createMarketService(database.db);
  await app.register(marketRoutes, {
    market,
    replies: listingReplies,
    rateLimit: publicApiRateLimit(() => settings.snapshot().advancedSettings.apiRateLimitPerMinute),
  });
  const activity = createVisitorActivity({
    db: database.db,
    config,
    integrations,
    kick: async () => jobs?.send(ACTIVITY_SENDER_JOB, {}),
    logger: app.log,
  });
  await app.register(activityRoutes, { activity, config });
  await app.register(favoriteRoutes, {
    config,
    favorites: createFavoritesService(database.db, {
      onSaved: (visitor, propertyId) => activity.saved(visitor, propertyId),
    }),
  });
  await app.register(comparisonRoutes, { comparison: createComparisonService(database.db) });
  const jobs = deps.jobs ?? null;
  const leads = createLeadsService({
    db: database.db,
    config,
    logger: app.log,
    integrations,
    kickOutbox: async () => jobs?.send(LEAD_OUTBOX_JOB, {}),
    detectCarrier: async (contactId) => jobs?.send(DETECT_CARRIER_JOB, { contactId }),
    notifyTeam: async (submissionId) => jobs?.send(TEAM_ALERT_JOB, { submissionId }),
  });
  await app.register(leadRoutes, { leads, config });
  await app.register(destinationTestRoutes, {
    tests: createDestinationTests({ config, integrations }),
  });
  const currentCrm = createCurrentCrmProvider({ db: database.db, integrations });
  await app.register(crmRoutes, { crm: currentCrm, db: database.db });
  const savedComparisons = createSavedComparisonsService({
    db: database.db,
    config,
    crm: currentCrm,
  });
  await app.register(savedComparisonRoutes, { comparisons: savedComparisons });
  await app.register(contactComparisonRoutes, { comparisons: savedComparisons });
  await app.register(showingPlannerRoutes, { showings: createShowingsService(database.db) });
  await app.register(savedSearchRoutes, {
    savedSearches: createSavedSearchesService(database.db),
  });
  const kickBfrWriter = async () => jobs?.send(BFR_CRM_WRITE_JOB, {});
  const bfr = createBfrService({
    db: database.db,
    crm: currentCrm,
    settings,
    kickWriter: kickBfrWriter,
    logger: app.log,
  });
  const {
    links: bfrLinks,
    monitor: contactMonitor,
    webhook: crmWebhook,
  } = createBfrAutomation({
    db: database.db,
    crm: currentCrm,
    config,
    clock,
    sendJob: async (name) => jobs?.send(name, {}),
    logger: app.log,
  });
  const bfrClientAccess = createBfrClientAccess({ links: bfrLinks, now: clock });
  await app.register(bfrRoutes, { bfr, clientAccess: bfrClientAccess });
  await app.register(bfrLinkRoutes, { bfr, links: bfrLinks, clientAccess: bfrClientAccess });
  await app.register(bfrAutomationRoutes, { webhook: crmWebhook, monitor: contactMonitor });
  // what else keeps replies built from the listings (the sitemap) hears of their changes
  const listingChangeListeners: Array<(changed: ListingsChanged) => void> = [];
  await app.register(seoRoutes, {
    config,
    db: database.db,
    onListingsChanged: (listener) => listingChangeListeners.push(listener),
  });
  const noJobRunner = () => {
    throw new AppError('UNAVAILABLE', 'Background jobs are not running in this process');
  };
  // without a job runner (tests, tools) a start answers 503 before it reads the job tables
  const syncController = deps.syncController ?? {
    ...createSyncController(database.db, async () => noJobRunner()),
    start: async () => noJobRunner(),
  };
  await app.register(mlsCacheRoutes, { controller: syncController });
  const operations = createOperations({
    db: database.db,
    feedKind: async () =>
      mlsFeedKind({
        panel: (await settings.current()).apiSettings.armls,
        environmentToken: config.spark.accessToken,
      }),
    syncFacts: () => readSyncState(database.db),
    cities: () => syncController.status(),
    deliveries: {
      configured: () => configuredDestinations(integrations, config),
      counts: (now) => deliveryCounts(database.db, now),
      failed: (limit) => failedDeliveries(database.db, limit),
      retryNow: (id, now) => retryDeliveryNow(database.db, id, now),
      recent: (destination, limit) => recentDeliveries(database.db, destination, limit),
    },
    openAlerts: async () => (await listOpenAlerts(database.db)).map(presentAlert),
    mailTransport: config.mail.smtpUrl ? 'smtp' : 'outbox',
    kickOutbox: async () => jobs?.send(LEAD_OUTBOX_JOB, {}),
  });
  await app.register(operationsRoutes, { operations, offlineFeed: deps.offlineFeed ?? null });
  await app.register(offlinePhotoRoutes);
  // Google's map tiles while a Maps key is in force (decision 026)
  await app.register(mapTileRoutes, {
    tiles: createMapTiles({ config, currentSettings: () => settings.current(), logger: app.log }),
  });

  if (serveWeb && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // One route per built file, so the page shell's catch-all route can own `/*`.
      wildcard: false,
      // Hashed bundles never change; everything else is revalidated.
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  const pageShell = installPageShell(app, {
    webRoot: serveWeb ? webRoot : null,
    projectRoot,
    siteInfo: () => system.siteInfo(),
    appearanceCss: () => appearanceStyleSheet(settings.appearance()),
    publicUrl: config.publicUrl,
    pages: seoPages({ config, listings, market }),
    renderApp:
      deps.renderApp === undefined
        ? await loadAppRenderer(serveWeb ? webRoot : null)
        : deps.renderApp,
    renderCacheMs: reuseMs,
    // what a client link opens is that client's: their pages are never shared
    personalCookies: [BFR_GRANT_COOKIE],
    limitRenders: pageRenderLimit(
      app,
      () => settings.snapshot().advancedSettings.apiRateLimitPerMinute,
    ),
  });
  // Prometheus' GET /metrics, and every request counted by route pattern (decision 031)
  installMetrics(app, {
    token: config.metricsToken,
    metrics: createMetrics(
      {
        db: database.db,
        syncFacts: () => readSyncState(database.db),
        deliveries: {
          configured: () => configuredDestinations(integrations, config),
          counts: (now) => deliveryCounts(database.db, now),
        },
        replyCaches: () => ({ listings: listingReplies.stats, pages: pageShell.renderCacheStats }),
        ...(database.poolStats ? { poolStats: database.poolStats } : {}),
      },
      app.log,
    ),
  });
  // the client's link /bfr/{id}: the router ranks it above the page shell's catch-all
  await app.register(bfrLinkPage, {
    links: bfrLinks,
    config,
    now: clock,
    notFoundPage: pageShell.sendNotFoundPage,
  });
  // an alert e-mail's unsubscribe link (no sign-in): a page of its own, above the catch-all
  await app.register(unsubscribeRoutes, {
    unsubscribe: createUnsubscribe({
      db: database.db,
      tokens: createUnsubscribeTokens(config.appSecret),
    }),
    teamName: () => settings.snapshot().generalSettings.applicationName || config.site.teamName,
  });
  // A reply about one listing (its API reply, tax record, property page) is dropped when that
  // listing changed; every other kept reply (searches, home, Just Listed, the sitemap) can
  // hold any listing, so it is dropped when any changed (docs/decisions/015).
  const dependsOnlyOnUnchanged = (listingId: number | null, changed: ListingsChanged) =>
    changed !== 'all' && listingId !== null && !changed.has(listingId);
  const listingsWatch = await watchListingChanges({
    db: database.db,
    logger: app.log,
    ...(deps.listingChangesPollMs ? { intervalMs: deps.listingChangesPollMs } : {}),
    onChange: (changed) => {
      listingReplies.deleteWhere((key) => !dependsOnlyOnUnchanged(listingOfReplyKey(key), changed));
      pageShell.dropRenderedPages(
        (pageUrl) => !dependsOnlyOnUnchanged(listingOfPage(pageUrl), changed),
      );
      for (const listener of listingChangeListeners) listener(changed);
    },
  });
  // pages and replies show the settings (name, look, layout, rules): a change must not wait
  const unsubscribe = settings.subscribe(() => {
    pageShell.clearRenderCache();
    listingReplies.clear();
  });
  app.addHook('onClose', async () => {
    listingsWatch.stop();
    unsubscribe();
  });

  return app;
}
