/** HTTP requests of the benches. (bench/harness.ts re-exports every module here.) */
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HOST } from './common.js';

// HTTP.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

export interface Captured {
  status: number;
  headers: IncomingHttpHeaders;
  /** Byte for byte (still compressed when the server compressed it). */
  body: Buffer;
  /** From sending the request to the last byte of the body. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent, as a browser reuses its connection; none opens a fresh one. */
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One HTTP request, timed from the call to the end of the body. */
export function request(url: string, options: RequestOptions = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { ...options.headers };
    if (options.body !== undefined) {
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** One GET, body kept byte for byte. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return request(url, { headers, timeoutMs: 5_000 });
}

/** The body as the server meant it, whatever Content-Encoding it was sent with. */
export function decodedBody(captured: Captured): Buffer {
  const encoding = captured.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(captured.body);
  if (encoding === 'gzip') return gunzipSync(captured.body);
  return captured.body;
}

export function headersForReport(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'date' || name === 'x-request-id') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

export const headerBytes = (headers: IncomingHttpHeaders) =>
  Object.entries(headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length + 4,
    0,
  );
