import { createServer, type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultAdminSettings,
  type AdminSettings,
  type ConnectionTestReply,
} from '../../../contract/admin-settings';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { startFakeGoogle, type FakeGoogle } from '../../integrations/google/fake/server';
import {
  startFakeGoogleMaps,
  type FakeGoogleMaps,
} from '../../integrations/google-maps/fake/server';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import {
  ARMLS_NOT_CONFIGURED,
  createConnectionTests,
  FOLLOW_UP_BOSS_NOT_CONFIGURED,
  FOLLOW_UP_BOSS_REFUSED_KEY,
  GOOGLE_MAPS_NOT_CONFIGURED,
  GOOGLE_OAUTH_NOT_CONFIGURED,
} from './connection-tests';

const SPARK_TOKEN = 'spark-token-7c1f93ab55e0';
const GOOGLE_CLIENT = {
  clientId: 'ridgeline-test.apps.googleusercontent.example',
  clientSecret: 'GOCSPX-connection-test-4b9d',
};
const MAPS_KEY = 'AIzaSyConnectionTest-0f8e2d6c';
const FUB_KEY = 'fub-key-3a9e61d2c4';

const WRONG = {
  spark: 'spark-token-wrong-90ab12',
  googleSecret: 'GOCSPX-wrong-secret-77aa',
  maps: 'AIzaSyWrongKey-11223344',
  fub: 'fub-key-wrong-55ee66',
};

/** Every credential these tests use, right or wrong: none may reach a reply or a log line. */
const SECRETS = [
  SPARK_TOKEN,
  GOOGLE_CLIENT.clientSecret,
  MAPS_KEY,
  FUB_KEY,
  ...Object.values(WRONG),
  Buffer.from(`${FUB_KEY}:`).toString('base64'),
];

/** The address of a local port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const PATHS = {
  armls: '/api/test/armls',
  googleOAuth: '/api/test/google-oauth',
  googleMaps: '/api/test/google-maps',
  followUpBoss: '/api/test/followupboss-auto',
} as const;

let spark: FakeSpark;
let google: FakeGoogle;
let maps: FakeGoogleMaps;
let fub: FakeFollowUpBoss;
const logLines: string[] = [];

beforeAll(async () => {
  spark = await startFakeSpark({
    listings: generateListings({
      count: 3,
      seed: 17,
      photoBaseUrl: '/mls-photos',
      now: new Date('2026-11-22T12:00:00Z'),
    }),
    accessToken: SPARK_TOKEN,
  });
  google = await startFakeGoogle(GOOGLE_CLIENT);
  maps = await startFakeGoogleMaps({ apiKey: MAPS_KEY });
  fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
});
afterAll(async () => {
  await spark?.close();
  await google?.close();
  await maps?.close();
  await fub?.close();
});
beforeEach(() => {
  spark.faults.reset();
  maps.reset();
  fub.reset();
});

/** The app's environment with these credentials, every service pointed at its fake. */
function env(credentials: { spark: string; googleSecret: string; maps: string; fub: string }) {
  return {
    SPARK_ACCESS_TOKEN: credentials.spark,
    SPARK_BASE_URL: spark.apiBaseUrl,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: credentials.googleSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: google.authorizeUrl,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_OAUTH_USERINFO_URL: google.userInfoUrl,
    GOOGLE_MAPS_API_KEY: credentials.maps,
    GOOGLE_MAPS_BASE_URL: maps.baseUrl,
    FUB_API_KEY: credentials.fub,
    FUB_BASE_URL: fub.apiBaseUrl,
  };
}

/** An app whose every log line (debug and up) lands in logLines. */
function appWith(environment: Record<string, string>): Promise<TestApp> {
  return createTestApp({
    env: environment,
    logger: pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) }),
  });
}

