import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Forged host headers, as an attacker would send them. */
const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };

async function mailTo(t: TestApp, email: string): Promise<string> {
  // the reply may come before the mail is written: wait for it a little
  for (let i = 0; i < 50; i++) {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    if (mail) return `${mail.textBody}\n${mail.htmlBody ?? ''}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}`);
}

for (const { name, env, origin } of [
  { name: 'without PUBLIC_URL', env: {}, origin: 'http://localhost:3000' },
  {
    name: 'with PUBLIC_URL',
    env: { PUBLIC_URL: 'https://ridgeline.example' },
    origin: 'https://ridgeline.example',
  },
]) {
  describe(`absolute links ${name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // trusting a proxy is where X-Forwarded-Host would be read, if anything read it
      t = await createTestApp({ env: { ...env, TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('point password-reset mail at the configured origin, whatever the Host header says', async () => {
      const client = createHttpClient(t.app);
      const email = 'owner@example.com';
      const registered = await client.post('/api/register', {
        username: 'owner',
        email,
        password: 'granite-ridge-42',
        firstName: 'Olive',
        lastName: 'Owner',
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const res = await createHttpClient(t.app).post('/api/forgot-password', { email }, FORGED);
      expect(res.statusCode, res.body).toBe(200);
      const mail = await mailTo(t, email);
      expect(mail).toContain(`${origin}/reset-password?token=`);
      expect(mail).not.toContain('attacker.example');
    });

    it('write the sitemap and robots.txt with the configured origin', async () => {
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const res = await createHttpClient(t.app).get(path, FORGED);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).toContain(origin);
        expect(res.body, path).not.toContain('attacker.example');
      }
    });
  });
}
