import type { SecurityEventType, SecuritySeverity } from '../../db/schema/index.js';
import type { SecurityEventsRepository } from './security-events.repository.js';

/** Who did it and from where; taken from the request by the route. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

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
};

/** A recorded event worth an administrator's attention now. */
export interface SevereSecurityEvent {
  type: SecurityEventType;
  tenantId: number;
  ip: string;
}

export function createSecurityEventsService(
  repository: SecurityEventsRepository,
  onError: (error: unknown) => void,
  /** Called after a critical event of a tenant is recorded (to notify its admins). */
  onSevere: (event: SevereSecurityEvent) => Promise<void> = async () => {},
) {
  return {
    /**
     * Records an event. A failure to record must not turn a sign-in into an error, so it is
     * reported to the log and swallowed.
     */
    async record(input: SecurityEventInput): Promise<void> {
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
        onError(error);
      }
    },
  };
}

export type SecurityEventsService = ReturnType<typeof createSecurityEventsService>;
