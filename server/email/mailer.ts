import type { Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends OutgoingMail {
  sentAt: Date;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Mails kept by the development outbox (empty when SMTP_URL is set). */
  outbox(): OutboxEntry[];
  /** Whether mail can go out now: the SMTP server answers (the development outbox: always in development, never in production). */
  verify(): Promise<boolean>;
  close(): void;
}

const OUTBOX_SIZE = 100;

/**
 * SMTP when SMTP_URL is set (nodemailer, loaded with the first mail or check); otherwise a
 * development outbox, logged and shown at /auth/dev/outbox. In production without SMTP_URL no mail
 * goes out: the start says so, and each mail is logged by recipient and subject only, since its
 * links (sign-in, verification, reset, invitation) would let whoever reads the log use them.
 */
export function createMailer(config: Config, logger: Logger, clock: Clock): Mailer {
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    let transport: Promise<Transporter> | null = null;
    const smtp = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
    return {
      async send(mail) {
        await (await smtp()).sendMail({ from: config.MAIL_FROM, ...mail });
      },
      outbox: () => [],
      verify: () =>
        smtp()
          .then((open) => open.verify())
          .then(
            () => true,
            () => false,
          ),
      close: () =>
        void transport?.then(
          (open) => open.close(),
          () => undefined,
        ),
    };
  }
  const entries: OutboxEntry[] = [];
  if (config.isProduction) {
    logger.warn('SMTP_URL is not set: no email is sent (address confirmations, password resets, invitations, alerts); set it to an smtp:// or smtps:// URL');
  }
  return {
    async send(mail) {
      entries.unshift({ ...mail, sentAt: clock.now() });
      entries.length = Math.min(entries.length, OUTBOX_SIZE);
      if (config.isProduction) logger.warn({ to: mail.to, subject: mail.subject }, 'mail not sent (SMTP_URL is not set)');
      else logger.info({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail kept in the development outbox (SMTP_URL is not set)');
    },
    outbox: () => [...entries],
    verify: async () => !config.isProduction,
    close: () => undefined,
  };
}
