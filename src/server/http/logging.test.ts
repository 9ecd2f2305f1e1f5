import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOGGER_OPTIONS, loggableUrl, redactSecretsInFields, redactSecretsInText } from './logging';

/** Values planted in requests that fail in the database: none may reach the log. */
const PLANTED = {
  email: 'planted.lead@example.com',
  phone: '928-555-7319',
  password: 'Planted-Pass-9931',
  token: 'PlantedResetToken7731',
  code: 'PlantedOAuthCode5521',
};

describe('logs without personal data', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info', ...LOGGER_OPTIONS },
      { write: (line: string) => lines.push(line) },
    );
    t = await createTestApp({ logger });
    // the tables the lead intake and registration write to are gone: their queries fail
    await t.database.db.execute(sql`alter table crm_contacts rename to crm_contacts_gone`);
    await t.database.db.execute(sql`alter table users rename to users_gone`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a failed query by its text and error code, never its parameters', async () => {
    const lead = await createHttpClient(t.app).post('/api/contacts', {
      firstName: 'Planted',
      lastName: 'Lead',
      email: PLANTED.email,
      phone: PLANTED.phone,
      elapsedMs: 20_000,
    });
    expect(lead.statusCode).toBe(500);
    const registration = await createHttpClient(t.app).post('/api/register', {
      username: 'planted',
      email: PLANTED.email,
      password: PLANTED.password,
      firstName: 'Planted',
      lastName: 'User',
    });
    expect(registration.statusCode).toBe(500);
    await createHttpClient(t.app).get(`/reset-password?token=${PLANTED.token}`);
    await createHttpClient(t.app).get(
      `/api/auth/google/callback?code=${PLANTED.code}&state=${PLANTED.token}`,
    );

    const log = lines.join('');
    for (const value of Object.values(PLANTED)) expect(log).not.toContain(value);
    // what an operator needs is still there: the query text and PostgreSQL's error code
    expect(log).toContain('Failed query');
    expect(log).toContain('42P01');
    expect(log).toContain('/reset-password?[redacted]');
  });

  it('strips secrets from logged URLs', () => {
    expect(loggableUrl('/reset-password?token=abc')).toBe('/reset-password?[redacted]');
    expect(loggableUrl('/api/auth/google/callback?code=abc&state=def')).toBe(
      '/api/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(loggableUrl('/?city=Payson')).toBe('/?city=Payson');
    // a client's buyer file link is a bearer secret
    expect(loggableUrl('/bfr/Zx9_secret-id-0123456789ab')).toBe('/bfr/[redacted]');
    expect(loggableUrl('/api/admin/bfr/links/Zx9_secret-id-0123456789ab/revoke')).toBe(
      '/api/admin/bfr/links/[redacted]/revoke',
    );
    expect(loggableUrl('/bfr-form?contactId=7')).toBe('/bfr-form?contactId=7');
    // so is a saved comparison's (decision 018)
    expect(loggableUrl('/compare?saved=Vq3xT9bLk2mN8pR4sW6yZ1aC')).toBe(
      '/compare?saved=%5Bredacted%5D',
    );
    expect(loggableUrl('/api/comparisons/shared/Vq3xT9bLk2mN8pR4sW6yZ1aC')).toBe(
      '/api/comparisons/shared/[redacted]',
    );
    expect(loggableUrl('/compare?ids=1,2')).toBe('/compare?ids=1,2');
    // absolute and protocol-relative URLs (a browser's page address) by the same rules
    expect(loggableUrl('https://homes.example/bfr/Zx9_secret-id')).toBe(
      'https://homes.example/bfr/[redacted]',
    );
    expect(loggableUrl('//homes.example/api/comparisons/shared/Vq3x')).toBe(
      '//homes.example/api/comparisons/shared/[redacted]',
    );
    expect(loggableUrl('https://homes.example/reset-password?token=abc#top')).toBe(
      'https://homes.example/reset-password?[redacted]#top',
    );
    // a secret in the fragment (OAuth's implicit flow) or in a URL given as a parameter
    expect(loggableUrl('/account#access_token=abc&token_type=bearer')).toBe(
      '/account#access_token=%5Bredacted%5D&token_type=bearer',
    );
    expect(loggableUrl('/login?next=%2Fbfr%2FZx9_secret-id')).toBe(
      '/login?next=%2Fbfr%2F%5Bredacted%5D',
    );
    expect(loggableUrl('/account#section')).toBe('/account#section');
  });

  it('strips secrets from every URL in free text and keeps the rest', () => {
    expect(redactSecretsInText('Failed to load https://site.example/bfr/AbCd1234 (500)')).toBe(
      'Failed to load https://site.example/bfr/[redacted] (500)',
    );
    expect(redactSecretsInText('TypeError at /reset-password?token=abc')).toBe(
      'TypeError at /reset-password?[redacted]',
    );
    expect(redactSecretsInText(`see "/compare?saved=Vq3x" and ('/bfr/Zx9').`)).toBe(
      `see "/compare?saved=%5Bredacted%5D" and ('/bfr/[redacted]').`,
    );
    expect(redactSecretsInText('    at f (https://site.example/bfr/Zx9:12:34)')).toBe(
      '    at f (https://site.example/bfr/[redacted]:12:34)',
    );
    // text without a URL, and URLs without secrets, are left as they are
    const plain =
      'What? a / b, 1/2 and/or https://site.example/assets/app.js:1:2 and /?city=Payson';
    expect(redactSecretsInText(plain)).toBe(plain);
  });

  it('strips secrets from every string field of a record, named or not', () => {
    const report = {
      kind: 'error',
      message: 'at /bfr/Zx9secret',
      addedLater: 'https://site.example/compare?saved=Vq3xsecret',
      nested: { frames: ['/reset-password?token=abcsecret'], count: 2 },
    };
    const logged = redactSecretsInFields(report);
    expect(JSON.stringify(logged)).not.toMatch(/Zx9secret|Vq3xsecret|abcsecret/);
    expect(logged).toEqual({
      kind: 'error',
      message: 'at /bfr/[redacted]',
      addedLater: 'https://site.example/compare?saved=%5Bredacted%5D',
      nested: { frames: ['/reset-password?[redacted]'], count: 2 },
    });
  });
});
