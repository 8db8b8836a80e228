import { z } from 'zod';
import { dashboardScopeQuerySchema } from './admin.js';
import { idSchema, isoDateTimeSchema, paginationQuerySchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * Security events (SPEC section 7: GET /admin/security/events, POST .../{id}/resolve)
 * ---------------------------------------------------------------------------------------------- */

export const SECURITY_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'account_locked',
  'logout',
  'password_reset_requested',
  'password_reset_completed',
  'registration',
  'password_changed',
  'signed_out_everywhere',
  'role_changed',
  'user_created',
  'user_deleted',
  'user_activated',
  'user_deactivated',
  'upload_refused',
  'rate_limited',
  'permission_denied',
  'ssrf_blocked',
  'totp_enrolled',
  'totp_removed',
  'second_factor_failure',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'passkey_login',
  'passkey_failure',
  /** A publication's reader sign-in with Google or Facebook changed (issue 35). */
  'sign_in_providers_changed',
  'sso_settings_changed',
  'second_factor_removed_by_admin',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
export const SECURITY_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

const userRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const securityEventSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(SECURITY_EVENT_TYPES),
    severity: z.enum(SECURITY_SEVERITIES),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    user: userRefSchema.nullable().describe('the account concerned, when known'),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    tenant_slug: z
      .string()
      .nullable()
      .describe('the publication it happened on; null for events outside any publication'),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
    resolved_by: userRefSchema.nullable(),
    resolution_note: z.string().nullable(),
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/**
 * `scope=platform`: every publication's events and those of none (platform admins only; 403 for
 * anyone else), as on the dashboard.
 */
export const securityScopeQuerySchema = dashboardScopeQuerySchema;
export type SecurityScope = z.infer<typeof securityScopeQuerySchema>['scope'];

export const securityEventListQuerySchema = paginationQuerySchema.extend({
  ...securityScopeQuerySchema.shape,
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  severity: z.enum(SECURITY_SEVERITIES).optional(),
  resolved: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('true: resolved ones only; false: open ones only'),
  since: isoDateTimeSchema.optional().describe('only events recorded at or after this time'),
});
export type SecurityEventListQuery = z.infer<typeof securityEventListQuerySchema>;

export const securityEventListResponseSchema = z
  .object({
    events: z.array(securityEventSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'SecurityEventList' });
export type SecurityEventListResponse = z.infer<typeof securityEventListResponseSchema>;

export const securityEventResolveSchema = z
  .strictObject({
    note: z.string().trim().max(1000).default('').describe('what was done about it'),
  })
  .meta({ id: 'SecurityEventResolve' });
export type SecurityEventResolve = z.infer<typeof securityEventResolveSchema>;

export const SECURITY_DAILY_MAX_DAYS = 90;
export const securityDailyQuerySchema = securityScopeQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(SECURITY_DAILY_MAX_DAYS).default(30),
});
export const securityDailySchema = z
  .object({
    /** Oldest first, one entry per UTC day, days without events included. */
    days: z.array(
      z.object({
        date: z.string().describe('YYYY-MM-DD (UTC)'),
        info: z.number().int(),
        warning: z.number().int(),
        critical: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SecurityEventsDaily' });
export type SecurityDaily = z.infer<typeof securityDailySchema>;

export const securityEventIdParamsSchema = z.object({ id: idSchema });
/** Resolving an event of another publication (or of none) needs `scope=platform`. */
export const securityEventResolveQuerySchema = securityScopeQuerySchema;

export const SECURITY_MESSAGES = {
  eventNotFound: 'Security event not found',
  alreadyResolved: 'This security event is already resolved',
} as const;
