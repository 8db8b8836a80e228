import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Transporter } from 'nodemailer';

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
  // nodemailer loads with the first mail, not with the server (a start does not send mail).
  let transport: Transporter | null = null;
  let loading: Promise<Transporter> | null = null;
  const smtpUrl = options.smtpUrl;
  const transportNow = () =>
    (loading ??= import('nodemailer').then(({ default: nodemailer }) => {
      transport = smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      return transport;
    }));
  const close = () => transport?.close();

  if (smtpUrl) {
    const host = new URL(smtpUrl).host;
    return {
      target: `SMTP ${host}`,
      async send(message) {
        await (await transportNow()).sendMail({ from: options.from, ...message });
        options.logger.info({ to: message.to, subject: message.subject, via: host }, 'mail sent');
      },
      close,
    };
  }

  return {
    target: options.outboxDir,
    async send(message) {
      const info = await (await transportNow()).sendMail({ from: options.from, ...message });
      const file = await writeOutboxFile(options.outboxDir, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file: pathToFileURL(file).href },
        'mail written to the outbox',
      );
    },
    close,
  };
}

/**
 * Writes one composed message (nodemailer's stream transport output) as an .eml file in the
 * outbox folder, readable by its owner only; answers the file's path. The newsletters' engine
 * writes there too when there is no SMTP_URL.
 */
export async function writeOutboxFile(
  outboxDir: string,
  message: Buffer | string,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
  await writeFile(file, message, { mode: 0o600 });
  return file;
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
