import type { AppModule } from '../module.js';
import { realtimePublicRoutes } from './realtime.public-routes.js';
import { createRealtimeService, type RealtimeService } from './realtime.service.js';

declare module '../module.js' {
  interface Services {
    realtime: RealtimeService;
  }
  interface ModuleOptions {
    /**
     * Realtime streams: open streams per client address on this node (REALTIME_MAX_STREAMS_PER_IP)
     * and the heartbeat interval (tests shorten it); the contracts' values when absent.
     */
    realtime?: { maxStreamsPerIp?: number; heartbeatMs?: number };
  }
}

/** Published stories pushed to readers' open streams, heard through LISTEN on every node. */
export const realtimeModule: AppModule = {
  name: 'realtime',
  async build(ctx) {
    const realtime = createRealtimeService({
      stories: ctx.service('stories'),
      listen: (channel, onPayload, onConnectionChange) =>
        ctx.database.listen(channel, onPayload, onConnectionChange),
      maxStreamsPerIp: ctx.options.realtime?.maxStreamsPerIp,
      heartbeatMs: ctx.options.realtime?.heartbeatMs,
      logError: ctx.logError,
    });
    await realtime.start();
    ctx.metrics.sources.realtimeStreams = () => realtime.stats().streams;
    // preClose, not onClose: the server waits for open streams before the onClose hooks run.
    ctx.app.addHook('preClose', () => realtime.close());
    return { realtime };
  },
  async publicRoutes(api, ctx) {
    await api.register(realtimePublicRoutes, {
      service: ctx.service('realtime'),
      tenants: ctx.service('tenants'),
    });
  },
};
