/**
 * Where newsletter messages go: SMTP_URL through a pool of `concurrency` connections at most
 * `ratePerSecond` messages a second (nodemailer's pool), signed with DKIM when configured; or,
 * without SMTP_URL, the .eml outbox that every other mail of the app uses (lib/mailer.ts).
 */
import type { Transporter } from 'nodemailer';
import { writeOutboxFile } from '../../lib/mailer.js';

export interface DkimOptions {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface NewsletterTransportOptions {
  /** SMTP_URL; absent: the outbox. */
  smtpUrl?: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
  ratePerSecond: number;
  concurrency: number;
  dkim: DkimOptions | null;
  /** How long one SMTP command may take before the attempt counts as a temporary failure. */
  socketTimeoutMs?: number;
}

export interface OutgoingMessage {
  /** The envelope's sender (MAIL FROM) and recipient (RCPT TO). */
  from: string;
  to: string;
  /** The whole message, headers and body (newsletter-sends.mime.ts). */
  raw: string;
}

/** What became of one message: accepted, or refused for now (4xx, no answer) or for good (5xx). */
export type SendOutcome =
  { ok: true; answer: string } | { ok: false; permanent: boolean; answer: string };

export interface NewsletterTransport {
  send(message: OutgoingMessage): Promise<SendOutcome>;
  close(): void;
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** A refusal as the engine records it: the server's own answer when there is one. */
export function outcomeOfError(error: unknown): SendOutcome {
  const failure = (error ?? {}) as SmtpError;
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const answer = failure.response ?? [failure.code, failure.message].filter(Boolean).join(': ');
  return {
    ok: false,
    permanent: code !== null && code >= 500,
    answer: (answer || 'unknown error').slice(0, 1000),
  };
}

export function createNewsletterTransport(
  options: NewsletterTransportOptions,
): NewsletterTransport {
  let transport: Transporter | null = null;
  let loading: Promise<Transporter> | null = null;
  const smtpUrl = options.smtpUrl;
  // nodemailer loads with the first message, not with the server.
  const transportNow = () =>
    (loading ??= import('nodemailer').then(({ default: nodemailer }) => {
      const dkim = options.dkim ? { ...options.dkim } : undefined;
      transport = smtpUrl
        ? nodemailer.createTransport({
            url: smtpUrl,
            pool: true,
            maxConnections: options.concurrency,
            maxMessages: Infinity,
            rateDelta: 1000,
            rateLimit: options.ratePerSecond,
            socketTimeout: options.socketTimeoutMs ?? 60_000,
            greetingTimeout: Math.min(options.socketTimeoutMs ?? 30_000, 30_000),
            connectionTimeout: Math.min(options.socketTimeoutMs ?? 30_000, 30_000),
            dkim,
          } as Parameters<typeof nodemailer.createTransport>[0])
        : nodemailer.createTransport({
            streamTransport: true,
            buffer: true,
            newline: 'unix',
            dkim,
          } as Parameters<typeof nodemailer.createTransport>[0]);
      return transport;
    }));

  const mailOf = (message: OutgoingMessage) => ({
    envelope: { from: message.from, to: [message.to] },
    raw: message.raw,
  });

  if (smtpUrl) {
    return {
      async send(message) {
        try {
          const info = (await (await transportNow()).sendMail(mailOf(message))) as {
            response?: string;
          };
          return { ok: true, answer: (info.response ?? '250 accepted').slice(0, 1000) };
        } catch (error) {
          return outcomeOfError(error);
        }
      },
      close: () => transport?.close(),
    };
  }
  return {
    async send(message) {
      try {
        const info = (await (await transportNow()).sendMail(mailOf(message))) as {
          message: Buffer;
        };
        const file = await writeOutboxFile(options.outboxDir, info.message);
        return { ok: true, answer: `written to ${file}` };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    close: () => transport?.close(),
  };
}
