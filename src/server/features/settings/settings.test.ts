import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANIMATION_MESSAGES,
  adminSettingsViewSchema,
  adminUsersReplySchema,
  settingsAuditReplySchema,
} from '../../../contract/admin-settings';
import { LISTING_DATA_DEFAULT_BASE_URL } from '../../../core/mls-feed';
import { adminSettings, users } from '../../db/schema';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSecretBox } from './secret-box';

const FUB_KEY = 'fub-live-key-7f3a9c1a2b';
const MLS_TOKEN = 'spark-token-0123456789abcdef';
const ENV_ADMIN = 'owner@example.com';

/** A PNG's first bytes (type checks read the signature, not the whole image). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let t: TestApp;
let admin: HttpClient;
let visitor: HttpClient;
const logLines: string[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  t = await createTestApp({ env: { ADMIN_EMAILS: ENV_ADMIN }, logger });
  admin = await signUpAdmin(t, 'settings-admin');
  visitor = await signUp(t, 'settings-visitor');
});
afterAll(async () => {
  await t?.close();
});

async function view(client = admin) {
  const res = await client.get('/api/admin/settings');
  expect(res.statusCode, res.body).toBe(200);
  return adminSettingsViewSchema.parse(res.json());
}

function patch(body: unknown, url = '/api/admin/settings', client = admin) {
  return client.request('PATCH', url, body);
}

describe('access', () => {
  const routes: Array<[string, string]> = [
    ['GET', '/api/admin/settings'],
    ['POST', '/api/admin/settings'],
    ['PATCH', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
    ['GET', '/api/admin/settings/audit'],
    ['PATCH', '/api/admin/badge-settings'],
    ['GET', '/api/admin/background'],
    ['POST', '/api/admin/background'],
    ['POST', '/api/admin/background/image'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['DELETE', '/api/admin/users/1'],
    ['GET', '/api/test/armls'],
    ['GET', '/api/test/google-oauth'],
    ['GET', '/api/test/google-maps'],
    ['GET', '/api/test/followupboss-auto'],
  ];

  it.each(routes)('%s %s: 401 anonymous, 403 for a visitor', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anonymous = await createHttpClient(t.app).request(method as 'GET', url, body);
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await visitor.request(method as 'GET', url, body);
    expect(signedIn.statusCode).toBe(403);
  });
});

describe('reading and changing sections', () => {
  it('starts with the defaults of the spec', async () => {
    const settings = await view();
    expect(settings.performanceSettings).toMatchObject({
      refreshIntervalMinutes: 5,
      maxConcurrentRequests: 3,
      requestThrottleMs: 1000,
      cacheExpiryMinutes: 15,
      heavyAnimations: true,
      autoSave: true,
      realTimeUpdates: false,
    });
    expect(settings.advancedSettings).toMatchObject({
      cacheDurationMinutes: 30,
      apiRateLimitPerMinute: 100,
      logLevel: 'info',
    });
    expect(settings.animationSettings).toEqual({ type: 'random', speed: 15, intensity: 5 });
    expect(settings.apiSettings.googleAppsScript.formType).toBe('both');
    // the listing-data base URL is the provider's API address, not blank
    expect(settings.apiSettings.armls.baseUrl).toBe(LISTING_DATA_DEFAULT_BASE_URL);
    expect(LISTING_DATA_DEFAULT_BASE_URL).toBe('https://replication.sparkapi.com/v1');
    expect(settings.apiSettings.googleForms.enabled).toBe(true);
    expect(settings.apiSettings.followupBoss.apiKey).toEqual({ isSet: false, hint: '' });
    expect(settings.environment).toMatchObject({
      mlsFeed: 'offline',
      testModeAvailable: false,
      defaultApplicationName: t.config.site.teamName,
    });
  });

  it('changes only the fields sent and keeps them', async () => {
    const res = await patch({
      performanceSettings: { refreshIntervalMinutes: 12, preloadData: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings = await view();
    expect(settings.performanceSettings).toMatchObject({
      refreshIntervalMinutes: 12,
      preloadData: true,
      maxConcurrentRequests: 3,
    });
  });

  it.each([
    [
      { performanceSettings: { refreshIntervalMinutes: 0 } },
      'performanceSettings.refreshIntervalMinutes',
    ],
    [
      { performanceSettings: { refreshIntervalMinutes: 61 } },
      'performanceSettings.refreshIntervalMinutes',
    ],
    [
      { performanceSettings: { maxConcurrentRequests: 11 } },
      'performanceSettings.maxConcurrentRequests',
    ],
    [{ performanceSettings: { requestThrottleMs: 99 } }, 'performanceSettings.requestThrottleMs'],
    [
      { performanceSettings: { cacheExpiryMinutes: 121 } },
      'performanceSettings.cacheExpiryMinutes',
    ],
    [{ backgroundSettings: { opacity: 101 } }, 'backgroundSettings.opacity'],
    [{ animationSettings: { type: 'spin' } }, 'animationSettings.type'],
    [{ animationSettings: { speed: 0 } }, 'animationSettings.speed'],
    [{ animationSettings: { speed: 61 } }, 'animationSettings.speed'],
    [{ animationSettings: { speed: 2.5 } }, 'animationSettings.speed'],
    [{ animationSettings: { intensity: 0 } }, 'animationSettings.intensity'],
    [{ animationSettings: { intensity: 11 } }, 'animationSettings.intensity'],
    [{ badgeSettings: { shadowIntensity: 'extreme' } }, 'badgeSettings.shadowIntensity'],
    [{ badgeSettings: { borderWidth: 4 } }, 'badgeSettings.borderWidth'],
    [
      { apiSettings: { zillow: { maxRequestsPerDay: 99 } } },
      'apiSettings.zillow.maxRequestsPerDay',
    ],
    [{ apiSettings: { zillow: { baseUrl: 'not a url' } } }, 'apiSettings.zillow.baseUrl'],
    [{ apiSettings: { followupBoss: { baseUrl: 'ftp:/x' } } }, 'apiSettings.followupBoss.baseUrl'],
    [{ generalSettings: { applicationName: 'x'.repeat(101) } }, 'generalSettings.applicationName'],
    [{ advancedSettings: { cacheDurationMinutes: 0 } }, 'advancedSettings.cacheDurationMinutes'],
  ])('refuses %j with a message on %s, writing nothing', async (body, field) => {
    const before = await view();
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    const after = await view();
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('refuses unknown sections and fields instead of dropping them', async () => {
    expect((await patch({ themeSettings: {} })).statusCode).toBe(400);
    expect((await patch({ performanceSettings: { turbo: true } })).statusCode).toBe(400);
  });

  it('PUT saves the Apps Script card (the form type chosen) and answers success and message', async () => {
    const res = await admin.request('PUT', '/api/admin/settings', {
      apiSettings: {
        googleAppsScript: {
          webhookUrl: 'https://script.google.com/macros/s/abc/exec',
          enabled: true,
          formType: 'google-form',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Settings saved' });
    expect((await view()).apiSettings.googleAppsScript).toEqual({
      webhookUrl: 'https://script.google.com/macros/s/abc/exec',
      enabled: true,
      formType: 'google-form',
    });
  });
});

describe('secrets', () => {
  it('are stored encrypted, shown as a hint, kept when blank, removed with null', async () => {
    const saved = await admin.post('/api/admin/settings', {
      apiSettings: {
        followupBoss: {
          apiKey: FUB_KEY,
          baseUrl: 'https://api.followupboss.com/v1',
          enabled: true,
        },
        armls: { apiKey: MLS_TOKEN, clientSecret: 'short' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(FUB_KEY);
    const settings = await view();
    expect(settings.apiSettings.followupBoss.apiKey).toEqual({ isSet: true, hint: '••••1a2b' });
    expect(settings.apiSettings.armls.clientSecret).toEqual({ isSet: true, hint: '••••' });

    // at rest: sealed, bound to its field, opened with the app's secret
    const [row] = await t.database.db.select().from(adminSettings).where(eq(adminSettings.id, 1));
    const stored = row!.apiSettings.followupBoss.apiKey;
    expect(JSON.stringify(row)).not.toContain(FUB_KEY);
    expect(stored.startsWith('enc:v1:')).toBe(true);
    const box = createSecretBox(t.config.appSecret);
    expect(box.open(stored, 'apiSettings.followupBoss.apiKey')).toBe(FUB_KEY);
    expect(() => box.open(stored, 'apiSettings.googleMaps.apiKey')).toThrow();
    expect(() =>
      createSecretBox('another-secret-of-at-least-32-chars!').open(
        stored,
        'apiSettings.followupBoss.apiKey',
      ),
    ).toThrow();

    // the server's own use sees the key
    expect((await t.integrations.current()).followUpBoss?.settings.apiKey).toBe(FUB_KEY);

    // blank keeps it
    await admin.post('/api/admin/settings', {
      apiSettings: { followupBoss: { apiKey: '', enabled: true } },
    });
    expect((await view()).apiSettings.followupBoss.apiKey.isSet).toBe(true);
    expect((await t.integrations.current()).followUpBoss?.settings.apiKey).toBe(FUB_KEY);

    // null removes it: Follow Up Boss is off again
    await patch({ apiSettings: { followupBoss: { apiKey: null }, armls: { apiKey: null } } });
    expect((await view()).apiSettings.followupBoss.apiKey).toEqual({ isSet: false, hint: '' });
    expect((await t.integrations.current()).followUpBoss).toBeNull();

    // never in the audit trail, never in a log line
    const audit = settingsAuditReplySchema.parse(
      (await admin.get('/api/admin/settings/audit')).json(),
    );
    expect(JSON.stringify(audit)).not.toContain(FUB_KEY);
    expect(audit.entries.some((e) => e.fields.includes('apiSettings.followupBoss.apiKey'))).toBe(
      true,
    );
    expect(logLines.join('')).not.toContain(FUB_KEY);
    expect(logLines.join('')).not.toContain(MLS_TOKEN);
  });
});

describe('badges and background', () => {
  it('PATCH /api/admin/badge-settings shows on the public badge settings', async () => {
    const res = await patch(
      { primaryBadge: '#0F766E', borderWidth: 2, shadowType: 'md' },
      '/api/admin/badge-settings',
    );
    expect(res.statusCode, res.body).toBe(200);
    const pub = await createHttpClient(t.app).get('/api/badge-settings');
    expect(pub.json().badgeSettings).toMatchObject({
      primaryBadge: '#0F766E',
      borderWidth: 2,
      shadowType: 'md',
    });
  });

  it('keeps an uploaded image once, serves it by URL, and refuses other files', async () => {
    const upload = (bytes: Buffer, type: string) =>
      admin.request('POST', '/api/admin/background/image', bytes, { 'content-type': type });
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json() as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/site-images\/[a-f0-9]{64}\.png$/);
    expect((await upload(PNG, 'image/png')).json().imageUrl).toBe(imageUrl);

    const served = await createHttpClient(t.app).get(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    expect((await upload(Buffer.from('<svg/>'), 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(Buffer.from('not a png at all'), 'image/png')).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The image is larger than 2 MB');

    const saved = await admin.post('/api/admin/background', {
      type: 'image',
      imageUrl,
      opacity: 60,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.get('/api/admin/background')).json()).toMatchObject({
      type: 'image',
      imageUrl,
      opacity: 60,
    });
    const unknown = await admin.post('/api/admin/background', {
      imageUrl: `/site-images/${'0'.repeat(64)}.png`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toHaveProperty('backgroundSettings.imageUrl');
    const dataUrl = await admin.post('/api/admin/background', {
      imageUrl: 'data:image/png;base64,AA',
    });
    expect(dataUrl.statusCode).toBe(400);
  });
});

describe('audit trail', () => {
  it('records who changed which fields of which section, newest first', async () => {
    await patch({ generalSettings: { applicationName: 'Mogollon Rim Homes' } });
    const audit = settingsAuditReplySchema.parse(
      (await admin.get('/api/admin/settings/audit')).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      actor: 'settings-admin',
      section: 'generalSettings',
      fields: ['generalSettings.applicationName'],
    });
    // a save that changes nothing is not a change
    const count = audit.entries.length;
    await patch({ generalSettings: { applicationName: 'Mogollon Rim Homes' } });
    const again = settingsAuditReplySchema.parse(
      (await admin.get('/api/admin/settings/audit')).json(),
    );
    expect(again.entries).toHaveLength(count);
    await patch({ generalSettings: { applicationName: '' } });
  });
});

describe('main area animation', () => {
  async function auditEntries() {
    return settingsAuditReplySchema.parse((await admin.get('/api/admin/settings/audit')).json())
      .entries;
  }

  it('refuses a bad type, speed or intensity with the field messages, writing and auditing nothing', async () => {
    const before = await view();
    const entries = (await auditEntries()).length;
    const res = await patch({ animationSettings: { type: 'spin', speed: 90, intensity: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'animationSettings.type': ANIMATION_MESSAGES.type,
      'animationSettings.speed': ANIMATION_MESSAGES.speed,
      'animationSettings.intensity': ANIMATION_MESSAGES.intensity,
    });
    const after = await view();
    expect(after.animationSettings).toEqual(before.animationSettings);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('saves a type, speed and intensity and records the change', async () => {
    const res = await patch({ animationSettings: { type: 'pan-left', speed: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await view()).animationSettings).toEqual({ type: 'pan-left', speed: 10, intensity: 5 });
    expect((await auditEntries())[0]).toMatchObject({
      actor: 'settings-admin',
      section: 'animationSettings',
      fields: ['animationSettings.type', 'animationSettings.speed'],
    });
    await patch({ animationSettings: { type: 'random', speed: 15 } });
  });
});

describe('admin users', () => {
  async function list(client = admin) {
    const res = await client.get('/api/admin/users');
    expect(res.statusCode, res.body).toBe(200);
    return adminUsersReplySchema.parse(res.json());
  }

  it('lists flagged accounts and ADMIN_EMAILS entries, adds and removes', async () => {
    const before = await list();
    expect(before.admins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'settings-admin', source: 'account' }),
        expect.objectContaining({ email: ENV_ADMIN, id: null, source: 'environment' }),
      ]),
    );
    await signUp(t, 'future-admin');
    const added = await admin.post('/api/admin/users', { identifier: 'future-admin@example.com' });
    expect(added.statusCode, added.body).toBe(200);
    const entry = adminUsersReplySchema
      .parse(added.json())
      .admins.find((a) => a.username === 'future-admin');
    expect(entry).toMatchObject({ source: 'account' });
    expect((await admin.post('/api/admin/users', { identifier: 'future-admin' })).statusCode).toBe(
      409,
    );
    expect((await admin.post('/api/admin/users', { identifier: 'nobody-here' })).statusCode).toBe(
      404,
    );

    const removed = await admin.request('DELETE', `/api/admin/users/${entry!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list()).admins.some((a) => a.username === 'future-admin')).toBe(false);
    const audit = settingsAuditReplySchema.parse(
      (await admin.get('/api/admin/settings/audit')).json(),
    );
    expect(audit.entries.slice(0, 2).map((e) => e.fields[0])).toEqual([
      'removed future-admin',
      'added future-admin',
    ]);
  });

  it('never removes yourself or an ADMIN_EMAILS admin', async () => {
    const me = (await list()).currentUserId;
    const self = await admin.request('DELETE', `/api/admin/users/${me}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot remove yourself as an admin');

    const owner = await signUp(t, 'owner');
    void owner;
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), email: ENV_ADMIN })
      .where(eq(users.username, 'owner'));
    const ownerEntry = (await list()).admins.find((a) => a.email === ENV_ADMIN);
    expect(ownerEntry).toMatchObject({ username: 'owner', source: 'environment' });
    const res = await admin.request('DELETE', `/api/admin/users/${ownerEntry!.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('ADMIN_EMAILS');
  });
});
