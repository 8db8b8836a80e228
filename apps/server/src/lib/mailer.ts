import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up banner: an SMTP host or the outbox folder. */
  readonly target: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(object: Record<string, unknown>, message: string): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: MailLogger;
}

/**
 * With SMTP_URL, mail goes through that server. Without it, each mail is written as an .eml file
 * under DATA_DIR/outbox (open it in any mail client) and its file is logged, so the demo works with
 * no mail server. Neither path logs the message body: it may hold a single-use link.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      target: `SMTP ${host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ to: message.to, subject: message.subject, via: host }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    target: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info(
        { to: message.to, subject: message.subject, file: pathToFileURL(file).href },
        'mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}

/** Keeps mail in memory: for tests, and for an app built without a mail configuration. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    target: 'memory',
    sent,
    async send(message) {
      sent.push(message);
    },
    close: () => undefined,
  };
}
