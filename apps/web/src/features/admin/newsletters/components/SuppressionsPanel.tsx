import type { Suppression } from '@helionews/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { PagedTable } from '@/features/admin/shared/components/PagedTable';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SearchField } from '@/features/admin/shared/components/SearchField';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useListPaging } from '@/features/admin/shared/use-list-page';
import { useRemoveSuppression } from '../api/remove-suppression';
import { useSuppressions } from '../api/suppressions';
import { useFormatDateTime } from './date-time';

const PAGE_SIZES = [20, 50, 100] as const;

/**
 * The publication's suppressed addresses (bounced, complained, or removed by hand): no newsletter
 * mails them until one is removed here.
 */
export function SuppressionsPanel() {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatDateTime = useFormatDateTime();
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const { page, pageSize, pagination } = useListPaging(q, PAGE_SIZES);
  const list = useSuppressions({ q, page: page + 1, pageSize });
  const remove = useRemoveSuppression();
  const [removing, setRemoving] = useState<Suppression | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = list.data?.suppressions ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('suppressions.intro')}
      </Typography>
      <SearchField
        label={t('suppressions.search')}
        value={search}
        onSearch={setSearch}
        sx={{ maxWidth: 420 }}
      />
      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureMessage(list.error, t('suppressions.failed'), 'fallback')}
        </RetryAlert>
      )}
      <PagedTable
        label={t('suppressions.table')}
        columns={[
          t('suppressions.email'),
          t('suppressions.reason'),
          t('suppressions.detail'),
          t('suppressions.since'),
          { label: t('common.actions'), align: 'right' },
        ]}
        list={list}
        rowCount={rows.length}
        loadingText={t('common.loading')}
        emptyText={q ? t('suppressions.noMatch') : t('suppressions.empty')}
        pagination={pagination}
      >
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{row.email}</TableCell>
            <TableCell>{t(`suppressionReason.${row.reason}`)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              {row.detail ?? ''}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
            <TableCell align="right">
              <Tooltip title={t('suppressions.remove')}>
                <IconButton
                  aria-label={t('suppressions.removeNamed', { email: row.email })}
                  onClick={() => setRemoving(row)}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
      {removing && (
        <ConfirmDialog
          title={t('suppressions.removeTitle')}
          text={t('suppressions.removeText', { email: removing.email })}
          confirmLabel={t('suppressions.remove')}
          cancelLabel={t('common.cancel')}
          tone="error"
          focusCancel
          pending={remove.isPending}
          error={
            remove.isError &&
            failureMessage(remove.error, t('suppressions.removeFailed'), 'fallback')
          }
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setNotice(t('suppressions.removed', { email: removing.email }));
                setRemoving(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
