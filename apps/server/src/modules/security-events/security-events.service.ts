import { pageAndTotal } from '../../lib/paging.js';
import type { RequestOrigin } from '../../request-context.js';
import {
  ADMIN_MESSAGES,
  SECURITY_MESSAGES,
  type AccessRole,
  type SecurityDaily,
  type SecurityEvent,
  type SecurityEventListQuery,
  type SecurityEventListResponse,
  type SecurityScope,
} from '@helionews/contracts';
import type { SecurityEventType, SecuritySeverity } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import { toSecurityEvent } from './security-events.mapper.js';
import type { SecurityEventScope, SecurityEventsRepository } from './security-events.repository.js';

export type { RequestOrigin };

export interface SecurityEventInput {
  type: SecurityEventType;
  tenantId: number | null;
  userId?: number | null;
  origin: RequestOrigin;
  /** Never a password or a token. */
  details?: Record<string, string | number | boolean | null>;
}

const SEVERITY: Record<SecurityEventType, SecuritySeverity> = {
  login_success: 'info',
  login_failure: 'warning',
  account_locked: 'critical',
  logout: 'info',
  password_reset_requested: 'info',
  password_reset_completed: 'warning',
  registration: 'info',
  password_changed: 'warning',
  signed_out_everywhere: 'info',
  role_changed: 'warning',
  user_created: 'info',
  user_deleted: 'warning',
  user_activated: 'info',
  user_deactivated: 'warning',
  upload_refused: 'warning',
  rate_limited: 'warning',
  permission_denied: 'warning',
  ssrf_blocked: 'critical',
  totp_enrolled: 'info',
  totp_removed: 'warning',
  second_factor_failure: 'warning',
  recovery_code_used: 'warning',
  passkey_added: 'info',
  passkey_removed: 'warning',
  passkey_login: 'info',
  passkey_failure: 'warning',
  sign_in_providers_changed: 'warning',
  sso_settings_changed: 'warning',
  second_factor_removed_by_admin: 'warning',
};

/** A recorded event worth an administrator's attention now. */
export interface SevereSecurityEvent {
  type: SecurityEventType;
  tenantId: number;
  ip: string;
}

/** Repositories bound to one transaction: a resolution and its activity row commit together. */
export interface SecurityEventsTransaction {
  events: SecurityEventsRepository;
  activity: ActivityRepository;
}

/** Who resolves an event, and with which role on the tenant the request names. */
export interface SecurityCaller {
  user: { id: number };
  role: AccessRole | null;
}

export interface SecurityEventsServiceDeps {
  repository: SecurityEventsRepository;
  inTransaction: <T>(work: (tx: SecurityEventsTransaction) => Promise<T>) => Promise<T>;
  /** A failure to record an event is logged here and goes no further. */
  onError: (error: unknown) => void;
  /** Called after a critical event of a tenant is recorded (to notify its admins). */
  onSevere?: (event: SevereSecurityEvent) => Promise<void>;
  now?: () => Date;
}

/**
 * Throttled recording (permission denials, rate-limit hits): one event per key per window, so a
 * client hammering a refused route leaves one row a minute, not one per request.
 */
export const THROTTLE_WINDOW_MS = 60_000;
/** Keys remembered at most; past it, throttled events are dropped until the window moves on. */
export const THROTTLE_MAX_KEYS = 10_000;

const DAY_MS = 86_400_000;

/** The UTC day `offset` days before `now`, as 'YYYY-MM-DD'. */
const utcDate = (now: Date, offset: number) =>
  new Date(now.getTime() - offset * DAY_MS).toISOString().slice(0, 10);

/**
 * The events a caller sees: the request's tenant, or every event (tenants and none) when a
 * platform admin asks for the platform scope. Anyone else asking for it gets 403.
 */
export function securityScopeOf(
  tenantId: number,
  role: AccessRole | null,
  scope: SecurityScope,
): SecurityEventScope {
  if (scope === 'tenant') return tenantId;
  if (role !== 'platform_admin') throw forbidden(ADMIN_MESSAGES.platformScope);
  return null;
}

/** Remembers keys for a window; `admit` says whether an event for the key may be recorded now. */
function createThrottle(windowMs: number, maxKeys: number) {
  // Insertion order is expiry order (every key is re-inserted with the same window), so expired
  // keys are always at the front.
  const until = new Map<string, number>();
  return (key: string, nowMs: number): boolean => {
    for (const [stored, end] of until) {
      if (end > nowMs) break;
      until.delete(stored);
    }
    if (until.has(key) || until.size >= maxKeys) return false;
    until.set(key, nowMs + windowMs);
    return true;
  };
}

