import { like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { listAdminAccounts } from '../../features/accounts/store';
import { teamAlertJob } from '../../features/leads/team-alert';
import { renderAlertMail } from '../../features/saved-searches/alert-mail';
import { signUpAdmin } from '../../testing/admin-client';
import { createHttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createMailer } from './client';

/*
 * Names typed with line breaks, end to end: a lead's name in the team's new-lead e-mail, a
 * saved search's name in its alert. The subject stays one line (the mailer) and the text gets
 * no line of the name's making ('Bcc: …' at the start of a line).
 */

const logger = pino({ level: 'silent' });
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

describe('a lead named with line breaks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      jobs: ({ database, config, integrations }) => [
        teamAlertJob({
          db: database.db,
          config,
          mailer: createMailer({ config, db: database.db, logger }),
          settings: integrations.settings,
          adminEmails: async () =>
            (await listAdminAccounts(database.db, config.adminEmails)).map((a) => a.email),
        }),
      ],
    });
    await signUpAdmin(t, 'header-admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gets a team e-mail with a one-line subject and no forged line in its text', async () => {
    const res = await createHttpClient(t.app).post(
      '/api/contacts',
      validLead({
        firstName: 'Quinn\r\nBcc: evil@example.com',
        lastName: 'Quick\u2028X-Forged: yes\n',
        comments: 'Call after five.\r\nBcc: evil2@example.com',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);

    const newLeadMail = () =>
      t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'New lead:%'));
    await expect
      .poll(async () => (await newLeadMail()).length, { timeout: 30_000, interval: 100 })
      .toBe(1);
    const [mail] = await newLeadMail();

    expect(mail!.toAddress).toBe('header-admin@example.com');
    expect(mail!.subject).not.toMatch(LINE_BREAK);
    expect(mail!.subject).toBe('New lead: Quinn Bcc: evil@example.com Quick X-Forged: yes');
    // the text: the name on its line; a comment's second line indented under its label
    expect(mail!.textBody).toContain(
      'A new lead just came in from the website: Quinn Bcc: evil@example.com Quick X-Forged: yes.',
    );
    expect(mail!.textBody).toContain('Comments: Call after five.\n  Bcc: evil2@example.com');
    expect(mail!.textBody).not.toMatch(/^(Bcc|X-Forged):/m);
  }, 40_000);
});

describe('a saved search named with line breaks', () => {
  it('gets an alert with a one-line subject and no forged line in its text', () => {
    const name = 'Payson cabins\r\nBcc: evil@example.com\u2029X-Forged: yes';
    const mail = renderAlertMail({
      to: 'visitor@example.com',
      firstName: 'Dana\nBcc: evil3@example.com',
      teamName: 'Ridgeline',
      mlsName: 'ARMLS',
      origin: 'https://homes.ridgeline.example',
      year: 2026,
      searches: [
        {
          name,
          link: 'https://homes.ridgeline.example/search?city=Payson',
          unsubscribeUrl: 'https://homes.ridgeline.example/unsubscribe/1',
          listings: [],
          more: 1,
        },
      ],
      unsubscribeAllUrl: 'https://homes.ridgeline.example/unsubscribe/all',
      messageId: '<alert-1@ridgeline.example>',
    });
    expect(mail!.subject).not.toMatch(LINE_BREAK);
    expect(mail!.subject).toBe(
      '1 listing for your saved search “Payson cabins Bcc: evil@example.com X-Forged: yes”',
    );
    expect(mail.text).toContain('Hi Dana Bcc: evil3@example.com,');
    expect(mail.text).toContain('“Payson cabins Bcc: evil@example.com X-Forged: yes”');
    expect(mail.text).not.toMatch(/^(Bcc|X-Forged):/m);
  });
});
