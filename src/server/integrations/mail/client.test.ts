import { desc } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testConfig } from '../../testing/test-app';
import { createMailer, singleLine, type Mailer, type MailMessage } from './client';

/*
 * Header injection: a lead's or a saved search's name ends up in a subject, and a line break
 * in a header field starts a new header ('Bcc: …') for a mail program, or a new line that
 * reads as one in the outbox table. The mailer makes every header field one line, once, on
 * both deliveries.
 */

const logger = pino({ level: 'silent' });
const EVIL = 'evil@example.com';

/** Every way a line can be broken inside a header value, followed by a forged Bcc line. */
const BREAKS: Array<[name: string, value: string]> = [
  ['CR LF', `\r\nBcc: ${EVIL}`],
  ['LF', `\nBcc: ${EVIL}`],
  ['CR', `\rBcc: ${EVIL}`],
  ['CR LF and a tab (a folded header)', `\r\n\tBcc: ${EVIL}`],
  ['a blank line (the start of the body)', `\r\n\r\nBcc: ${EVIL}`],
  ['U+2028 LINE SEPARATOR', `\u2028Bcc: ${EVIL}`],
  ['U+2029 PARAGRAPH SEPARATOR', `\u2029Bcc: ${EVIL}`],
  ['U+0085 NEXT LINE', `\u0085Bcc: ${EVIL}`],
  ['vertical tab and form feed', `\u000b\u000cBcc: ${EVIL}`],
  ['NUL and ESC', `\u0000\u001bBcc: ${EVIL}`],
  ['DEL', `\u007fBcc: ${EVIL}`],
];

/** What a header value with one of BREAKS reads after the mailer: one line, single spaces. */
const FLATTENED = `Hello Bcc: ${EVIL}`;

/** Any character that breaks a line or is a control character (tab included). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe('singleLine', () => {
  it('makes any text one line of single spaces', () => {
    for (const [name, value] of BREAKS) expect(singleLine(`Hello ${value}`), name).toBe(FLATTENED);
    expect(singleLine('  Quinn \t\t Quick  ')).toBe('Quinn Quick');
    expect(singleLine('Ünïcode “quoted” — name')).toBe('Ünïcode “quoted” — name');
    expect(singleLine('')).toBe('');
  });
});

describe('the mail outbox (no SMTP_URL)', () => {
  let database: TestDatabase;
  let mailer: Mailer;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailer = createMailer({ config: testConfig(), db: database.db, logger });
  });
  afterAll(async () => {
    mailer?.close();
    await database?.dispose();
  });

  async function lastRow() {
    const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    return row!;
  }

  it('keeps a subject with a line break as one line', async () => {
    for (const [name, value] of BREAKS) {
      expect(
        await mailer.send({ to: 'lead@example.com', subject: `Hello ${value}`, text: 'x' }),
      ).toBe('outbox');
      const row = await lastRow();
      expect(row.subject, name).toBe(FLATTENED);
      expect(row.subject, name).not.toMatch(LINE_BREAK_OR_CONTROL);
      expect(row.toAddress, name).toBe('lead@example.com');
    }
  });

  it('keeps the recipient as one line, and the body as it was written', async () => {
    await mailer.send({
      to: '\r\n lead@example.com,\u2028dana@example.com \r\n',
      subject: 'Hi',
      text: 'Line one\nLine two',
      html: '<p>One</p>\n<p>Two</p>',
    });
    const row = await lastRow();
    expect(row.toAddress).toBe('lead@example.com, dana@example.com');
    // bodies are not headers: their lines stay
    expect(row.textBody).toBe('Line one\nLine two');
    expect(row.htmlBody).toBe('<p>One</p>\n<p>Two</p>');
  });

  it('refuses a recipient that is not a list of addresses, and keeps nothing', async () => {
    const before = await lastRow();
    for (const [name, value] of BREAKS) {
      await expect(
        mailer.send({ to: `lead@example.com${value}`, subject: 'Hi', text: 'x' }),
        name,
      ).rejects.toThrow('not a list of e-mail addresses');
    }
    expect((await lastRow()).id).toBe(before.id);
  });
});

describe('SMTP', () => {
  type Received = { to: string[]; headers: string[]; data: string };
  const received: Received[] = [];
  let smtp: SMTPServer;
  let database: TestDatabase;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          // the message's own header lines, folded lines joined to theirs
          const head = data.slice(0, data.search(/\r\n\r\n/));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            headers: head.replace(/\r\n[ \t]+/g, ' ').split('\r\n'),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    database = await createTestDatabase();
    mailer = createMailer({
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      db: database.db,
      logger,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await database?.dispose();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** The header names nodemailer writes, and those the message asked for. */
  const EXPECTED_HEADERS = [
    'Content-Transfer-Encoding',
    'Content-Type',
    'Date',
    'From',
    'List-Unsubscribe',
    'List-Unsubscribe-Post',
    'MIME-Version',
    'Message-ID',
    'Subject',
    'To',
  ];

  async function sendOne(message: MailMessage): Promise<Received> {
    const before = received.length;
    expect(await mailer.send(message)).toBe('smtp');
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1);
    return received.at(-1)!;
  }

  function expectOnlyTheExpectedHeaders(mail: Received, name: string) {
    const names = mail.headers.map((line) => line.slice(0, line.indexOf(':')));
    expect(names.sort(), name).toEqual(EXPECTED_HEADERS);
    expect(mail.data, name).not.toMatch(/^Bcc:/im);
    expect(mail.to, name).toEqual(['lead@example.com']);
  }

  it('sends a subject and header values with line breaks as one header line each', async () => {
    for (const [name, value] of BREAKS) {
      const mail = await sendOne({
        to: 'lead@example.com',
        subject: `Hello ${value}`,
        text: 'x',
        headers: {
          'Message-ID': `<alert-1@ridgeline.example>${value}`,
          'List-Unsubscribe': `<https://homes.ridgeline.example/unsubscribe?t=1>${value}`,
          'List-Unsubscribe-Post': `List-Unsubscribe=One-Click${value}`,
        },
      });
      expectOnlyTheExpectedHeaders(mail, name);
      expect(mail.headers, name).toContain(`Subject: ${FLATTENED}`);
      expect(mail.headers, name).toContain(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click Bcc: evil@example.com',
      );
    }
  });

  it('never sends to an address forged into the recipient', async () => {
    const before = received.length;
    for (const [name, value] of BREAKS) {
      await expect(
        mailer.send({ to: `lead@example.com${value}`, subject: 'Hi', text: 'x' }),
        name,
      ).rejects.toThrow('not a list of e-mail addresses');
    }
    expect(received).toHaveLength(before);
  });

  it('refuses a header name with a line break rather than sending it', async () => {
    const before = received.length;
    for (const [name, value] of BREAKS) {
      await expect(
        mailer.send({
          to: 'lead@example.com',
          subject: 'Hi',
          text: 'x',
          headers: { [`List-Unsubscribe${value}`]: '<https://homes.ridgeline.example/u>' },
        }),
        name,
      ).rejects.toThrow('not a header name');
    }
    expect(received).toHaveLength(before);
  });
});
