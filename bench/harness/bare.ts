/** The bare node:http baseline in a worker thread. (bench/harness.ts re-exports every module here.) */
import { type IncomingHttpHeaders } from 'node:http';
import { Worker } from 'node:worker_threads';
import { HOST } from './common.js';
import { onCleanup } from './cleanup.js';

// The bare baseline.

export interface BareRoute {
  path: string;
  /** Every header sent with the body (Content-Length is added). */
  headers: Record<string, string>;
  body: Buffer;
}

/** Plain JavaScript, evaluated in a worker thread: nothing but node:http and fixed bytes. */
const BARE_SERVER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const routes = new Map(workerData.routes.map((r) => [r.path, r]));
const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, { ...route.headers, 'content-length': route.body.byteLength });
  res.end(route.body);
});
server.listen(0, workerData.host, () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') {
    server.closeAllConnections();
    server.close(() => parentPort.close());
  }
});
`;

/** Headers a bare server cannot replay as they are: it sets them itself, per connection. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers of a captured answer, to send again from the baseline (Content-Length aside). */
export function replayableHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name === 'content-length') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

export async function startBareServer(routes: BareRoute[]): Promise<string> {
  const worker = new Worker(BARE_SERVER_SOURCE, { eval: true, workerData: { host: HOST, routes } });
  onCleanup('stop the bare server', async () => {
    worker.postMessage('close');
    const timer = setTimeout(() => void worker.terminate(), 2_000);
    await new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    clearTimeout(timer);
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the bare server stopped (code ${code})`)));
  });
  return `http://${HOST}:${port}`;
}
