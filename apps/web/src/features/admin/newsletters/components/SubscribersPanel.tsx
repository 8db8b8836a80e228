import {
  NEWSLETTER_LIMITS,
  SUBSCRIPTION_STATUSES,
  type AdminNewsletter,
  type SubscriberImportReport,
  type SubscriptionStatus,
} from '@helionews/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ImportReportDialog } from '@/features/admin/shared/components/ImportReportDialog';
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
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<{ fileName: string; report: SubscriberImportReport } | null>(
    null,
  );
  const [importError, setImportError] = useState<string | null>(null);
  const upload = useImportSubscribers(newsletter.id, setProgress);
  const download = useExportSubscribers(newsletter.id, exportFileName(newsletter.name));
  const rows = list.data?.subscribers ?? [];

  const chooseFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setImportError(null);
    if (file.size > NEWSLETTER_LIMITS.importMaxBytes) {
      setImportError(t('import.tooLarge', { mb: NEWSLETTER_LIMITS.importMaxBytes / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (result) => setReport({ fileName: file.name, report: result }),
      onError: (error) => setImportError(failureMessage(error, t('import.failed'), 'fallback')),
    });
  };

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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { md: 'auto' } }}>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={t('import.file')}
            data-testid="subscriber-import-file"
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
          <Button
            variant="outlined"
            startIcon={<FileUploadOutlined />}
            disabled={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {t('import.button')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('export.button')}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('import.help')}
      </Typography>
      {upload.isPending && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('import.uploading', { percent: progress })}
          />
          <Typography variant="caption" role="status">
            {t('import.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      {importError && (
        <Alert severity="error" role="alert" onClose={() => setImportError(null)}>
          {importError}
        </Alert>
      )}
      {download.isError && (
        <Alert severity="error" role="alert" onClose={() => download.reset()}>
          {failureMessage(download.error, t('export.failed'), 'fallback')}
        </Alert>
      )}
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
      {report && (
        <ImportReportDialog
          ns={ADMIN_NEWSLETTERS_NS}
          fileName={report.fileName}
          counts={{ added: report.report.added, skipped: report.report.skipped }}
          rejected={report.report.rejected}
          reasonLabel={(reason) => t(`import.reasons.${reason}`, { defaultValue: reason })}
          onClose={() => setReport(null)}
        />
      )}
    </Stack>
  );
}
