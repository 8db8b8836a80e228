import type { AdminUser, TenantRole } from '@helionews/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { accountFieldsOf } from '../auth/auth.mapper.js';

/** A user as the back-office lists them; never the password hash or preferences. */
export function toAdminUser(
  row: UserRow,
  roles: { tenant: string; role: TenantRole }[],
  accessRequested: boolean,
  hasSecondFactor: boolean,
): AdminUser {
  return {
    ...accountFieldsOf(row),
    roles,
    access_requested: accessRequested,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    has_second_factor: hasSecondFactor,
  };
}
