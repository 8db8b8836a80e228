/**
 * Readable logs for a terminal (`npm start` in a shell): one line per record, request lines
 * led by their request id. Anywhere else (a file, a pipe, a container's log collector) the server
 * logs structured JSON, one object per line, as before.
 */
import { createRequire } from 'node:module';
import type { PrettyOptions } from 'pino-pretty';
import type PinoPretty from 'pino-pretty';

// pino-pretty loads only for a terminal (CommonJS: `require` keeps this synchronous).
const requireModule = createRequire(import.meta.url);

type LogRecord = Record<string, unknown>;

interface LoggedRequest {
  method?: unknown;
  url?: unknown;
}

interface LoggedReply {
  statusCode?: unknown;
}

/**
 * The message of one record, led by `[request id]`: the server's one line per logged request
 * (plugins/request-log.ts) becomes `GET /url → 200 in 3.1 ms`, with its reason when it is not a
 * plain access line (`(slow request)`); Fastify's own two request records, where they are on,
 * `→ GET /url` and `← 200 in 3.1 ms`; any other record keeps its message.
 */
export function formatLogMessage(log: LogRecord, messageKey: string): string {
  const id = typeof log.reqId === 'string' ? `[${log.reqId}] ` : '';
  const message = typeof log[messageKey] === 'string' ? (log[messageKey] as string) : '';
  const request = log.req as LoggedRequest | undefined;
  if (request && message === 'incoming request') {
    return `${id}→ ${String(request.method)} ${String(request.url)}`;
  }
  const reply = log.res as LoggedReply | undefined;
  if (request && reply && typeof log.responseTime === 'number') {
    // The one line plugins/request-log.ts writes for a request.
    const status = `${String(reply.statusCode)} in ${log.responseTime.toFixed(1)} ms`;
    return `${id}${String(request.method)} ${String(request.url)} → ${status}${message === 'request completed' ? '' : ` (${message})`}`;
  }
  if (reply && typeof log.responseTime === 'number') {
    return `${id}← ${String(reply.statusCode)} in ${log.responseTime.toFixed(1)} ms`;
  }
  return `${id}${message}`;
}

export const PRETTY_LOG_OPTIONS: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  // What the message already says (request lines), and what a terminal does not need.
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  singleLine: true,
  messageFormat: formatLogMessage,
};

/** What pino writes to: each JSON line it logs. */
export interface LogStream {
  write(line: string): void;
}

/**
 * A pino destination that formats each record and writes it at once, in order with everything
 * else written to stdout (pino-pretty's own stream formats and writes later, asynchronously, so a
 * log line could land inside the start-up banner).
 */
export function createPrettyLogStream(
  options: { colorize?: boolean; write?: (text: string) => void } = {},
): LogStream {
  const { prettyFactory } = requireModule('pino-pretty') as typeof PinoPretty;
  const pretty = prettyFactory({ ...PRETTY_LOG_OPTIONS, colorize: options.colorize ?? true });
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  return { write: (line) => write(pretty(line)) };
}

/** Pretty logs when stdout is a terminal and something is logged at all; else JSON (undefined). */
export function terminalLogStream(
  logLevel: string,
  stdout: { isTTY?: boolean } = process.stdout,
): LogStream | undefined {
  if (!stdout.isTTY || logLevel === 'silent') return undefined;
  return createPrettyLogStream();
}
