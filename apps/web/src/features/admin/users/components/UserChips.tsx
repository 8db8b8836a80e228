import type { AdminUser, TenantRole } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';

export type UserStatus = 'active' | 'inactive' | 'pending';

/** Pending: asked this publication for a role and holds none yet (and can sign in). */
export function statusOf(user: AdminUser): UserStatus {
  if (!user.is_active) return 'inactive';
  return user.access_requested ? 'pending' : 'active';
}

export function useRoleLabel() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  return (role: TenantRole) => t(`roles.${role}`);
}

const STATUS_COLORS = { active: 'success', inactive: 'default', pending: 'warning' } as const;

export function StatusChip({ user }: { user: AdminUser }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const status = statusOf(user);
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'inactive' ? 'outlined' : 'filled'}
      label={t(`statuses.${status}`)}
    />
  );
}

/**
 * The user's roles, one chip per tenant: the current tenant's first and filled, others outlined
 * with their slug (platform admins see them all), and the platform admin flag.
 */
export function RoleChips({ user, tenant }: { user: AdminUser; tenant: string }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const roleLabel = useRoleLabel();
  const here = user.roles.filter((r) => r.tenant === tenant);
  const elsewhere = user.roles.filter((r) => r.tenant !== tenant);
  const none = here.length === 0 && elsewhere.length === 0 && !user.is_admin;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {user.is_admin && (
        <li>
          <Chip size="small" color="secondary" label={t('roles.platformAdmin')} />
        </li>
      )}
      {here.map((r) => (
        <li key={r.tenant}>
          <Chip size="small" color="primary" label={roleLabel(r.role)} />
        </li>
      ))}
      {elsewhere.map((r) => (
        <li key={r.tenant}>
          <Chip
            size="small"
            variant="outlined"
            label={t('roleOn', { tenant: r.tenant, role: roleLabel(r.role) })}
          />
        </li>
      ))}
      {none && (
        <li>
          <Chip size="small" variant="outlined" label={t('roles.none')} />
        </li>
      )}
    </Box>
  );
}
