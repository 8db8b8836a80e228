// Types of scripts/cluster-lib.mjs for the TypeScript tests and benchmarks that start a cluster.

import type { ChildProcess } from 'node:child_process';

export declare const serverEntry: string;
export declare const CLIENT_MAX_BODY_SIZE: string;
/** CLIENT_MAX_BODY_SIZE in bytes (HAProxy compares Content-Length with it). */
export declare const CLIENT_MAX_BODY_BYTES: number;
/** HAProxy's active health check of /api/ready: interval, fast interval, fall and rise counts. */
export declare const HAPROXY_CHECK: {
  interMs: number;
  fastinterMs: number;
  fall: number;
  rise: number;
};

export declare class ClusterError extends Error {}

/** The nginx binary; throws a ClusterError naming `apt-get install -y nginx` when missing. */
export declare function findNginx(): string;

/** The haproxy binary; throws a ClusterError naming `apt-get install -y haproxy` when missing. */
export declare function findHaproxy(): string;

/** Creates the database the URL names when missing; true when it was created. */
export declare function ensureDatabase(databaseUrl: string): Promise<boolean>;

export declare function nginxConfig(options: {
  prefix: string;
  proxyPort: number;
  nodePorts: number[];
  runAsRoot?: boolean;
}): string;

export declare function haproxyConfig(options: {
  proxyPort: number;
  nodePorts: number[];
  socketPath: string;
}): string;

export type ClusterProxy = 'haproxy' | 'nginx';
export type ClusterEdge = 'varnish';

/** deploy/varnish/default.vcl, the edge's VCL template. */
export declare const VARNISH_VCL_TEMPLATE: string;
/** Debian's packages the edge needs: varnish and varnish-modules (xkey). */
export declare const VARNISH_PACKAGES: readonly string[];

/** varnishd, once it compiles a VCL importing xkey; else a ClusterError naming the packages. */
export declare function findVarnishd(): string;

/** The edge's VCL for backends on 127.0.0.1 (or `host`) and the purge secret. */
export declare function varnishVcl(options: {
  backendPorts: number[];
  purgeSecret: string;
  host?: string;
}): string;

/** Writes `dir`/default.vcl and has varnishd compile it (ClusterError otherwise); its path. */
export declare function writeVarnishVcl(options: {
  varnishd: string;
  dir: string;
  backendPorts: number[];
  purgeSecret: string;
}): string;

export interface VarnishProcess {
  proc: ChildProcess;
  /** http://127.0.0.1:<listenPort> */
  url: string;
  logPath: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (SIGKILL after 5 s); resolves when it exited. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** varnishd in the foreground with `dir`/default.vcl; resolves once /api/ready answers through it. */
export declare function startVarnish(options: {
  varnishd: string;
  dir: string;
  listenPort: number;
  timeoutMs?: number;
}): Promise<VarnishProcess>;

/** HAProxy's view of one node (runtime API `show stat`). */
export interface ProxyServerStats {
  /** UP, DOWN, MAINT, "UP 1/2" (going down), "DOWN 1/2" (going up)... */
  status: string;
  /** Requests (sessions) HAProxy sent to the node since it started. */
  requests: number;
  responses2xx: number;
  responses5xx: number;
}

/** Statistics by server name (node1, node2, ...) from an HAProxy runtime API socket. */
export declare function haproxyServerStats(
  socketPath: string | undefined,
): Promise<Record<string, ProxyServerStats>>;

export interface ClusterNode {
  port: number;
  /** http://127.0.0.1:<port>, the node itself (not through the proxy). */
  url: string;
  /** Its stdout and stderr (appended across restarts). */
  logFile: string;
  /** The current process id; undefined while stopped. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Sends the signal and resolves when the process exited; ms from signal to exit. */
  stop(
    signal?: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Starts the node again on the same port; resolves when it answers /api/ready. */
  start(): Promise<void>;
  /** SIGKILL; resolves when the process is gone. */
  kill9(): Promise<void>;
}

export interface Cluster {
  /** http://127.0.0.1:<proxyPort>: the edge when there is one, else the proxy. */
  url: string;
  proxyPort: number;
  proxy: ClusterProxy;
  /** 'varnish' when an edge cache is in front; null otherwise. */
  edge: ClusterEdge | null;
  /** The proxy itself (behind the edge when there is one; else the same as url). */
  originUrl: string;
  /** The edge's VCL and varnishd log; undefined without an edge. */
  edgeConfigPath: string | undefined;
  edgeLogPath: string | undefined;
  /** The purge secret the nodes send (EDGE_PURGE_SECRET); undefined without an edge. */
  edgeSecret: string | undefined;
  readonly edgePid: number | undefined;
  /** Temporary folder with node logs, the proxy's folder and (by default) the shared data dir. */
  workDir: string;
  dataDir: string;
  proxyConfigPath: string;
  /** The proxy's folder: its configuration and log (haproxy.log, or nginx's error and access logs). */
  proxyLogDir: string;
  readonly proxyPid: number | undefined;
  /** HAProxy's runtime API socket; undefined with nginx. */
  statsSocket: string | undefined;
  /** haproxyServerStats(statsSocket): rejects with nginx. */
  serverStats(): Promise<Record<string, ProxyServerStats>>;
  /** Aliases of proxyConfigPath, proxyLogDir and proxyPid (whichever the proxy). */
  nginxConfigPath: string;
  nginxLogDir: string;
  readonly nginxPid: number | undefined;
  nodes: ClusterNode[];
  /** Stops the proxy (haproxy SIGUSR1, nginx SIGQUIT; SIGKILL after 5 s) and drains every node
   * (SIGTERM); resolves when all exited. */
  stop(): Promise<void>;
}

export declare function startCluster(options?: {
  proxyPort?: number;
  nodePorts?: number[];
  databaseUrl?: string;
  redisUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  handleSignals?: boolean;
  /** Default 'haproxy'. */
  proxy?: ClusterProxy;
  /** 'varnish': an edge cache on proxyPort, the proxy behind it on originPort. Default none. */
  edge?: ClusterEdge | null;
  /** The proxy's port behind the edge; default the port after the last node. */
  originPort?: number;
  /** The edge's purge secret; default a random one. */
  edgeSecret?: string;
}): Promise<Cluster>;