async function runTest(client: HttpClient, path: string): Promise<ConnectionTestReply> {
  const res = await client.get(path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  for (const secret of SECRETS) expect(res.body).not.toContain(secret);
  return res.json<ConnectionTestReply>();
}

function expectNoSecretInLog(): void {
  expect(logLines.length).toBeGreaterThan(0);
  const log = logLines.join('\n');
  // the requests were logged, so the check below looked at them
  expect(log).toContain(PATHS.googleMaps);
  for (const secret of SECRETS) expect(log).not.toContain(secret);
}

describe('connection tests through the app (environment credentials)', () => {
  let right: TestApp;
  let wrong: TestApp;
  let none: TestApp;
  let rightAdmin: HttpClient;
  let wrongAdmin: HttpClient;
  let noneAdmin: HttpClient;

  beforeAll(async () => {
    right = await appWith(
      env({
        spark: SPARK_TOKEN,
        googleSecret: GOOGLE_CLIENT.clientSecret,
        maps: MAPS_KEY,
        fub: FUB_KEY,
      }),
    );
    wrong = await appWith(env(WRONG));
    none = await appWith({});
    rightAdmin = await signUpAdmin(right, 'connection-admin');
    wrongAdmin = await signUpAdmin(wrong, 'connection-admin');
    noneAdmin = await signUpAdmin(none, 'connection-admin');
  });
  afterAll(async () => {
    await right?.close();
    await wrong?.close();
    await none?.close();
  });

  it('answers connected against each fake with the right credentials, with one cheap call each', async () => {
    expect(await runTest(rightAdmin, PATHS.armls)).toEqual({ connected: true });
    expect(spark.requestLog.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/listings',
      query: { _limit: '1', _select: 'ListingKey' },
      status: 200,
    });
    expect(await runTest(rightAdmin, PATHS.googleOAuth)).toEqual({ connected: true });
    expect(await runTest(rightAdmin, PATHS.googleMaps)).toEqual({ connected: true });
    expect(maps.addresses).toEqual(['Payson, AZ']);
    expect(await runTest(rightAdmin, PATHS.followUpBoss)).toEqual({ connected: true });
    expect(fub.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /v1/identity 200',
    ]);
    expectNoSecretInLog();
  });

  it('answers not connected, naming the cause, with wrong credentials', async () => {
    expect(await runTest(wrongAdmin, PATHS.armls)).toEqual({
      connected: false,
      error: 'The MLS refused the access token (code 1000)',
    });
    expect(await runTest(wrongAdmin, PATHS.googleOAuth)).toEqual({
      connected: false,
      error: 'Google refused the client id or secret',
    });
    expect(await runTest(wrongAdmin, PATHS.googleMaps)).toEqual({
      connected: false,
      error: 'Google Maps refused the API key (REQUEST_DENIED: The provided API key is invalid.)',
    });
    expect(await runTest(wrongAdmin, PATHS.followUpBoss)).toEqual({
      connected: false,
      error: FOLLOW_UP_BOSS_REFUSED_KEY,
    });
    expectNoSecretInLog();
  });

  it('answers not configured without credentials, calling nobody', async () => {
    const before = {
      spark: spark.requests,
      maps: maps.requests,
      fub: fub.requests.length,
    };
    expect(await runTest(noneAdmin, PATHS.armls)).toEqual({
      connected: false,
      error: ARMLS_NOT_CONFIGURED,
    });
    expect(await runTest(noneAdmin, PATHS.googleOAuth)).toEqual({
      connected: false,
      error: GOOGLE_OAUTH_NOT_CONFIGURED,
    });
    expect(await runTest(noneAdmin, PATHS.googleMaps)).toEqual({
      connected: false,
      error: GOOGLE_MAPS_NOT_CONFIGURED,
    });
    expect(await runTest(noneAdmin, PATHS.followUpBoss)).toEqual({
      connected: false,
      error: FOLLOW_UP_BOSS_NOT_CONFIGURED,
    });
    expect({ spark: spark.requests, maps: maps.requests, fub: fub.requests.length }).toEqual(
      before,
    );
  });

  it('refuses anonymous visitors (401) and signed-in members who are not admins (403)', async () => {
    const anonymous = createHttpClient(right.app);
    const member = await signUp(right, 'connection-member');
    const before = { spark: spark.requests, maps: maps.requests, fub: fub.requests.length };
    for (const path of Object.values(PATHS)) {
      expect((await anonymous.get(path)).statusCode, path).toBe(401);
      expect((await member.get(path)).statusCode, path).toBe(403);
    }
    expect({ spark: spark.requests, maps: maps.requests, fub: fub.requests.length }).toEqual(
      before,
    );
  });
});

