import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  raw: Buffer;
}

/**
 * What the server answers a recipient: `undefined` accepts it; `{code, message}` refuses it at
 * RCPT TO (a 4xx for now, a 5xx for good).
 */
export type RecipientRule = (
  address: string,
  attempt: number,
) => { code: number; message: string } | undefined;

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** RCPT TO attempts per address. */
  attempts: Map<string, number>;
  rule: RecipientRule;
  close(): Promise<void>;
}

/** A port of `from`...`to` nothing listens on right now. */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net
        .createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts; `rule`
 * decides, per recipient, what it answers.
 */
export async function startSmtpSink(
  options: { rule?: RecipientRule; keepRaw?: boolean; portRange?: [number, number] } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const sink = { rule: options.rule ?? (() => undefined) } as { rule: RecipientRule };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    maxClients: 200,
    onRcptTo(address, _session, callback) {
      const email = address.address.toLowerCase();
      const attempt = (attempts.get(email) ?? 0) + 1;
      attempts.set(email, attempt);
      const refusal = sink.rule(email, attempt);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (options.keepRaw !== false) chunks.push(chunk);
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  const [from, to] = options.portRange ?? [2600, 2699];
  const port = await freePortIn(from, to);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-session (the kill test's SIGKILL) resets its connection: the server
  // reports it, and it is what the test is about, not a failure of the sink.
  server.on('error', () => undefined);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    get rule() {
      return sink.rule;
    },
    set rule(rule: RecipientRule) {
      sink.rule = rule;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
