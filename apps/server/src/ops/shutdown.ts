/**
 * Graceful shutdown of one app node behind a proxy: readiness turns 503 at once (draining), the
 * node keeps serving for a short delay so that the proxy moves away, every answer from then on
 * closing its connection (a proxy holding keep-alive connections opens fresh ones, which it can
 * send elsewhere once this node refuses them); then the node stops accepting connections while
 * the answers under way finish.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** Readiness during a shutdown: the node is healthy but must not be sent new work. */
export class ShuttingDownError extends Error {
  override name = 'ShuttingDownError';
  constructor() {
    super('The server is shutting down');
  }
}

export interface Draining {
  /** True from the moment the node was asked to stop. */
  readonly active: boolean;
  begin(): void;
  /** `ping` while running; throws ShuttingDownError (readiness 503) once draining. */
  guard(ping: () => Promise<void>): () => Promise<void>;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
    guard: (ping) => async () => {
      if (active) throw new ShuttingDownError();
      await ping();
    },
  };
}

export interface ListenerCloser {
  /** Answers being written now (including open event streams). */
  readonly inFlight: number;
  /**
   * Every answer under way or still to come says `Connection: close`, so that no client keeps
   * a connection to send further requests on (which the closing app would refuse with a 503).
   */
  drain(): void;
  /** drain(), and stops accepting connections. The open ones stay: see settled(). */
  close(): void;
  /**
   * Resolves once no short-lived request (streams do not count) has been under way for
   * `quietMs`, or after `maxMs`, then closes the idle keep-alive connections. A connection
   * accepted just before close() may still bring its request, which the app must serve rather
   * than cut (Node counts a connection idle until its request has been read) or refuse as closing.
   */
  settled(options: { quietMs: number; maxMs: number }): Promise<void>;
}

/**
 * Watches `server`'s requests from now on; call before it serves any. `isStream` names the
 * long-lived ones (realtime), which end when the app closes rather than by themselves.
 */
export function watchListener(
  server: Server,
  isStream: (req: IncomingMessage) => boolean = () => false,
): ListenerCloser {
  const inFlight = new Set<ServerResponse>();
  let shortLived = 0;
  let lastActivity = Date.now();
  let draining = false;
  let closed = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent && !res.writableEnded) res.setHeader('connection', 'close');
  };
  // First of the request listeners, so the header is there before the app answers.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) closeAfter(res);
    inFlight.add(res);
    const counted = !isStream(req);
    if (counted) shortLived += 1;
    lastActivity = Date.now();
    res.once('close', () => {
      inFlight.delete(res);
      if (counted) shortLived -= 1;
      lastActivity = Date.now();
    });
  });
  return {
    get inFlight() {
      return inFlight.size;
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const res of inFlight) closeAfter(res);
    },
    close() {
      this.drain();
      if (closed) return;
      closed = true;
      // net.Server's close, not http.Server's: that one would also destroy every connection
      // whose request has not been read yet (a proxy's POST in flight: it cannot retry it).
      // The app's own close() later closes the server for good and waits for every connection.
      if (server.listening) net.Server.prototype.close.call(server);
    },
    async settled({ quietMs, maxMs }) {
      const until = Date.now() + maxMs;
      while (Date.now() < until) {
        if (shortLived === 0 && Date.now() - lastActivity >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      server.closeIdleConnections();
    },
  };
}

/** SHUTDOWN_DRAIN_MS applies to SIGTERM (an orchestrator); Ctrl-C in a terminal stops at once. */
export function drainDelayFor(signal: NodeJS.Signals, drainMs: number): number {
  return signal === 'SIGTERM' ? drainMs : 0;
}
