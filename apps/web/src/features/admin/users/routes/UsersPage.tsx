import {
  ADMIN_CLIENT_ERRORS,
  LIMITS,
  TENANT_ROLES,
  USER_STATUSES,
  type AdminUser,
  type TenantRole,
} from '@helionews/contracts';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';
import { ADMIN_PAGES_NS, ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { failureOf, type Failure } from '../api/failure';
import {
  activateUser,
  deactivateUser,
  deleteUser,
  updateUser,
  userAdminKeys,
  userListQueryOptions,
  type UserSort,
  type UserStatusFilter,
} from '../api/users';
import { ConfirmUserDialog } from '../components/ConfirmUserDialog';
import { FailureAlert } from '../components/FailureAlert';
import { RoleChips, StatusChip, statusOf, useRoleLabel } from '../components/UserChips';
import { UserFormDialog } from '../components/UserFormDialog';
import { UserHistoryDrawer } from '../components/UserHistoryDrawer';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';

/** SPEC section 9: search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = LIMITS.searchDebounceMs;
const PAGE_SIZES = [10, 25, 50];
const STATUS_FILTERS: UserStatusFilter[] = ['all', ...USER_STATUSES];

type SortKey = 'username' | 'email' | 'created_at' | 'last_login_at';
interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}
const sortParam = ({ key, direction }: SortState): UserSort =>
  direction === 'desc' ? `-${key}` : key;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'deactivate'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'history'; user: AdminUser }
  | null;

/** The actions stay in view while a narrow screen scrolls the table sideways. */
const stickyActions = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

/** /admin/users: the accounts of this publication, their roles and status (SPEC section 7). */
export function UsersPage() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const { t: tPages } = useTranslation(ADMIN_PAGES_NS);
  const roleLabel = useRoleLabel();
  const queryClient = useQueryClient();
  const access = useAdminAccess();
  const tenant = access.data?.tenant.slug ?? '';
  const tenantName = access.data?.tenant.name ?? tenant;
  const isPlatform = access.data?.role === 'platform_admin';
  const selfId = access.data?.user.id;

  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [sort, setSort] = useState<SortState>({ key: 'created_at', direction: 'desc' });
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  // The page belongs to the filters it was chosen for: new filters start at the first page.
  const filters = JSON.stringify([debouncedSearch.trim(), status, sortParam(sort), pageSize]);
  const [paging, setPaging] = useState({ filters, page: 0 });
  const page = paging.filters === filters ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filters, page: next });

  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<Failure | null>(null);
  const [grantMenu, setGrantMenu] = useState<{ anchor: HTMLElement; user: AdminUser } | null>(null);

  const list = useQuery({
    ...userListQueryOptions({
      page: page + 1,
      pageSize,
      search: debouncedSearch,
      status,
      sort: sortParam(sort),
    }),
    enabled: access.isSuccess,
  });
  const users = list.data?.users ?? [];
  const filtered = debouncedSearch.trim() !== '' || status !== 'all';

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

  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'username' || key === 'email' ? 'asc' : 'desc' },
    );

  const sortLabel = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key ? sort.direction : 'asc'}
      onClick={() => onSort(key)}
    >
      {label}
      {sort.key === key && (
        <Box component="span" sx={visuallyHiddenSx}>
          {sort.direction === 'asc' ? t('sortedAscending') : t('sortedDescending')}
        </Box>
      )}
    </TableSortLabel>
  );
  const sortedBy = (...keys: SortKey[]) => (keys.includes(sort.key) ? sort.direction : false);

  const COLUMNS = 6;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
            disabled={!access.isSuccess}
          >
            {t('create')}
          </Button>
        }
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          type="search"
          label={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{
            flex: { xs: '1 1 100%', sm: '0 1 420px' },
            minWidth: { sm: LIMITS.searchMinWidth },
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <TextField
          select
          label={t('statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as UserStatusFilter)}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
        >
          {STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {(() => {
            const failure = failureOf(list.error, ADMIN_CLIENT_ERRORS.fetchUsers);
            return (
              <>
                <strong>{failure.message}</strong>
                {failure.detail && <> — {failure.detail}</>}
              </>
            );
          })()}
        </RetryAlert>
      )}
      {actionFailure && (
        <FailureAlert failure={actionFailure} onClose={() => setActionFailure(null)} />
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isFetching && !list.isPending && (
          <LinearProgress aria-label={tPages('common.loading')} sx={{ height: 2 }} />
        )}
        <TableContainer
          role="region"
          tabIndex={0}
          aria-label={t('tableLabel')}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={t('tableLabel')} sx={{ minWidth: 780 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                {/* Username and email share a column (two lines), each sortable. */}
                <TableCell sortDirection={sortedBy('username', 'email')}>
                  {sortLabel('username', t('columns.username'))}
                  <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
                    /
                  </Box>
                  {sortLabel('email', t('columns.email'))}
                </TableCell>
                <TableCell>{t('columns.roles')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell sortDirection={sortedBy('created_at')}>
                  {sortLabel('created_at', t('columns.created'))}
                </TableCell>
                <TableCell sortDirection={sortedBy('last_login_at')}>
                  {sortLabel('last_login_at', t('columns.lastLogin'))}
                </TableCell>
                <TableCell align="right" sx={stickyActions}>
                  {t('columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody aria-busy={list.isPending}>
              {(list.isPending || access.isPending) &&
                Array.from({ length: 4 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={COLUMNS}>
                      {index === 0 && <Box sx={visuallyHiddenSx}>{t('loading')}</Box>}
                      <Skeleton height={32} />
                    </TableCell>
                  </TableRow>
                ))}
              {list.isSuccess && users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS}>
                    <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                      {filtered ? t('noMatch') : t('empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {users.map((user) => {
                const pending = statusOf(user) === 'pending';
                const self = user.id === selfId;
                return (
                  <TableRow
                    key={user.id}
                    hover
                    sx={
                      pending
                        ? {
                            bgcolor: (theme) =>
                              theme.alpha((theme.vars ?? theme).palette.warning.main, 0.1),
                            '& > td:first-of-type': {
                              boxShadow: (theme) =>
                                `inset 4px 0 0 ${(theme.vars ?? theme).palette.warning.main}`,
                            },
                          }
                        : undefined
                    }
                  >
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {user.username}
                        {self && (
                          <Typography component="span" color="text.secondary">
                            {' '}
                            ({t('you')})
                          </Typography>
                        )}
                      </Typography>
                      {user.display_name && (
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {user.display_name}
                        </Typography>
                      )}
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {user.email}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <RoleChips user={user} tenant={tenant} />
                    </TableCell>
                    <TableCell>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <StatusChip user={user} />
                        {pending && (
                          <Button
                            size="small"
                            variant="outlined"
                            color="warning"
                            startIcon={<PersonAddAlt />}
                            sx={{ whiteSpace: 'nowrap' }}
                            aria-label={t('actions.grantTo', { name: user.username })}
                            aria-haspopup="menu"
                            onClick={(event) => setGrantMenu({ anchor: event.currentTarget, user })}
                            disabled={grant.isPending}
                          >
                            {t('actions.grant')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <RelativeTime dateTime={user.created_at} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {user.last_login_at ? (
                        <RelativeTime dateTime={user.last_login_at} />
                      ) : (
                        <Typography component="span" color="text.secondary">
                          {t('never')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        ...stickyActions,
                        whiteSpace: 'nowrap',
                        ...(pending && {
                          backgroundImage: (theme) => {
                            const tint = theme.alpha(
                              (theme.vars ?? theme).palette.warning.main,
                              0.1,
                            );
                            return `linear-gradient(${tint}, ${tint})`;
                          },
                        }),
                      }}
                    >
                      <Tooltip title={t('actions.edit', { name: user.username })}>
                        <IconButton
                          size="small"
                          aria-label={t('actions.edit', { name: user.username })}
                          onClick={() => setDialog({ kind: 'edit', user })}
                        >
                          <EditOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('actions.history', { name: user.username })}>
                        <IconButton
                          size="small"
                          aria-label={t('actions.history', { name: user.username })}
                          onClick={() => setDialog({ kind: 'history', user })}
                        >
                          <HistoryIcon />
                        </IconButton>
                      </Tooltip>
                      {self ? (
                        <Tooltip title={t('actions.ownAccount')}>
                          <Box
                            component="span"
                            tabIndex={0}
                            role="note"
                            aria-label={t('actions.ownAccount')}
                            sx={{ display: 'inline-block' }}
                          >
                            <IconButton size="small" disabled aria-hidden tabIndex={-1}>
                              <BlockIcon />
                            </IconButton>
                            <IconButton size="small" disabled aria-hidden tabIndex={-1}>
                              <DeleteOutline />
                            </IconButton>
                          </Box>
                        </Tooltip>
                      ) : (
                        <>
                          {user.is_active ? (
                            <Tooltip title={t('actions.deactivate', { name: user.username })}>
                              <IconButton
                                size="small"
                                aria-label={t('actions.deactivate', { name: user.username })}
                                onClick={() => setDialog({ kind: 'deactivate', user })}
                              >
                                <BlockIcon />
                              </IconButton>
                            </Tooltip>
                          ) : (
                            <Tooltip title={t('actions.activate', { name: user.username })}>
                              <IconButton
                                size="small"
                                aria-label={t('actions.activate', { name: user.username })}
                                onClick={() => activate.mutate(user)}
                                disabled={activate.isPending}
                                color="success"
                              >
                                <CheckCircleOutline />
                              </IconButton>
                            </Tooltip>
                          )}
                          <Tooltip title={t('actions.delete', { name: user.username })}>
                            <IconButton
                              size="small"
                              aria-label={t('actions.delete', { name: user.username })}
                              onClick={() => setDialog({ kind: 'delete', user })}
                              color="error"
                            >
                              <DeleteOutline />
                            </IconButton>
                          </Tooltip>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <AdminPagination
          count={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Paper>

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

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          tenant={tenant}
          tenantName={tenantName}
          isPlatform={isPlatform}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setNotice(t('notices.updated', { name: saved.username }));
          }}
        />
      )}
      {dialog?.kind === 'deactivate' && (
        <ConfirmUserDialog
          title={t('deactivate.title', { name: dialog.user.username })}
          text={t('deactivate.text', { name: dialog.user.username })}
          confirmLabel={t('deactivate.confirm')}
          workingLabel={t('deactivate.working')}
          failureText={ADMIN_CLIENT_ERRORS.deactivateUser}
          action={() => deactivateUser(dialog.user.id)}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setNotice(t('notices.deactivated', { name: dialog.user.username }));
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmUserDialog
          title={t('delete.title', { name: dialog.user.username })}
          text={t('delete.text', { email: dialog.user.email })}
          confirmLabel={t('delete.confirm')}
          workingLabel={t('delete.working')}
          failureText={ADMIN_CLIENT_ERRORS.deleteUser}
          action={() => deleteUser(dialog.user.id)}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setNotice(t('notices.deleted', { name: dialog.user.username }));
          }}
        />
      )}
      {dialog?.kind === 'history' && (
        <UserHistoryDrawer user={dialog.user} onClose={() => setDialog(null)} />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
