import { LISTING_DATA_DEFAULT_BASE_URL } from '../core/mls-feed';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SiteIdentity } from '../contract/system';

/**
 * The only reader of process.env. Parsed once at boot; every invalid variable is
 * reported together so an operator fixes them in one pass instead of one per restart.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ message: 'must be a URL such as https://example.com' }).optional())
  .optional();

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

const hostList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  );

/**
 * Which reverse proxies may tell the client's address (X-Forwarded-For) and protocol: none
 * (unset, `false`, `0`), a hop count (`1` for one nginx in front), or the proxies' addresses
 * (`127.0.0.1,10.0.0.0/8`; also proxy-addr's `loopback`, `linklocal`, `uniquelocal`). The
 * client is then the right-most address not added by a trusted proxy. `true` (every hop
 * trusted) is refused: the left-most entry is whatever the client wrote, which defeats every
 * per-address limit.
 */
export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE_REFUSED =
  'true would trust every hop, so any client could forge its address with X-Forwarded-For: give the number of proxies in front of the app (1 for one nginx) or their addresses (127.0.0.1, 10.0.0.0/8)';

const trustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = (v ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'a hop count must be between 1 and 10' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count (1 for one proxy) or a comma list of proxy addresses or CIDRs; not an address: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Public photo hosts of the Spark platform (contracts/external-apis.md section 1.7). */
export const DEFAULT_MLS_PHOTO_HOSTS = [
  'https://cdn.photos.sparkplatform.com',
  'https://cdn.resize.sparkplatform.com',
  'https://photos.flexmls.com',
  'https://cdn.resize.flexmls.com',
];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAILS: emailList,
  /** Other origins (besides PUBLIC_URL's) whose pages may send state changes: https://a.example,… */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ message: 'must be a comma-separated list of origins such as https://example.com' })
          .transform((u) => new URL(u).origin),
      ),
    ),
  TRUST_PROXY: trustProxySchema,
  /** Redis for rate limits every instance shares (redis://…); unset: each instance counts its own. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** A bearer token that may read GET /metrics (staff sessions may anyway); unset: staff only. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(24, 'must be at least 24 characters (a random string)').optional(),
  ),
  /** How long a public search reply may be reused in-process (0 turns the reuse off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  MLS_PHOTO_HOSTS: hostList,
  SPARK_ACCESS_TOKEN: optionalString,
  SPARK_BASE_URL: optionalUrl,
  FUB_API_KEY: optionalString,
  FUB_SYSTEM: optionalString,
  FUB_SYSTEM_KEY: optionalString,
  /** Follow Up Boss API base; tests point it at the local fake. */
  FUB_BASE_URL: optionalUrl,
  /** The Google Apps Script web app (`.../exec`) each lead is posted to, when set. */
  APPS_SCRIPT_WEBHOOK_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_AUTHORIZE_URL: optionalUrl,
  GOOGLE_OAUTH_TOKEN_URL: optionalUrl,
  GOOGLE_OAUTH_USERINFO_URL: optionalUrl,
  GOOGLE_AVATAR_HOSTS: hostList,
  GOOGLE_MAPS_API_KEY: optionalString,
  /** Google Maps web services base; tests point it at the local fake. */
  GOOGLE_MAPS_BASE_URL: optionalUrl,
  /** Google Map Tiles API base (the /map-tiles/ path's source); tests point it at the local fake. */
  GOOGLE_MAP_TILES_BASE_URL: optionalUrl,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  NUMVERIFY_API_KEY: optionalString,
  ABSTRACT_API_KEY: optionalString,
  /** Carrier services' base URLs; tests point them at the local fakes. */
  NUMVERIFY_BASE_URL: optionalUrl,
  ABSTRACT_BASE_URL: optionalUrl,
  SITE_AGENT_NAME: z.string().trim().min(1).default('Dana Whitfield'),
  SITE_TEAM_NAME: z.string().trim().min(1).default('Ridgeline Realty Team'),
  SITE_PHONE: z.string().trim().min(7).default('(928) 555-0142'),
  SITE_PHOTO_URL: z.string().trim().min(1).default('/agent-photo.svg'),
  SITE_OFFICE_ADDRESS: z.string().trim().min(1).default('512 S Beeline Hwy, Payson, AZ 85541'),
  SITE_ABOUT_URL: optionalUrl.default('https://www.ridgelinerealty.example'),
  SITE_MLS_NAME: z.string().trim().min(1).default('Arizona Regional MLS (ARMLS)'),
  /** The bridge-loan lender's sign-up page (the calculator's apply link). */
  SITE_BRIDGE_LENDER_URL: optionalUrl.default('https://www.bridgeloanpartner.example/apply'),
});

