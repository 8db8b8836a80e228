/**
 * The request-level contracts between the plugins and the modules: who is calling, from where,
 * and what the plugins need of the services (ADR 017 layout rule: plugins/ never imports
 * modules/; modules implement these). It imports nothing of the app but the schema's row types.
 */
import type { AccessRole, TenantRole } from '@helionews/contracts';
import type { TenantRow, UserRow } from './db/schema/index.js';

/** A signed-in caller: the user and the session its bearer token names. */
export interface AuthenticatedSession {
  user: UserRow;
  sessionId: number;
}

/** What the auth plugin asks of the accounts module: the session a bearer token names. */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthenticatedSession | null>;
}

/** The caller of a back-office route: the user and their role in the request's tenant. */
export interface AdminCaller {
  user: UserRow;
  role: AccessRole | null;
}

/** Who did it and from where; taken from the request by the route. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

/** What the roles plugin asks of the access module. */
export interface RoleAuthority {
  /** The user's role in the tenant, or null. */
  roleOf(tenantId: number, user: UserRow): Promise<AccessRole | null>;
  /** The user's role when it is one of `roles`; a 403 otherwise. */
  authorize(tenantId: number, user: UserRow, roles: readonly TenantRole[]): Promise<AccessRole>;
}

/**
 * What the roles plugin asks of the accounts module for a publication's second-factor rule
 * (issue 35): whether the account has a second factor (any kind).
 */
export interface SecondFactorCheck {
  hasSecondFactor(userId: number): Promise<boolean>;
}

/** What the tenant plugin asks of the tenants module. */
export interface TenantResolver {
  /** The tenant named by a slug (the default one when none is given); 404 when unknown. */
  resolve(slug: string | undefined): Promise<TenantRow>;
  /** The same, when it is cached: no promise on the hot path. */
  resolveCached(slug: string | undefined): TenantRow | undefined;
}

/**
 * Told that a tenant's content moved to `version`, and what changed: the content tags the write
 * named (content-tags.ts), or null when that is not known (a version read from the database, a
 * bump missed while not listening): then anything may have changed.
 */
export type BumpListener = (
  tenantId: number,
  version: number,
  tags: readonly string[] | null,
) => void;

/** What this node knows of each tenant's content version; see `createContentVersions`. */
export interface ContentVersions {
  /**
   * The tenant's current version: from memory while the listener is live, else (and the first
   * time) from the database. Null when the tenant does not exist (any more).
   */
  current(tenantId: number): Promise<number | null>;
  /** The last version this node knows, without any I/O. */
  peek(tenantId: number): number | undefined;
  /** A committed version read elsewhere (e.g. a fresh tenant row): moves forward only. */
  observe(tenantId: number, version: number): void;
  /** Re-reads every known tenant's version (after a reconnect): what moved changed anything. */
  refresh(): Promise<void>;
  /**
   * After a write on this node: waits (briefly) until the versions committed by then have been
   * heard with what they changed, so the writer's next read here already sees its change; what
   * is still not heard after the wait counts as anything changed.
   */
  catchUp(): Promise<void>;
  /** Called whenever a tenant's version moves forward on this node. Returns the unsubscriber. */
  onBump(listener: BumpListener): () => void;
  /** Whether bumps are being heard: when false, `current` reads the database every time. */
  readonly listening: boolean;
  /**
   * Since when (the `now` clock) bumps have been heard without a break, or null while they are
   * not: what was read before that moment may have missed one.
   */
  readonly listeningSince: number | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}
