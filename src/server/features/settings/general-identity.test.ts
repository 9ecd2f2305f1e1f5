import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSettingsViewSchema,
  GENERAL_MESSAGES,
  settingsAuditReplySchema,
} from '../../../contract/admin-settings';
import { siteInfoResponseSchema } from '../../../contract/system';
import { signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { warnAboutSampleIdentity } from '../system/identity';
import { createSettings } from './settings';

/*
 * The General tab's identity fields (issue 41): the admin's agent name, photo, phone, office
 * address and links replace the SITE_* variables' on every page, a blank field falls back to
 * the variable, and the Company Description becomes the site's meta description.
 */

/** A PNG's first bytes (the upload checks the signature, not the whole image). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const ENVIRONMENT = {
  SITE_AGENT_NAME: 'Env Agent',
  SITE_PHONE: '(928) 474-1000',
  SITE_PHOTO_URL: '/env-photo.jpg',
  SITE_OFFICE_ADDRESS: '1 Env St, Payson, AZ 85541',
  SITE_ABOUT_URL: 'https://env-team.com/about',
  SITE_BRIDGE_LENDER_URL: 'https://env-lender.com/apply',
};

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ENVIRONMENT, PUBLIC_URL: 'https://homes.rim.com' } });
  admin = await signUpAdmin(t, 'identity-admin');
});
afterAll(async () => {
  await t?.close();
});

const patch = (generalSettings: Record<string, unknown>) =>
  admin.request('PATCH', '/api/admin/settings', { generalSettings });

async function siteInfo() {
  const res = await createHttpClient(t.app).get('/api/site');
  expect(res.statusCode, res.body).toBe(200);
  return siteInfoResponseSchema.parse(res.json());
}

async function settingsView() {
  return adminSettingsViewSchema.parse((await admin.get('/api/admin/settings')).json());
}

async function uploadPhoto(): Promise<string> {
  const res = await admin.request('POST', '/api/admin/background/image', PNG, {
    'content-type': 'image/png',
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { imageUrl: string }).imageUrl;
}

/** The home page as a crawler reads it. */
async function homeHead() {
  const html = (await createHttpClient(t.app).get('/')).body;
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return { html, description: meta('description'), og: meta('og:description') };
}

const BLANK = {
  agentName: '',
  agentPhotoUrl: '',
  phone: '',
  officeAddress: '',
  aboutUrl: '',
  bridgeLenderUrl: '',
  companyDescription: '',
};

describe('the team identity of the General tab', () => {
  it('starts blank, with the environment as what visitors see', async () => {
    const view = await settingsView();
    expect(view.generalSettings).toMatchObject(BLANK);
    expect(view.environment.defaultIdentity).toEqual({
      agentName: 'Env Agent',
      phone: '(928) 474-1000',
      photoUrl: '/env-photo.jpg',
      officeAddress: '1 Env St, Payson, AZ 85541',
      aboutUrl: 'https://env-team.com/about',
      bridgeLenderUrl: 'https://env-lender.com/apply',
    });
    const site = await siteInfo();
    expect(site.identity).toMatchObject(view.environment.defaultIdentity!);
    expect(site.description).toBeUndefined();
  });

  it('saves every field, audits them, and serves them to every page; blank falls back', async () => {
    const photo = await uploadPhoto();
    const res = await patch({
      agentName: '  Maria Lopez ',
      agentPhotoUrl: photo,
      phone: '928-474-2211',
      officeAddress: '100 W Main St, Payson, AZ 85541',
      aboutUrl: 'https://www.rimcountryhomes.com/about',
      bridgeLenderUrl: 'http://apply.rimlending.com/bridge',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsView()).generalSettings.agentName).toBe('Maria Lopez');

    const expected = {
      agentName: 'Maria Lopez',
      photoUrl: photo,
      phone: '928-474-2211',
      officeAddress: '100 W Main St, Payson, AZ 85541',
      aboutUrl: 'https://www.rimcountryhomes.com/about',
      bridgeLenderUrl: 'http://apply.rimlending.com/bridge',
    };
    expect((await siteInfo()).identity).toMatchObject(expected);
    // the page shell embeds the same reply, and the home page's agent data uses it
    const { html } = await homeHead();
    expect(html).toContain('"telephone":"928-474-2211"');
    expect(html).toContain('"streetAddress":"100 W Main St"');

    const audit = settingsAuditReplySchema.parse(
      (await admin.get('/api/admin/settings/audit')).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      actor: 'identity-admin',
      section: 'generalSettings',
    });
    expect([...audit.entries[0]!.fields].sort()).toEqual(
      [
        'generalSettings.agentName',
        'generalSettings.agentPhotoUrl',
        'generalSettings.phone',
        'generalSettings.officeAddress',
        'generalSettings.aboutUrl',
        'generalSettings.bridgeLenderUrl',
      ].sort(),
    );

    // clearing a field hands it back to the environment, the others stay the admin's
    expect((await patch({ phone: '', agentPhotoUrl: '' })).statusCode).toBe(200);
    expect((await siteInfo()).identity).toMatchObject({
      ...expected,
      phone: '(928) 474-1000',
      photoUrl: '/env-photo.jpg',
    });
    expect((await patch(BLANK)).statusCode).toBe(200);
    expect((await siteInfo()).identity).toMatchObject(
      (await settingsView()).environment.defaultIdentity!,
    );
  });

  it.each([
    [{ phone: '555-0142' }, 'phone', GENERAL_MESSAGES.phone],
    [{ phone: 'call (928) 474-2211' }, 'phone', GENERAL_MESSAGES.phone],
    [{ phone: '9'.repeat(31) }, 'phone', GENERAL_MESSAGES.phone],
    [{ aboutUrl: 'www.rimcountryhomes.com' }, 'aboutUrl', GENERAL_MESSAGES.link],
    [{ aboutUrl: 'javascript:alert(1)' }, 'aboutUrl', GENERAL_MESSAGES.link],
    [{ bridgeLenderUrl: 'ftp://lender.com/apply' }, 'bridgeLenderUrl', GENERAL_MESSAGES.link],
    [{ agentPhotoUrl: 'https://cdn.com/me.png' }, 'agentPhotoUrl', GENERAL_MESSAGES.photo],
    [
      { agentPhotoUrl: `/site-images/${'0'.repeat(64)}.png` },
      'agentPhotoUrl',
      GENERAL_MESSAGES.photo,
    ],
    [{ agentName: 'x'.repeat(101) }, 'agentName', 'At most 100 characters'],
    [{ officeAddress: 'x'.repeat(201) }, 'officeAddress', 'At most 200 characters'],
    [{ companyDescription: 'x'.repeat(2001) }, 'companyDescription', 'At most 2000 characters'],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, field, message) => {
    const before = await settingsView();
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [`generalSettings.${field}`]: message },
    });
    expect((await settingsView()).updatedAt).toBe(before.updatedAt);
  });
});