/** Default settings with the API section changed. */
function settingsWith(change: (api: AdminSettings['apiSettings']) => void): AdminSettings {
  const settings = defaultAdminSettings();
  change(settings.apiSettings);
  return settings;
}

describe('connection tests with the admin panel’s credentials and the services’ failures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** The tests of this configuration and these settings (the panel's secrets already opened). */
  const testsWith = (
    settings: AdminSettings,
    environment: Record<string, string> = {},
    timeoutMs?: number,
  ) =>
    createConnectionTests({
      config: testConfig(environment),
      currentSettings: async () => settings,
      integrations: t.integrations,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });

  it('ARMLS: the panel’s token wins when enabled; a blank base URL is the environment’s', async () => {
    const panel = settingsWith((api) => {
      api.armls = { ...api.armls, enabled: true, apiKey: SPARK_TOKEN, baseUrl: spark.apiBaseUrl };
    });
    expect(await testsWith(panel, { SPARK_ACCESS_TOKEN: WRONG.spark }).armls()).toEqual({
      connected: true,
    });

    const blankBase = settingsWith((api) => {
      api.armls = { ...api.armls, enabled: true, apiKey: ` ${SPARK_TOKEN} `, baseUrl: '' };
    });
    expect(await testsWith(blankBase, { SPARK_BASE_URL: spark.apiBaseUrl }).armls()).toEqual({
      connected: true,
    });

    const wrongToken = settingsWith((api) => {
      api.armls = { ...api.armls, enabled: true, apiKey: WRONG.spark, baseUrl: spark.apiBaseUrl };
    });
    expect(await testsWith(wrongToken).armls()).toEqual({
      connected: false,
      error: 'The MLS refused the access token (code 1000)',
    });
  });

  it('ARMLS: a disabled or blank panel falls back to the environment, else not configured', async () => {
    const disabled = settingsWith((api) => {
      api.armls = { ...api.armls, enabled: false, apiKey: SPARK_TOKEN, baseUrl: spark.apiBaseUrl };
    });
    expect(await testsWith(disabled).armls()).toEqual({
      connected: false,
      error: ARMLS_NOT_CONFIGURED,
    });
    const blank = settingsWith((api) => {
      api.armls = {
        ...api.armls,
        enabled: true,
        apiKey: '  ',
        baseUrl: 'https://elsewhere.example',
      };
    });
    expect(
      await testsWith(blank, {
        SPARK_ACCESS_TOKEN: SPARK_TOKEN,
        SPARK_BASE_URL: spark.apiBaseUrl,
      }).armls(),
    ).toEqual({ connected: true });
  });

  it('ARMLS: throttling, an outage, a timeout and an unreachable feed in words, without retries', async () => {
    const tests = testsWith(
      defaultAdminSettings(),
      { SPARK_ACCESS_TOKEN: SPARK_TOKEN, SPARK_BASE_URL: spark.apiBaseUrl },
      300,
    );
    spark.faults.rateLimitNext(1);
    const before = spark.requests;
    expect(await tests.armls()).toEqual({
      connected: false,
      error: 'The MLS feed is over its rate limit (code 1550); try again in a few minutes',
    });
    expect(spark.requests).toBe(before + 1);
    spark.faults.unavailableNext(1);
    expect(await tests.armls()).toEqual({
      connected: false,
      error: 'The MLS feed is unavailable right now (code 1510)',
    });
    spark.faults.latencyMs = 1500;
    expect(await tests.armls()).toEqual({
      connected: false,
      error: 'The MLS feed did not answer within 300 ms',
    });
    spark.faults.reset();

    const closedUrl = await closedPortUrl();
    const reply = await testsWith(defaultAdminSettings(), {
      SPARK_ACCESS_TOKEN: SPARK_TOKEN,
      SPARK_BASE_URL: `${closedUrl}/v1`,
    }).armls();
    expect(reply).toEqual({
      connected: false,
      error: `The MLS feed at ${new URL(closedUrl).host} could not be reached`,
    });
  });

  it('Google Maps: the panel’s key wins when enabled; throttling still proves the key', async () => {
    const environment = { GOOGLE_MAPS_API_KEY: WRONG.maps, GOOGLE_MAPS_BASE_URL: maps.baseUrl };
    const panel = settingsWith((api) => {
      api.googleMaps = { enabled: true, apiKey: MAPS_KEY };
    });
    expect(await testsWith(panel, environment).googleMaps()).toEqual({ connected: true });
    maps.failNext(1, 'over-query-limit');
    expect(await testsWith(panel, environment).googleMaps()).toEqual({ connected: true });

    const disabled = settingsWith((api) => {
      api.googleMaps = { enabled: false, apiKey: MAPS_KEY };
    });
    const fallback = await testsWith(disabled, environment).googleMaps();
    expect(fallback.connected).toBe(false);
    expect(fallback.error).toMatch(/^Google Maps refused the API key/);
    expect(await testsWith(disabled, { GOOGLE_MAPS_BASE_URL: maps.baseUrl }).googleMaps()).toEqual({
      connected: false,
      error: GOOGLE_MAPS_NOT_CONFIGURED,
    });
  });

  it('Google Maps: an outage and a timeout, without the key', async () => {
    const panel = settingsWith((api) => {
      api.googleMaps = { enabled: true, apiKey: MAPS_KEY };
    });
    const tests = testsWith(panel, { GOOGLE_MAPS_BASE_URL: maps.baseUrl }, 300);
    maps.failNext(1, 'unknown-error');
    expect(await tests.googleMaps()).toEqual({
      connected: false,
      error: 'Google Maps answered UNKNOWN_ERROR',
    });
    maps.failNext(1, 'drop');
    const dropped = await tests.googleMaps();
    expect(dropped.error).toMatch(/^Google Maps \(127\.0\.0\.1:\d+\) could not be reached/);
    maps.latencyMs = 1500;
    expect(await tests.googleMaps()).toEqual({
      connected: false,
      error: 'Google Maps did not answer within 300 ms',
    });
  });
});

describe('Follow Up Boss connection test: failures other than the key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl } });
  });
  afterAll(() => t?.close());

  const tests = (timeoutMs?: number) =>
    createConnectionTests({
      config: t.config,
      currentSettings: async () => defaultAdminSettings(),
      integrations: t.integrations,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });

  it('reports an outage in Follow Up Boss’s words and a slow reply as a timeout', async () => {
    fub.failNext(1, 503);
    expect(await tests().followUpBoss()).toEqual({
      connected: false,
      error: 'Follow Up Boss answered HTTP 503: Service temporarily unavailable.',
    });
    fub.dropNext(1);
    const dropped = await tests().followUpBoss();
    expect(dropped.error).toMatch(/^Follow Up Boss request failed: /);
    expect(dropped.error).not.toContain(FUB_KEY);

    fub.setLatency(1500);
    expect(await tests(300).followUpBoss()).toEqual({
      connected: false,
      error: 'Follow Up Boss did not answer within 300 ms',
    });
  });
});
