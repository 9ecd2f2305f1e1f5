import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { mailOutbox } from '../../db/schema';

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

  return {
    async send(message) {
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
  };
}
