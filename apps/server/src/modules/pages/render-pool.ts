import { Worker } from 'node:worker_threads';
import type {
  SsrApiResponse,
  SsrRenderRequest,
  SsrRenderResult,
  SsrServerHooks,
} from '@helionews/contracts';

/**
 * Page renders on worker threads (issue 31, item 3): the event loop that serves cache hits and
 * the API never runs `renderToString`. Each worker imports the same built renderer
 * (apps/web/dist-ssr/entry-server.js) and renders up to `perWorker` pages at once (one renders
 * while another waits for its data). A render's API calls come back here as messages and are
 * answered by that render's own hooks on the main thread (pages.routes.ts's `hooksFor`, through
 * the app's routes and read cache), so a worker holds no database, cache or tenant of its own.
 *
 * By hand on node:worker_threads rather than Piscina: the worker must talk back to the main
 * thread in the middle of a task (its API calls), the server is bundled into one file (ADR 017)
 * so a worker script of its own would need a second bundle entry, and the pool only needs the
 * few lines below. The worker's code is evaluated from the string at the bottom.
 */
export interface RenderPool {
  /** Renders on the least busy worker; `capacity` of them at once at most (the caller queues). */
  render(request: SsrRenderRequest, hooks: SsrServerHooks): Promise<SsrRenderResult>;
  /** The back-office's no-script notice, from a worker's renderer (its texts). */
  noScriptNotice(language: string): Promise<string>;
  /** Resolves when every worker has loaded the renderer; rejects when one could not. */
  ready(): Promise<void>;
  /** Renders that may run at once: workers x perWorker. */
  readonly capacity: number;
  readonly size: number;
  /** Terminates the workers; renders under way reject. */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** The built renderer's module (dist-ssr/entry-server.js). */
  entry: string;
  /** Workers: one per CPU by default (pages.module.ts). */
  size: number;
  /** Pages one worker renders at once (while one waits for its data, another renders). */
  perWorker?: number;
  /**
   * Rounds of the renderer's sample pages each worker draws before it is ready (its `warmUp`):
   * the first renders of a fresh worker run uncompiled code, three times slower. 0: none.
   */
  warmUpRounds?: number;
}

type ToWorker =
  | { type: 'render'; id: number; request: SsrRenderRequest }
  | { type: 'notice'; id: number; language: string }
  | { type: 'answer'; call: number; answer?: SsrApiResponse; error?: string };

type FromWorker =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'fetch'; id: number; call: number; url: string; headers: Record<string, string> }
  | { type: 'done'; id: number; result: SsrRenderResult | string }
  | { type: 'failed'; id: number; message: string };

interface Job {
  resolve(value: SsrRenderResult | string): void;
  reject(error: Error): void;
  hooks: SsrServerHooks | null;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
  loaded: Promise<void>;
}

export class RenderWorkerError extends Error {
  override name = 'RenderWorkerError';
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const perWorker = Math.max(1, options.perWorker ?? 2);
  const size = Math.max(1, options.size);
  let nextId = 0;
  let closed = false;
  const slots: Slot[] = [];

