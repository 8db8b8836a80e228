import http, { type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** One Server-Sent Event as a browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  /** The `id:` field; null when the event has none (the browser keeps its last one). */
  id: string | null;
  data: string;
  /** When it arrived (`performance.now()`): not part of the event, for timing tests. */
  receivedAt?: number;
}

/** A stream read over real HTTP (`inject` cannot stream), parsed as EventSource parses it. */
export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  events: SseEvent[];
  /** Comment lines (`: heartbeat`), without the colon. */
  comments: string[];
  retry: number | null;
  /** The raw text received so far. */
  text: string;
  /** Resolves when the server ends the response (or the connection is lost). */
  ended: Promise<void>;
  /** The first event (already received or still to come) matching, or a rejection after `ms`. */
  waitFor(match: (event: SseEvent) => boolean, ms?: number, what?: string): Promise<SseEvent>;
  /** Called with every event from now on. */
  onEvent(listener: (event: SseEvent) => void): void;
  close(): void;
}

function parseBlock(block: string, stream: SseStream): SseEvent | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      stream.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') stream.retry = Number(value);
  }
  // EventSource dispatches nothing for a block without data (the retry line, a comment).
  return data.length === 0 ? null : { event, id, data: data.join('\n') };
}

/** Opens `url` with `headers`; resolves once the response head has arrived. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        const listeners: ((event: SseEvent) => void)[] = [];
        let buffer = '';
        let endedResolve: () => void = () => undefined;
        const stream: SseStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events: [],
          comments: [],
          retry: null,
          text: '',
          ended: new Promise<void>((done) => {
            endedResolve = done;
          }),
          waitFor(match, ms = 2_000, what = 'an event') {
            const found = stream.events.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((done, fail) => {
              const timer = setTimeout(
                () =>
                  fail(new Error(`no ${what} within ${ms} ms; got: ${stream.text.slice(-600)}`)),
                ms,
              );
              listeners.push((event) => {
                if (!match(event)) return;
                clearTimeout(timer);
                done(event);
              });
            });
          },
          onEvent(listener) {
            listeners.push(listener);
          },
          close() {
            request.destroy();
          },
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.text += chunk;
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const event = parseBlock(buffer.slice(0, end), stream);
            buffer = buffer.slice(end + 2);
            if (event) {
              event.receivedAt = performance.now();
              stream.events.push(event);
              for (const listener of [...listeners]) listener(event);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        response.on('error', () => endedResolve());
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/**
 * For suites that call every route through `app.inject` (the tenant isolation matrix): reads the
 * stream until its `hello` (after any catch-up) or until it ends (an error answer), then hangs up,
 * and answers like an injected response: status and the text received.
 */
export async function injectUntilHello(
  app: FastifyInstance,
  options: InjectOptions,
  ms = 2_000,
): Promise<{ statusCode: number; body: string }> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  const timer = setTimeout(() => stream.destroy(new Error(`no hello within ${ms} ms`)), ms);
  try {
    for await (const chunk of stream) {
      body += String(chunk);
      if (/^event: hello$/m.test(body) && body.endsWith('\n\n')) break;
    }
  } finally {
    clearTimeout(timer);
    // The server hears the hang-up and frees the stream's slot.
    response.raw.res.destroy();
  }
  return { statusCode: response.statusCode, body };
}
