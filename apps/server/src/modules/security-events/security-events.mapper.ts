import type { SecurityEvent } from '@helionews/contracts';
import type { DetailedSecurityEventRow } from './security-events.repository.js';

const userRef = (id: number | null, username: string | null) =>
  id !== null && username !== null ? { id, username } : null;

/** A security event as the back-office lists it: named fields only, never a row spread. */
export function toSecurityEvent(row: DetailedSecurityEventRow): SecurityEvent {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    ip: row.ip,
    user_agent: row.userAgent,
    user: userRef(row.userId, row.username),
    details: row.details,
    tenant_slug: row.tenantSlug,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: userRef(row.resolverId, row.resolverName),
    resolution_note: row.resolutionNote,
  };
}