  function spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entry: options.entry, warmUpRounds: options.warmUpRounds ?? 0 },
      name: 'helionews-render',
    });
    const jobs = new Map<number, Job>();
    let settleLoad: { resolve(): void; reject(error: Error): void } | null = null;
    const loaded = new Promise<void>((resolve, reject) => {
      settleLoad = { resolve, reject };
    });
    // Observed here; `ready()` hands it on.
    loaded.catch(() => undefined);
    const slot: Slot = { worker, jobs, loaded };

    const post = (message: ToWorker) => worker.postMessage(message);
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          settleLoad?.resolve();
          return;
        case 'load-failed':
          settleLoad?.reject(new RenderWorkerError(message.message));
          return;
        case 'fetch': {
          const hooks = jobs.get(message.id)?.hooks;
          if (!hooks) {
            post({ type: 'answer', call: message.call, error: 'The render is over' });
            return;
          }
          hooks.fetchApi(message.url, message.headers).then(
            (answer) => post({ type: 'answer', call: message.call, answer }),
            (error: unknown) => post({ type: 'answer', call: message.call, error: String(error) }),
          );
          return;
        }
        case 'done':
        case 'failed': {
          const job = jobs.get(message.id);
          jobs.delete(message.id);
          if (!job) return;
          if (message.type === 'done') job.resolve(message.result);
          else job.reject(new RenderWorkerError(message.message));
          return;
        }
      }
    });
    const lost = (error: Error) => {
      settleLoad?.reject(error);
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
      const index = slots.indexOf(slot);
      // A worker that died (out of memory, a crash) is replaced; the pool keeps its size.
      if (index >= 0 && !closed) slots[index] = spawn();
    };
    worker.on('error', (error) => lost(error));
    worker.on('exit', (code) => {
      if (!closed) lost(new RenderWorkerError(`A render worker exited (code ${code})`));
    });
    return slot;
  }

  for (let i = 0; i < size; i += 1) slots.push(spawn());

  function leastBusy(): Slot | null {
    let best: Slot | null = null;
    for (const slot of slots) if (!best || slot.jobs.size < best.jobs.size) best = slot;
    return best;
  }

  function run(
    message: (id: number) => ToWorker,
    hooks: SsrServerHooks | null,
  ): Promise<SsrRenderResult | string> {
    const slot = closed ? null : leastBusy();
    if (!slot) return Promise.reject(new RenderWorkerError('The render pool is closed'));
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      slot.jobs.set(id, { resolve, reject, hooks });
      slot.worker.postMessage(message(id));
    });
  }

  return {
    capacity: size * perWorker,
    size,
    async render(request, hooks) {
      const result = await run((id) => ({ type: 'render', id, request }), hooks);
      if (typeof result === 'string') throw new RenderWorkerError('A notice came back');
      return result;
    },
    async noScriptNotice(language) {
      const notice = await run((id) => ({ type: 'notice', id, language }), null);
      if (typeof notice !== 'string') throw new RenderWorkerError('A page came back');
      return notice;
    },
    async ready() {
      await Promise.all(slots.map((slot) => slot.loaded));
    },
    async close() {
      closed = true;
      const error = new RenderWorkerError('The render pool is closed');
      for (const slot of slots) {
        for (const job of slot.jobs.values()) job.reject(error);
        slot.jobs.clear();
      }
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * The worker (CommonJS, evaluated): imports the renderer once, then renders what it is sent; its
 * API calls go to the main thread and wait for their answers there.
 */
const WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const calls = new Map();
let nextCall = 0;
const describe = (error) => String((error && error.stack) || error);
// A warm-up that fails leaves the renderer as it is: readers' renders then compile the code.
const loading = import(pathToFileURL(workerData.entry).href)
  .then((module) => module.createRenderer())
  .then(async (renderer) => {
    if (workerData.warmUpRounds > 0 && typeof renderer.warmUp === 'function') {
      await renderer.warmUp(workerData.warmUpRounds).catch(() => undefined);
    }
    return renderer;
  });
loading.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'load-failed', message: describe(error) }),
);
function hooksFor(id) {
  return {
    fetchApi(url, headers) {
      return new Promise((resolve, reject) => {
        const call = (nextCall += 1);
        calls.set(call, { resolve, reject });
        parentPort.postMessage({ type: 'fetch', id, call, url, headers: { ...headers } });
      });
    },
  };
}
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (!call) return;
    if (message.error !== undefined) call.reject(new Error(message.error));
    else call.resolve(message.answer);
    return;
  }
  try {
    const renderer = await loading;
    const result =
      message.type === 'render'
        ? await renderer.render(message.request, hooksFor(message.id))
        : renderer.noScriptNotice(message.language);
    parentPort.postMessage({ type: 'done', id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id: message.id, message: describe(error) });
  }
});
`;
