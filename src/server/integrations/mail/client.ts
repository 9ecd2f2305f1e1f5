import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { mailOutbox } from '../../db/schema';
import { mailFailed, mailSent } from '../../process-metrics';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers (List-Unsubscribe, Message-ID) for SMTP; the outbox table keeps the
   * message without them.
   */
  headers?: Record<string, string>;
};
export type MailDelivery = 'smtp' | 'outbox';

/**
 * Line breaks and control characters: CR, LF and every other C0 control (tab included), DEL,
 * the C1 controls (U+0085 NEXT LINE among them), U+2028 and U+2029.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A value as one line: every line break or control character a space, runs of whitespace one
 * space, no space at either end. For header fields, and for a value a text body puts after a
 * label ('Name: …'), so a name typed with line breaks cannot start a line of its own there
 * ('Bcc: …').
 */
export function singleLine(value: string): string {
  return value.replace(BREAKS_AND_CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** One address ('dana@example.com'): no display name, group, comment, quote or space. */
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/** A header name (RFC 5322 field-name): printable ASCII without ':' or space. */
const HEADER_NAME = /^[!-9;-~]+$/;

/**
 * The message with every header field on one line (subject, recipients, each extra header's
 * name and value): what SMTP sends and the outbox keeps. Recipients that are not plain
 * addresses after that ('a@example.com Bcc: b@example.com' reads as a group to nodemailer,
 * which then mails b@) and header names that are not names are refused.
 */
function withSingleLineHeaders(message: MailMessage): MailMessage {
  const to = singleLine(message.to);
  const addresses = to.split(',').map((address) => address.trim());
  if (!addresses.every((address) => PLAIN_ADDRESS.test(address))) {
    throw new Error('mail recipient is not a list of e-mail addresses');
  }
  const headers = message.headers
    ? Object.fromEntries(
        Object.entries(message.headers).map(([name, value]) => {
          const key = singleLine(name);
          if (!HEADER_NAME.test(key)) {
            throw new Error(`mail header ${JSON.stringify(key)} is not a header name`);
          }
          return [key, singleLine(value)];
        }),
      )
    : undefined;
  return {
    ...message,
    to: addresses.join(', '),
    subject: singleLine(message.subject),
    ...(headers ? { headers } : {}),
  };
}

export type Mailer = {
  /** Sends through SMTP when SMTP_URL is set; otherwise keeps the message in the outbox table. */
  send(message: MailMessage): Promise<MailDelivery>;
  close(): void;
};

/** The mail integration: nodemailer over SMTP, or the outbox table plus a log line (development). */
export function createMailer(deps: {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
}): Mailer {
  const { config, db, logger } = deps;
  let transport: Transporter | null = null;
  if (config.mail.smtpUrl) {
    const options: SMTPTransport.Options & { url: string } = {
      url: config.mail.smtpUrl,
      // A slow mail server must not hold a visitor's request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    transport = nodemailer.createTransport(options);
  }

  return countedMail(transport ? 'smtp' : 'outbox', {
    async send(unsafe) {
      // once, before either delivery: a name typed with line breaks cannot forge a header
      const message = withSingleLineHeaders(unsafe);
      if (transport) {
        await transport.sendMail({ from: config.mail.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return 'smtp';
      }
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
      if (config.isProduction) {
        // Bodies can hold reset links: production logs never carry them.
        logger.warn(
          { to: message.to, subject: message.subject },
          'SMTP_URL not set: mail kept in the outbox table',
        );
      } else {
        logger.info(
          { to: message.to, subject: message.subject, body: message.text },
          'mail kept in the outbox (no SMTP_URL)',
        );
      }
      return 'outbox';
    },
    close() {
      transport?.close();
    },
  });
}

/** Counts each message sent or failed, for /metrics (process-metrics.ts). */
function countedMail(transport: MailDelivery, mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        const delivery = await mailer.send(message);
        mailSent.inc({ transport: delivery });
        return delivery;
      } catch (error) {
        mailFailed.inc({ transport });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