/** Every variable the config reads (deploy/ridgeline.env.example lists each one). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: NonNullable<z.infer<typeof envSchema>['LOG_LEVEL']>;
  /** True when LOG_LEVEL is set: the admin panel's log level then does not apply. */
  logLevelFromEnvironment: boolean;
  /** Log lines for a person ('pretty') or for a collector ('json'); unset: pretty on a terminal. */
  logFormat: 'pretty' | 'json' | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Rate limits shared by every instance through this Redis; unset: per instance. */
  redisUrl: string | undefined;
  /** The bearer token a Prometheus scraper sends for GET /metrics (METRICS_TOKEN). */
  metricsToken: string | undefined;
  appSecret: string;
  publicUrl: string | undefined;
  adminEmails: string[];
  /** Origins besides PUBLIC_URL's allowed to send state-changing requests (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  bodyLimitBytes: number;
  searchCacheSeconds: number;
  /** True when SEARCH_CACHE_SECONDS is set: the admin panel's cache duration then does not apply. */
  searchCacheFromEnvironment: boolean;
  /** The reverse proxies whose X-Forwarded-For and -Proto are believed (see TrustProxy). */
  trustProxy: TrustProxy;
  mlsPhotoHosts: string[];
  spark: { accessToken: string | undefined; baseUrl: string };
  followUpBoss: {
    apiKey: string | undefined;
    system: string | undefined;
    systemKey: string | undefined;
    baseUrl: string;
  };
  appsScript: { webhookUrl: string | undefined };
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** Google's OAuth endpoints; overridable so tests use the local fake provider. */
    authorizeUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
    /** Image origins of Google profile photos, allowed by the Content-Security-Policy. */
    avatarHosts: string[];
    mapsApiKey: string | undefined;
    /** Google Maps web services (the connection test's geocoding call). */
    mapsBaseUrl: string;
    /** Google Map Tiles API (the /map-tiles/ path's 2D tiles, with a Maps key). */
    mapTilesBaseUrl: string;
  };
  mail: { smtpUrl: string | undefined; from: string };
  phoneCarrier: {
    numverifyApiKey: string | undefined;
    abstractApiKey: string | undefined;
    numverifyBaseUrl: string;
    abstractBaseUrl: string;
  };
  site: SiteIdentity;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default) into the typed config, or throws ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL ?? 'info',
    logLevelFromEnvironment: e.LOG_LEVEL !== undefined,
    logFormat: e.LOG_FORMAT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: e.PUBLIC_URL,
    adminEmails: e.ADMIN_EMAILS,
    allowedOrigins: e.ALLOWED_ORIGINS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    searchCacheFromEnvironment:
      env.SEARCH_CACHE_SECONDS !== undefined && env.SEARCH_CACHE_SECONDS !== '',
    trustProxy: e.TRUST_PROXY,
    mlsPhotoHosts: e.MLS_PHOTO_HOSTS.length > 0 ? e.MLS_PHOTO_HOSTS : DEFAULT_MLS_PHOTO_HOSTS,
    spark: {
      accessToken: e.SPARK_ACCESS_TOKEN,
      baseUrl: e.SPARK_BASE_URL ?? LISTING_DATA_DEFAULT_BASE_URL,
    },
    followUpBoss: {
      apiKey: e.FUB_API_KEY,
      system: e.FUB_SYSTEM,
      systemKey: e.FUB_SYSTEM_KEY,
      baseUrl: e.FUB_BASE_URL ?? 'https://api.followupboss.com/v1',
    },
    appsScript: { webhookUrl: e.APPS_SCRIPT_WEBHOOK_URL },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authorizeUrl: e.GOOGLE_OAUTH_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      userInfoUrl:
        e.GOOGLE_OAUTH_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
      avatarHosts:
        e.GOOGLE_AVATAR_HOSTS.length > 0
          ? e.GOOGLE_AVATAR_HOSTS
          : ['https://*.googleusercontent.com'],
      mapsApiKey: e.GOOGLE_MAPS_API_KEY,
      mapsBaseUrl: e.GOOGLE_MAPS_BASE_URL ?? 'https://maps.googleapis.com/maps/api',
      mapTilesBaseUrl: e.GOOGLE_MAP_TILES_BASE_URL ?? 'https://tile.googleapis.com',
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.SITE_TEAM_NAME} <no-reply@localhost>` },
    phoneCarrier: {
      numverifyApiKey: e.NUMVERIFY_API_KEY,
      abstractApiKey: e.ABSTRACT_API_KEY,
      numverifyBaseUrl: e.NUMVERIFY_BASE_URL ?? 'https://apilayer.net/api',
      abstractBaseUrl: e.ABSTRACT_BASE_URL ?? 'https://phonevalidation.abstractapi.com/v1',
    },
    site: {
      agentName: e.SITE_AGENT_NAME,
      teamName: e.SITE_TEAM_NAME,
      phone: e.SITE_PHONE,
      photoUrl: e.SITE_PHOTO_URL,
      officeAddress: e.SITE_OFFICE_ADDRESS,
      aboutUrl: e.SITE_ABOUT_URL ?? 'https://www.ridgelinerealty.example',
      mlsName: e.SITE_MLS_NAME,
      bridgeLenderUrl: e.SITE_BRIDGE_LENDER_URL,
    },
  };
}

/**
 * A generated secret is kept in DATA_DIR so sessions and encrypted API keys survive restarts
 * on a fresh clone without the operator having to invent one.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
