import {
  MEMBER_STATUSES,
  MEMBERSHIP_LIMITS,
  type MemberImportReport,
  type MemberStatus,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { useCsvTransfer } from '@/features/admin/shared/components/CsvTransfer';
import { PagedTable } from '@/features/admin/shared/components/PagedTable';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SearchField } from '@/features/admin/shared/components/SearchField';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useListPaging } from '@/features/admin/shared/use-list-page';
import { useExportMembers, useImportMembers, useMembers, useTiers } from '../api/members';
import { MemberDrawer, memberName } from '../components/MemberDrawer';
import { MembershipCharts } from '../components/MembershipCharts';
import { StatusChip } from '../components/StatusChip';

const PAGE_SIZES = [MEMBERSHIP_LIMITS.pageSize] as const;

/**
 * /admin/members (issue 33): the publication's members, filtered by standing and tier and
 * searched; one member's details in a drawer; CSV import and export for admins; the figures.
 */
export function MembersPage() {
  const { t, i18n } = useTranslation(ADMIN_MEMBERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const role = useAdminAccess().data?.role ?? null;
  const canManage = role === 'admin' || role === 'platform_admin';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [tier, setTier] = useState<number | ''>('');
  const q = useDebounced(search, 300);
  const { page, pagination } = useListPaging(`${status}|${tier}|${q}`, PAGE_SIZES);
  const list = useMembers({ status, tier, q, page: page + 1 });
  const tiers = useTiers();
  const tierList = tiers.data?.tiers ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const csv = useCsvTransfer({
    ns: ADMIN_MEMBERS_NS,
    maxBytes: MEMBERSHIP_LIMITS.importMaxBytes,
    upload: useImportMembers(),
    download: useExportMembers(),
    counts: (report: MemberImportReport) => ({
      imported: report.imported,
      updated: report.updated,
    }),
  });
  const rows = list.data?.members ?? [];
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(iso),
        )
      : t('common.none');

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader title={t('title')} intro={t('intro')} action={canManage && csv.buttons} />
      {canManage && csv.status}

      <MembershipCharts />

      <Stack spacing={2} component="section" aria-labelledby="members-list-heading">
        <Typography id="members-list-heading" variant="h6" component="h2">
          {t('list.table')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <SearchField
            label={t('filters.search')}
            value={search}
            onSearch={setSearch}
            sx={{ flex: '1 1 14rem', maxWidth: 420 }}
          />
          <TextField
            select
            label={t('filters.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as MemberStatus | '')}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
            {MEMBER_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('filters.tier')}
            value={tier}
            onChange={(event) => {
              const value = String(event.target.value);
              setTier(value === '' ? '' : Number(value));
            }}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filters.allTiers')}</MenuItem>
            {tierList.map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {entry.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {list.isError && (
          <RetryAlert onRetry={() => void list.refetch()}>
            {failureMessage(list.error, t('list.failed'), 'fallback')}
          </RetryAlert>
        )}
        <PagedTable
          label={t('list.table')}
          columns={[
            t('list.member'),
            t('list.status'),
            t('list.tier'),
            t('list.renews'),
            t('list.joined'),
          ]}
          list={list}
          rowCount={rows.length}
          loadingText={t('common.loading')}
          emptyText={q || status || tier !== '' ? t('list.noMatch') : t('list.empty')}
          pagination={pagination}
        >
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setOpenId(row.id)}
                  aria-label={t('list.open', { name: memberName(row) })}
                  sx={{ textAlign: 'left' }}
                >
                  {memberName(row)}
                </Link>
                <Typography variant="caption" component="div" color="text.secondary">
                  {row.email}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell>{row.tier?.name ?? t('common.none')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {date(row.renews_at ?? row.comp_until)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(row.joined_at)}</TableCell>
            </TableRow>
          ))}
        </PagedTable>
      </Stack>

      {openId !== null && (
        <MemberDrawer
          memberId={openId}
          canManage={canManage}
          tiers={tierList}
          onClose={() => setOpenId(null)}
          onNotice={setNotice}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
