import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  /** Links found in the body, quoted-printable soft breaks and HTML entities of the links undone. */
  links: string[];
}

/** A real SMTP server on a free port that keeps every message it receives. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: Array<() => void> = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const subjectLine = (/^Subject: (.*)$/m.exec(headers)?.[1] ?? '').replace(/\?=\s*=\?UTF-8\?Q\?/gi, '');
        const subject = subjectLine.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, text: string) =>
          Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
        );
        this.mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject,
          // An HTML part's links read as a mail client reads them: `&amp;` is `&`.
          links: [...new Set((decoded.match(/https?:\/\/[^\s"<>]+/g) ?? []).map((link) => link.replace(/&amp;/g, '&')))],
        });
        this.waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next mail to `to` (already received or arriving within the timeout). */
  async next(to: string, after = 0, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.slice(after).find((mail) => mail.to.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  linkTo(mail: CaughtMail, path: string): URL {
    const link = mail.links.find((candidate) => new URL(candidate).pathname === path);
    if (!link) throw new Error(`No ${path} link in: ${mail.links.join(', ')}`);
    return new URL(link);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