export function createSecurityEventsService(deps: SecurityEventsServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const onSevere = deps.onSevere ?? (async () => {});
  const admit = createThrottle(THROTTLE_WINDOW_MS, THROTTLE_MAX_KEYS);

  /**
   * Records an event. A failure to record must not turn a sign-in into an error, so it is
   * reported to the log and swallowed.
   */
  const record = async (input: SecurityEventInput): Promise<void> => {
    try {
      await repository.insert({
        type: input.type,
        severity: SEVERITY[input.type],
        tenantId: input.tenantId,
        userId: input.userId ?? null,
        ip: input.origin.ip,
        userAgent: input.origin.userAgent?.slice(0, 500) ?? null,
        details: input.details ?? {},
      });
      if (SEVERITY[input.type] === 'critical' && input.tenantId !== null) {
        await onSevere({ type: input.type, tenantId: input.tenantId, ip: input.origin.ip });
      }
    } catch (error) {
      deps.onError(error);
    }
  };

  return {
    record,

    /** An account's latest events of these types (its sign-in history), newest first. */
    latestOfUser: (userId: number, types: readonly SecurityEventType[], limit: number) =>
      repository.latestOfUser(userId, types, limit),

    /**
     * Records an event that a client can repeat at will (a refused route, a rate-limit hit) at
     * most once per `key` (e.g. user and route) a minute, on this node. `input` may be built
     * only once the event is admitted (when that needs a query).
     */
    async recordThrottled(
      key: string,
      input: SecurityEventInput | (() => Promise<SecurityEventInput>),
    ): Promise<void> {
      if (!admit(key, now().getTime())) return;
      try {
        await record(typeof input === 'function' ? await input() : input);
      } catch (error) {
        deps.onError(error);
      }
    },

    /** Newest first, filtered by type, severity, resolved and time. */
    async list(
      tenantId: number,
      role: AccessRole | null,
      query: SecurityEventListQuery,
    ): Promise<SecurityEventListResponse> {
      const filter = {
        scope: securityScopeOf(tenantId, role, query.scope),
        type: query.type,
        severity: query.severity,
        resolved: query.resolved,
        since: query.since === undefined ? undefined : new Date(query.since),
      };
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.list(filter, window),
        () => repository.count(filter),
      );
      return { events: rows.map(toSecurityEvent), ...paging };
    },

    /** Events per UTC day and severity, the last `days` days up to today, quiet days included. */
    async daily(
      tenantId: number,
      role: AccessRole | null,
      query: { days: number; scope: SecurityScope },
    ): Promise<SecurityDaily> {
      const scope = securityScopeOf(tenantId, role, query.scope);
      const today = now();
      const rows = await repository.perDay(
        scope,
        utcDate(today, query.days - 1),
        utcDate(today, 0),
      );
      return {
        days: rows.map((row) => ({
          date: row.date,
          info: row.info,
          warning: row.warning,
          critical: row.critical,
        })),
      };
    },

    /**
     * Marks an open event resolved, with who did it, when and a note; the activity table records
     * it in the same transaction. Another tenant's event is 404 (unless a platform admin resolves
     * in the platform scope); a resolved one is 409.
     */
    async resolve(
      tenantId: number,
      caller: SecurityCaller,
      id: number,
      label: SecurityScope,
      note: string,
    ): Promise<SecurityEvent> {
      const scope = securityScopeOf(tenantId, caller.role, label);
      return deps.inTransaction(async (tx) => {
        const resolved = await tx.events.resolve(scope, id, {
          by: caller.user.id,
          at: now(),
          note: note.trim() || null,
        });
        if (!resolved) {
          if (await tx.events.findDetailed(scope, id)) {
            throw conflict(SECURITY_MESSAGES.alreadyResolved);
          }
          throw notFound(SECURITY_MESSAGES.eventNotFound);
        }
        await recordActivity(tx.activity, {
          tenantId: resolved.tenantId,
          actorId: caller.user.id,
          action: 'resolve',
          entityType: 'security_event',
          entityId: resolved.id,
          entityLabel: resolved.type.replaceAll('_', ' '),
          details: { type: resolved.type, severity: resolved.severity },
        });
        const row = await tx.events.findDetailed(scope, id);
        if (!row) throw notFound(SECURITY_MESSAGES.eventNotFound);
        return toSecurityEvent(row);
      });
    },
  };
}

export type SecurityEventsService = ReturnType<typeof createSecurityEventsService>;
