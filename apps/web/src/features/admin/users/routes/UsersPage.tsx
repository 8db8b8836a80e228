import {
  ADMIN_CLIENT_ERRORS,
  LIMITS,
  TENANT_ROLES,
  USER_STATUSES,
  type AdminUser,
  type TenantRole,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { failureOf, type Failure } from '@/features/admin/shared/api/failure';
import { activateUser, updateUser, userAdminKeys, type UserStatusFilter } from '../api/users';
import { FailureAlert } from '../components/FailureAlert';
import { useRoleLabel } from '../components/UserChips';
import { UserDialogs, type UserDialog } from './UserDialogs';
import { UserRow } from './UserRow';
import { UsersTable } from './UsersTable';
import { useUserList } from './use-user-list';
import { SearchField } from '@/features/admin/shared/components/SearchField';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';

const STATUS_FILTERS: UserStatusFilter[] = ['all', ...USER_STATUSES];

/** /admin/users: the accounts of this publication, their roles and status (SPEC section 7). */
export function UsersPage() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const roleLabel = useRoleLabel();
  const queryClient = useQueryClient();
  const access = useAdminAccess();
  const tenant = access.data?.tenant.slug ?? '';
  const tenantName = access.data?.tenant.name ?? tenant;
  const isPlatform = access.data?.role === 'platform_admin';
  const selfId = access.data?.user.id;

  const view = useUserList(access.isSuccess);
  const { list } = view;
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<Failure | null>(null);
  const [grantMenu, setGrantMenu] = useState<{ anchor: HTMLElement; user: AdminUser } | null>(null);

  const activate = useMutation({
    mutationFn: (user: AdminUser) => activateUser(user.id),
    onMutate: () => setActionFailure(null),
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      setNotice(t('notices.activated', { name: user.username }));
    },
    onError: (error) => setActionFailure(failureOf(error, ADMIN_CLIENT_ERRORS.activateUser)),
  });

  const grant = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: TenantRole }) =>
      // The roles sent replace those on the tenants the caller administers: keep the others.
      updateUser(user.id, {
        roles: [...user.roles.filter((r) => r.tenant !== tenant), { tenant, role }],
      }),
    onMutate: () => setActionFailure(null),
    onSuccess: async (user, { role }) => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      setNotice(t('notices.granted', { name: user.username, role: roleLabel(role) }));
    },
    onError: (error) => setActionFailure(failureOf(error, ADMIN_CLIENT_ERRORS.updateUser)),
  });

  const listFailure = list.isError ? failureOf(list.error, ADMIN_CLIENT_ERRORS.fetchUsers) : null;

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={{
        label: t('create'),
        onClick: () => setDialog({ kind: 'create' }),
        disabled: !access.isSuccess,
      }}
      filters={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SearchField
            label={t('search')}
            value={view.search}
            onSearch={view.setSearch}
            sx={{
              flex: { xs: '1 1 100%', sm: '0 1 420px' },
              minWidth: { sm: LIMITS.searchMinWidth },
            }}
          />
          <TextField
            select
            label={t('statusFilter')}
            value={view.status}
            onChange={(event) => view.setStatus(event.target.value as UserStatusFilter)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
          >
            {STATUS_FILTERS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      failure={
        listFailure && (
          <>
            <strong>{listFailure.message}</strong>
            {listFailure.detail && <> — {listFailure.detail}</>}
          </>
        )
      }
      onRetry={() => void list.refetch()}
    >
      {actionFailure && (
        <FailureAlert failure={actionFailure} onClose={() => setActionFailure(null)} />
      )}

      <UsersTable view={view} loading={list.isPending || access.isPending}>
        {view.users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            tenant={tenant}
            self={user.id === selfId}
            activating={activate.isPending}
            granting={grant.isPending}
            onAction={(kind) =>
              kind === 'activate' ? activate.mutate(user) : setDialog({ kind, user })
            }
            onGrant={(anchor) => setGrantMenu({ anchor, user })}
          />
        ))}
      </UsersTable>

      <Menu
        anchorEl={grantMenu?.anchor ?? null}
        open={grantMenu !== null}
        onClose={() => setGrantMenu(null)}
      >
        {TENANT_ROLES.map((role) => (
          <MenuItem
            key={role}
            onClick={() => {
              if (grantMenu) grant.mutate({ user: grantMenu.user, role });
              setGrantMenu(null);
            }}
          >
            {roleLabel(role)}
          </MenuItem>
        ))}
      </Menu>

      <UserDialogs
        dialog={dialog}
        tenant={tenant}
        tenantName={tenantName}
        isPlatform={isPlatform}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          setNotice(message);
        }}
      />
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
