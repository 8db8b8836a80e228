import {
  NEWSLETTER_LIMITS,
  SUBSCRIPTION_STATUSES,
  type AdminNewsletter,
  type SubscriberImportReport,
  type SubscriptionStatus,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { useCsvTransfer } from '@/features/admin/shared/components/CsvTransfer';
import { PagedTable } from '@/features/admin/shared/components/PagedTable';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SearchField } from '@/features/admin/shared/components/SearchField';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useListPaging } from '@/features/admin/shared/use-list-page';
import { useExportSubscribers } from '../api/export-subscribers';
import { useImportSubscribers } from '../api/import-subscribers';
import { useSubscribers } from '../api/subscribers';
import { useFormatDateTime } from './date-time';

const PAGE_SIZES = [20, 50, 100] as const;
const STATUS_COLORS = { active: 'success', pending: 'warning', unsubscribed: 'default' } as const;

/** A file name for the export: the newsletter's name in plain letters, and the day. */
export function exportFileName(name: string, now = new Date()): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'newsletter'}-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

/** A newsletter's subscribers: search, status, pages; CSV import with its report, and export. */
export function SubscribersPanel({ newsletter }: { newsletter: AdminNewsletter }) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatDateTime = useFormatDateTime();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');
  const q = useDebounced(search, 300);
  const { page, pageSize, pagination } = useListPaging(`${status}|${q}`, PAGE_SIZES);
  const list = useSubscribers(newsletter.id, { status, q, page: page + 1, pageSize });
  const csv = useCsvTransfer({
    ns: ADMIN_NEWSLETTERS_NS,
    maxBytes: NEWSLETTER_LIMITS.importMaxBytes,
    upload: useImportSubscribers(newsletter.id),
    download: useExportSubscribers(newsletter.id, exportFileName(newsletter.name)),
    counts: (report: SubscriberImportReport) => ({ added: report.added, skipped: report.skipped }),
    fileTestId: 'subscriber-import-file',
  });
  const rows = list.data?.subscribers ?? [];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          label={t('subscribers.search')}
          value={search}
          onSearch={setSearch}
          sx={{ flex: '1 1 14rem', maxWidth: 420 }}
        />
        <TextField
          select
          label={t('subscribers.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as SubscriptionStatus | '')}
          sx={{ minWidth: 180 }}
          // "All statuses" shows as the value, not an empty box under a floating label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('subscribers.allStatuses')}</MenuItem>
          {SUBSCRIPTION_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`subscriptionStatus.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ ml: { md: 'auto' } }}>{csv.buttons}</Box>
      </Box>
      {csv.status}
      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureMessage(list.error, t('subscribers.failed'), 'fallback')}
        </RetryAlert>
      )}
      <PagedTable
        label={t('subscribers.table')}
        columns={[
          t('subscribers.email'),
          t('subscribers.status'),
          t('subscribers.source'),
          t('subscribers.since'),
          t('subscribers.confirmed'),
        ]}
        list={list}
        rowCount={rows.length}
        loadingText={t('common.loading')}
        emptyText={q || status ? t('subscribers.noMatch') : t('subscribers.empty')}
        pagination={pagination}
      >
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{row.email}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLORS[row.status]}
                label={t(`subscriptionStatus.${row.status}`)}
              />
            </TableCell>
            <TableCell>{t(`source.${row.source}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(row.confirmed_at) || '—'}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </Stack>
  );
}
