/**
 * A service that runs on a worker thread of its own, called from the main thread as if it were
 * here: each method of the service answers a promise, its arguments and answers cross as
 * structured clones. The main thread's event loop, which serves readers, then never runs the
 * service's work (issue 32: a send's MJML render held it for 600 ms, and its SMTP traffic for
 * most of a core).
 *
 * The worker's module is an entry of its own under `src/workers/` (paths.ts `workerEntry`): the
 * bundle (ADR 017) builds it beside dist/server.js; run from sources (tests, `npm run dev`), the
 * worker loads it through tsx. A worker that dies is replaced at the next call, and the calls
 * under way reject; `onStart` lets the caller set the new one up (what it held is gone).
 */
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { workerEntry } from '../paths.js';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The names of a service's methods: each takes clonable arguments, answers a clonable value. */
export type ThreadMethod<Api> = {
  [K in keyof Api]: Api[K] extends AsyncMethod ? K : never;
}[keyof Api] &
  string;
type MethodOf<Api, K extends ThreadMethod<Api>> = Api[K] extends AsyncMethod ? Api[K] : never;

type Call = { id: number; method: string; args: unknown[] };
type Answer = { id: number; value?: unknown; error?: { message: string; name: string } };

export class ThreadServiceError extends Error {
  override name = 'ThreadServiceError';
}

/** Run from the worker's module: answers the main thread's calls with `service`. */
export function serveOnThread(service: object): void {
  const port = parentPort;
  if (!port) throw new ThreadServiceError('serveOnThread runs on a worker thread only');
  port.on('message', (call: Call) => {
    const method: unknown = (service as Record<string, unknown>)[call.method];
    const answer = (result: Omit<Answer, 'id'>) => port.postMessage({ id: call.id, ...result });
    if (typeof method !== 'function') {
      answer({ error: { name: 'TypeError', message: `No method ${call.method}` } });
      return;
    }
    (method as (...args: unknown[]) => Promise<unknown>)(...call.args).then(
      (value) => answer({ value }),
      (error: unknown) =>
        answer({
          error: {
            name: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          },
        }),
    );
  });
}

/**
 * Lowers this thread's scheduling priority (Linux: a thread id is a process id to
 * setpriority): mail is background work, and the readers' thread goes first when both want a
 * core. Elsewhere, or where it is refused, the thread keeps its priority.
 */
export function lowerThreadPriority(niceness: number): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, niceness);
  } catch {
    // Not Linux, or not allowed: the same priority as the rest of the process.
  }
}

/** What the worker's module is given (`threadData()` there). */
export function threadData<T>(): T {
  return (workerData as { data: T }).data;
}

export interface ThreadClient<Api> {
  call<K extends ThreadMethod<Api>>(
    method: K,
    ...args: Parameters<MethodOf<Api, K>>
  ): Promise<Awaited<ReturnType<MethodOf<Api, K>>>>;
  /**
   * Ends the worker, after `last` (a method that lets the service end its work: close its
   * connections) when one runs; calls under way then reject.
   */
  close(last?: ThreadMethod<Api>): Promise<void>;
}

export interface ThreadClientOptions<Data> {
  /** The module under src/workers/, without extension. */
  entry: string;
  /** Handed to the worker's module (structured clone). */
  data: Data;
  /** The thread's name (in diagnostics). */
  name: string;
  /** Runs on each new worker before any other call reaches it. */
  onStart?: (
    call: <K extends string>(method: K, ...args: unknown[]) => Promise<unknown>,
  ) => Promise<void>;
}

/**
 * The worker's first code: imports the entry (through tsx's API when it is a TypeScript source)
 * and lets an import error end the worker, which the main thread then reports.
 */
const LOADER = `
'use strict';
const { workerData } = require('node:worker_threads');
const loading = workerData.tsx
  ? import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry))
  : import(workerData.entry);
loading.catch((error) => setImmediate(() => { throw error; }));
`;

/** tsx's ES module API, to load a TypeScript entry on the worker. */
function tsxApi(): string {
  const require = createRequire(import.meta.url);
  const manifestFile = require.resolve('tsx/package.json');
  const manifest = require(manifestFile) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const file = manifest.exports['./esm/api']?.import?.default;
  if (!file) throw new ThreadServiceError('tsx has no ES module API to load a worker with');
  return pathToFileURL(path.join(path.dirname(manifestFile), file)).href;
}

export function createThreadClient<Api, Data>(
  options: ThreadClientOptions<Data>,
): ThreadClient<Api> {
  const entry = workerEntry(options.entry);
  let current: { worker: Worker; ready: Promise<void> } | null = null;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let closed = false;

  const post = (worker: Worker, method: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args } satisfies Call);
    });

  function start() {
    const worker = new Worker(LOADER, {
      eval: true,
      name: options.name,
      workerData: {
        entry: pathToFileURL(entry.file).href,
        tsx: entry.source ? tsxApi() : null,
        data: options.data,
      },
      // From sources, the contracts resolve to theirs too, as on the main thread.
      ...(entry.source ? { execArgv: ['--conditions=development'] } : {}),
    });
    // The thread must not keep a process alive that has nothing else to do.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      if (answer.error) {
        const error = new ThreadServiceError(answer.error.message);
        error.name = answer.error.name;
        call.reject(error);
      } else call.resolve(answer.value);
    });
    const lost = (error: Error) => {
      if (current?.worker === worker) current = null;
      const calls = [...pending.values()];
      pending.clear();
      for (const call of calls) call.reject(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) =>
      lost(new ThreadServiceError(`The ${options.name} thread ended (exit code ${code})`)),
    );
    const ready = options.onStart
      ? options.onStart((method, ...args) => post(worker, method, args))
      : Promise.resolve();
    current = { worker, ready };
    return current;
  }

  return {
    call<K extends ThreadMethod<Api>>(method: K, ...args: Parameters<MethodOf<Api, K>>) {
      const answer = async () => {
        if (closed) throw new ThreadServiceError(`The ${options.name} thread is closed`);
        const { worker, ready } = current ?? start();
        await ready;
        return post(worker, method, args);
      };
      return answer() as Promise<Awaited<ReturnType<MethodOf<Api, K>>>>;
    },
    async close(last) {
      closed = true;
      const running = current;
      current = null;
      if (!running) return;
      if (last) await post(running.worker, last, []).catch(() => undefined);
      await running.worker.terminate();
    },
  };
}