describe('the company description', () => {
  it('is the home page meta description when set, and the default one otherwise', async () => {
    const before = await homeHead();
    expect(before.description).toMatch(/^Search MLS listings in Payson/);

    const text = 'Rim Country’s home team since 1998 & proud of it. '.repeat(10).trim();
    expect((await patch({ companyDescription: text })).statusCode).toBe(200);
    expect((await siteInfo()).description).toBe(text);
    const after = await homeHead();
    // one line, cut at a word, escaped
    expect(after.description).toMatch(/^Rim Country’s home team since 1998 &amp; proud of it\./);
    expect(after.description!.length).toBeLessThanOrEqual(320);
    expect(after.description).toMatch(/…$/);
    expect(after.og).toBe(after.description);
    expect(after.html).toContain('"description":"Rim Country’s home team since 1998');

    expect((await patch({ companyDescription: '' })).statusCode).toBe(200);
    expect((await siteInfo()).description).toBeUndefined();
    expect((await homeHead()).description).toBe(before.description);
  });
});

describe('the start-up warning about sample details', () => {
  function capture() {
    const lines: Array<{ details: object; message: string }> = [];
    return {
      lines,
      logger: { warn: (details: object, message: string) => lines.push({ details, message }) },
    };
  }

  it('names the sample fields in force, in one line, in production only', async () => {
    const samples = await createTestApp();
    try {
      const settings = createSettings({ db: samples.database.db, config: samples.config });
      const production = { ...samples.config, nodeEnv: 'production' as const };

      const quiet = capture();
      expect(
        await warnAboutSampleIdentity({ config: samples.config, settings, logger: quiet.logger }),
      ).toEqual([]);
      expect(quiet.lines).toEqual([]);

      const loud = capture();
      const fields = await warnAboutSampleIdentity({
        config: production,
        settings,
        logger: loud.logger,
      });
      expect(fields).toEqual([
        'agentName',
        'phone',
        'photoUrl',
        'officeAddress',
        'aboutUrl',
        'bridgeLenderUrl',
      ]);
      expect(loud.lines).toHaveLength(1);
      expect(loud.lines[0]!.message).toBe(
        'The site still shows sample contact details (agent name, phone, agent photo, office address, about link, bridge-loan lender link): set them in Admin > General or with the SITE_* variables',
      );

      // what the admin saved counts: only what is left is named
      await settings.update(
        { generalSettings: { agentName: 'Maria Lopez', phone: '(928) 474-2211' } },
        { userId: null, name: 'test' },
      );
      const after = capture();
      expect(
        await warnAboutSampleIdentity({ config: production, settings, logger: after.logger }),
      ).toEqual(['photoUrl', 'officeAddress', 'aboutUrl', 'bridgeLenderUrl']);
    } finally {
      await samples.close();
    }
  });

  it('stays quiet when the environment gives real details', async () => {
    const settings = createSettings({ db: t.database.db, config: t.config });
    const log = capture();
    expect(
      await warnAboutSampleIdentity({
        config: { ...t.config, nodeEnv: 'production' },
        settings,
        logger: log.logger,
      }),
    ).toEqual([]);
    expect(log.lines).toEqual([]);
  });
});
