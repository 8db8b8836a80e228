// @ts-check
/**
 * Loaded into the benchmarked server with `node --import`, never by the server itself. Fastify
 * announces every instance it creates on the `fastify.initialization` diagnostics channel; the
 * probe keeps them and, when the benchmark asks over the IPC channel, answers the read cache's
 * `stats()` and `process.memoryUsage()`. It adds no route, no hook and no work per request.
 */
import diagnostics from 'node:diagnostics_channel';

/** @type {object[]} */
const instances = [];
diagnostics.subscribe('fastify.initialization', (message) => {
  const { fastify } = /** @type {{ fastify: object }} */ (message);
  instances.push(fastify);
});

if (process.send) {
  process.on('message', (raw) => {
    const message = /** @type {{ id?: number, question?: string }} */ (raw);
    if (message?.question !== 'stats') return;
    let readCache = null;
    for (const instance of instances) {
      const cache = /** @type {{ readCache?: { stats(): unknown } }} */ (instance).readCache;
      if (cache && typeof cache.stats === 'function') {
        readCache = cache.stats();
        break;
      }
    }
    process.send?.({ id: message.id, readCache, memory: process.memoryUsage() });
  });
  // The channel must not keep a server that is shutting down alive.
  process.channel?.unref();
}
