import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoResponseSchema } from '../../src/contract/system';
import { VISITOR_BACKGROUND_DEFAULTS } from '../../src/core/main-background';
import { createSettings } from '../../src/server/features/settings/settings';
import { signUpAdmin } from '../../src/server/testing/admin-client';
import { createHttpClient, type HttpClient } from '../../src/server/testing/http-client';
import { insertListings, makeListing } from '../../src/server/testing/listing-factory';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { renderApp } from '../../src/web/entry-server';

/*
 * What the admin settings change on the visitor site, through the real app and its page
 * renderer: the name, the look written into the page head, the listings API limit.
 */

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp({ renderApp });
  admin = await signUpAdmin(t, 'effects-admin');
  await insertListings(t.database.db, [
    makeListing({ listingKey: 'fx-1', mlsNumber: '7000001', city: 'Payson', status: 'ACTIVE' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const patch = (body: unknown) => admin.request('PATCH', '/api/admin/settings', body);

describe('visitor pages follow the settings', () => {
  it('the General tab names the site in the header data and the page titles', async () => {
    const visitor = createHttpClient(t.app);
    const before = siteInfoResponseSchema.parse((await visitor.get('/api/site')).json());
    expect(before.identity.teamName).toBe(t.config.site.teamName);

    expect(
      (await patch({ generalSettings: { applicationName: 'Rim Country Homes' } })).statusCode,
    ).toBe(200);
    const after = siteInfoResponseSchema.parse((await visitor.get('/api/site')).json());
    expect(after.identity.teamName).toBe('Rim Country Homes');
    const page = await visitor.get('/just-listed');
    expect(page.body).toMatch(/<title>[^<]*Rim Country Homes<\/title>/);

    await patch({ generalSettings: { applicationName: '' } });
    expect(
      siteInfoResponseSchema.parse((await visitor.get('/api/site')).json()).identity.teamName,
    ).toBe(t.config.site.teamName);
  });

  it('writes the background and badge colours into the head of server-rendered pages at once', async () => {
    // no background saved yet: visitor pages take the visitor look's defaults, the panel its own
    const fresh = createSettings({ db: t.database.db, config: t.config });
    await fresh.load();
    expect(fresh.appearance().background).toEqual(VISITOR_BACKGROUND_DEFAULTS);
    expect((await fresh.view()).backgroundSettings).toMatchObject({
      gradientStart: '#1e293b',
      gradientEnd: '#334155',
      gradientDirection: 'to bottom right',
    });
    const visitor = createHttpClient(t.app);
    const first = await visitor.get('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<style id="site-appearance">html:root{--main-background:#F8FAFC');

    expect(
      (
        await admin.post('/api/admin/background', {
          type: 'gradient',
          gradientStart: '#0F766E',
          gradientEnd: '#134E4A',
          gradientDirection: 'to right',
          opacity: 80,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.request('PATCH', '/api/admin/badge-settings', {
          primaryBadge: '#1E3A8A',
          primaryText: '#FFFFFF',
        })
      ).statusCode,
    ).toBe(200);

    // saved: visitor pages show what the admin saved
    const reread = createSettings({ db: t.database.db, config: t.config });
    await reread.load();
    expect(reread.appearance().background).toMatchObject({ type: 'gradient', opacity: 80 });

    // the anonymous page was cached: the change empties the cache, the next render shows it
    const second = await visitor.get('/');
    // the teal gradient faded to 80% over the light page is a mid tone: veiled, with the text
    // tone that reads on it (issue 41)
    expect(second.body).toMatch(
      /--main-background:linear-gradient\(rgba\([^)]*\), rgba\([^)]*\)\), linear-gradient\(to right, #0F766E, #134E4A\);--main-background-opacity:0\.8;--main-foreground:#(0f172a|ffffff)/,
    );
    expect(second.body).toContain('--badge-primary-bg:#1e3a8a');
    // the listing's card in the server-rendered markup takes the variables
    expect(second.body).toContain('bg-[var(--badge-primary-bg)]');
  });
});

describe('the listings API limit', () => {
  it('counts a visitor\u2019s requests per minute, never the server\u2019s own renders', async () => {
    expect((await patch({ advancedSettings: { apiRateLimitPerMinute: 10 } })).statusCode).toBe(200);
    const visitor = createHttpClient(t.app);
    for (let n = 0; n < 10; n++) {
      expect((await visitor.get('/api/properties?city=Payson')).statusCode).toBe(200);
    }
    const refused = await visitor.get('/api/properties?city=Payson');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many listing requests from this network/);

    // the page itself still renders with its listings for the same visitor
    const page = await visitor.get('/?city=Payson');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('7000001');

    // another visitor has a budget of their own; this machine (loopback) is not limited
    expect((await createHttpClient(t.app).get('/api/properties')).statusCode).toBe(200);
    const local = createHttpClient(t.app, { ip: '127.0.0.1' });
    for (let n = 0; n < 12; n++) {
      expect((await local.get('/api/properties')).statusCode).toBe(200);
    }
    await patch({ advancedSettings: { apiRateLimitPerMinute: 100 } });
  });
});
