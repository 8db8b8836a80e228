import { ADMIN_NEWSLETTER_ROUTES, type NewsletterSend } from '@helionews/contracts';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NEWSLETTERS_NS, ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { SENDS_PAGE_SIZE, useSends } from '../api/sends';
import { useFormatDateTime } from './date-time';
import { SendProgress } from './SendProgress';
import { SendStatusChip } from './SendStatusChip';

/** The final counts in words: '1,998 sent · 2 failed'; only the outcomes that happened. */
export function useCountsSummary() {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  return (send: Pick<NewsletterSend, 'counts' | 'total'>) => {
    const { sent, failed, bounced, suppressed, queued } = send.counts;
    const parts = [t('sends.summary.sent', { count: sent, number: formatNumber(sent) })];
    if (failed)
      parts.push(t('sends.summary.failed', { count: failed, number: formatNumber(failed) }));
    if (bounced)
      parts.push(t('sends.summary.bounced', { count: bounced, number: formatNumber(bounced) }));
    if (suppressed)
      parts.push(
        t('sends.summary.suppressed', { count: suppressed, number: formatNumber(suppressed) }),
      );
    if (queued)
      parts.push(t('sends.summary.queued', { count: queued, number: formatNumber(queued) }));
    return parts.join(' · ');
  };
}

/**
 * A newsletter's sends, newest first: each one's status, a progress bar while it goes (the list
 * asks again every 2 s while a send waits or goes), its honest final counts and its detail.
 */
export function SendsPanel({ newsletterId }: { newsletterId: number }) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const { t: tPages } = useTranslation(ADMIN_PAGES_NS);
  const formatDateTime = useFormatDateTime();
  const summary = useCountsSummary();
  const formatNumber = useFormatNumber();
  const [page, setPage] = useState(0);
  const list = useSends(newsletterId, page + 1);
  const sends = list.data?.sends ?? [];

  return (
    <Stack spacing={2}>
      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureMessage(list.error, t('sends.failed'), 'fallback')}
        </RetryAlert>
      )}
      <Paper variant="outlined">
        <TableScroller label={t('sends.table')}>
          <Table size="small" aria-label={t('sends.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sends.subject')}</TableCell>
                <TableCell>{t('sends.status')}</TableCell>
                <TableCell>{t('sends.when')}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>{t('sends.outcome')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending && (
                <TableRow>
                  <TableCell colSpan={4}>{t('common.loading')}</TableCell>
                </TableRow>
              )}
              {list.isSuccess && sends.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('sends.empty')}</TableCell>
                </TableRow>
              )}
              {sends.map((send) => (
                <TableRow key={send.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                    <Link component={RouterLink} to={ADMIN_NEWSLETTER_ROUTES.send(send.id)}>
                      {send.subject}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {send.kind === 'digest' ? t('sends.digest') : t('sends.story')}
                      {send.created_by ? ` · ${t('sends.by', { name: send.created_by })}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <SendStatusChip status={send.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(send.started_at ?? send.send_at)}
                  </TableCell>
                  <TableCell>
                    {send.status === 'sending' ? (
                      <SendProgress send={send} />
                    ) : send.status === 'scheduled' ? (
                      t('sends.recipients', { count: send.total, number: formatNumber(send.total) })
                    ) : (
                      summary(send)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={list.data && list.data.total > 0 ? page : 0}
          rowsPerPage={SENDS_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) =>
            tPages('common.displayedRows', { from, to, count })
          }
          getItemAriaLabel={(type) => tPages(`common.pagination.${type}`)}
        />
      </Paper>
    </Stack>
  );
}
