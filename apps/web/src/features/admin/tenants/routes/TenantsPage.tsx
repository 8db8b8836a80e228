import { DEFAULT_TENANT_SLUG, LIMITS, type AdminTenant } from '@helionews/contracts';
import DeleteOutline from '@mui/icons-material/Delete';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { Logo } from '@/components/Logo';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { TENANT_CLIENT_ERRORS, tenantListQueryOptions } from '../api/tenants';
import { DeleteTenantDialog } from '../components/DeleteTenantDialog';
import { IndustryChip } from '@/features/admin/shared/components/IndustryChip';
import { TenantFormDialog } from '../components/TenantFormDialog';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useListPaging } from '@/features/admin/shared/use-list-page';
import { SearchField } from '@/features/admin/shared/components/SearchField';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { RowAction } from '@/features/admin/shared/components/RowAction';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';

/** SPEC section 9: search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = LIMITS.searchDebounceMs;
const PAGE_SIZES = [10, 25, 50];

/**
 * Columns shown from the small breakpoint up. At a phone's width the table keeps the tenant and
 * its actions, with the industry and counts under the name, so that it never scrolls a heading
 * out of sight ("Sto...", issue 30 item 12).
 */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Editing = { kind: 'create' } | { kind: 'edit'; tenant: AdminTenant } | null;

/** /admin/tenants: every publication, for platform admins. */
export function TenantsPage() {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts at the first page.
  const { page, pageSize, pagination } = useListPaging(debouncedSearch, PAGE_SIZES);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminTenant | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = useQuery(
    tenantListQueryOptions({ page: page + 1, pageSize, search: debouncedSearch }),
  );
  const tenants = list.data?.tenants ?? [];

  return (
    <AdminListPage
      title={t('tenants.title')}
      intro={t('tenants.intro')}
      create={{ label: t('tenants.create'), onClick: () => setEditing({ kind: 'create' }) }}
      filters={
        <SearchField
          label={t('tenants.search')}
          value={search}
          onSearch={setSearch}
          sx={{ minWidth: { sm: LIMITS.searchMinWidth }, maxWidth: { sm: 420 } }}
        />
      }
      failure={
        list.isError && failureMessage(list.error, TENANT_CLIENT_ERRORS.fetchTenants, 'error')
      }
      onRetry={() => void list.refetch()}
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isFetching && !list.isPending && (
          <LinearProgress aria-label={t('common.loading')} sx={{ height: 2 }} />
        )}
        <TableScroller label={t('tenants.tableLabel')}>
          <Table size="small" aria-label={t('tenants.tableLabel')} sx={{ minWidth: { sm: 560 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tenants.columns.tenant')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('fields.industry')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('tenants.columns.stories')}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('tenants.columns.categories')}
                </TableCell>
                <TableCell align="right">{t('tenants.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending &&
                Array.from({ length: 3 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={5}>
                      <Skeleton height={32} />
                    </TableCell>
                  </TableRow>
                ))}
              {list.isSuccess && tenants.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                      {debouncedSearch.trim()
                        ? t('tenants.noMatch', { search: debouncedSearch.trim() })
                        : t('tenants.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {tenants.map((tenant) => {
                const isDefault = tenant.slug === DEFAULT_TENANT_SLUG;
                return (
                  <TableRow key={tenant.id} hover>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                        <Logo
                          name={tenant.display_name}
                          src={tenant.logo_url}
                          size="small"
                          color={tenant.branding.primary_color}
                          decorative
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 500 }}>{tenant.display_name}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {tenant.slug}
                          </Typography>
                          <Box
                            sx={{
                              display: { xs: 'flex', sm: 'none' },
                              flexWrap: 'wrap',
                              alignItems: 'center',
                              gap: 1,
                              mt: 0.5,
                            }}
                          >
                            <IndustryChip industry={tenant.industry} />
                            <Typography variant="body2" color="text.secondary">
                              {`${t('tenants.columns.stories')}: ${tenant.story_count} · ${t('tenants.columns.categories')}: ${tenant.category_count}`}
                            </Typography>
                          </Box>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <IndustryChip industry={tenant.industry} />
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {tenant.story_count}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {tenant.category_count}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <RowAction
                        title={t('tenants.edit')}
                        label={t('tenants.editNamed', { name: tenant.display_name })}
                        onClick={() => setEditing({ kind: 'edit', tenant })}
                      >
                        <EditOutlined />
                      </RowAction>
                      {isDefault ? (
                        <Tooltip title={t('tenants.defaultUndeletable')}>
                          <span
                            tabIndex={0}
                            role="note"
                            aria-label={t('tenants.defaultUndeletable')}
                            style={{ display: 'inline-block' }}
                          >
                            <IconButton disabled aria-hidden tabIndex={-1}>
                              <DeleteOutline />
                            </IconButton>
                          </span>
                        </Tooltip>
                      ) : (
                        <RowAction
                          title={t('tenants.delete.action')}
                          label={t('tenants.deleteNamed', { name: tenant.display_name })}
                          onClick={() => setDeleting(tenant)}
                        >
                          <DeleteOutline />
                        </RowAction>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScroller>
        <AdminPagination count={list.data?.total ?? 0} {...pagination} />
      </Paper>

      {editing && (
        <TenantFormDialog
          open
          tenant={editing.kind === 'edit' ? editing.tenant : null}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice(
              created
                ? t('tenants.created', { name: saved.display_name })
                : t('tenants.updated', { name: saved.display_name }),
            );
          }}
        />
      )}
      {deleting && (
        <DeleteTenantDialog
          tenant={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(deleted) => {
            setDeleting(null);
            setNotice(t('tenants.deleted', { name: deleted.display_name }));
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
