import { ADMIN_NEWSLETTER_ROUTES, DELIVERY_STATUSES } from '@helionews/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Cancel from '@mui/icons-material/CancelOutlined';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { StatCards } from '@/features/admin/shared/components/StatCards';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { LIVE_SEND_STATUSES } from '../api/keys';
import { useSend } from '../api/send';
import { useSendAction, type SendAction } from '../api/send-actions';
import { useFormatDateTime } from '../components/date-time';
import { DELIVERY_COLORS, SendCountsBar } from '../components/SendCountsBar';
import { SendProgress } from '../components/SendProgress';
import { SendStatusChip } from '../components/SendStatusChip';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

/**
 * /admin/newsletters/sends/:sendId: one send's counts, status and times, who sent it, its
 * failures with the mail server's answers; retry the failed ones or cancel what is queued.
 * Asked for again every 2 s while it waits or goes.
 */
export function NewsletterSendPage() {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  const formatDateTime = useFormatDateTime();
  const id = Number(useParams().sendId);
  const query = useSend(id);
  const action = useSendAction(id);
  const [confirming, setConfirming] = useState<SendAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const send = query.data;

  const back = (
    <Button
      component={RouterLink}
      to={
        send
          ? `${ADMIN_NEWSLETTER_ROUTES.newsletter(send.newsletter_id)}?tab=sends`
          : ADMIN_NEWSLETTER_ROUTES.newsletters
      }
      startIcon={<ArrowBack />}
    >
      {send ? t('send.backTo', { name: send.newsletter_name }) : t('detail.back')}
    </Button>
  );

  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy>
        {back}
        <LoadingSkeleton variant="text" width="50%" height={48} label={t('common.loading')} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (query.isError || !send) {
    return (
      <Stack spacing={2}>
        {back}
        <RetryAlert onRetry={() => void query.refetch()}>
          {failureMessage(query.error, t('send.failed'), 'fallback')}
        </RetryAlert>
      </Stack>
    );
  }

  const live = LIVE_SEND_STATUSES.includes(send.status);
  const mayRetry = send.counts.failed > 0 && !live;
  const mayCancel = live;
  const times: [string, string | null][] = [
    [t('send.sendAt'), send.send_at],
    [t('send.startedAt'), send.started_at],
    [t('send.finishedAt'), send.finished_at],
  ];

  return (
    <Stack spacing={3}>
      <div>{back}</div>
      <PageHeader
        title={send.subject}
        intro={t('send.intro', {
          newsletter: send.newsletter_name,
          kind: send.kind === 'digest' ? t('sends.digest') : t('sends.story'),
        })}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {mayRetry && (
              <Button
                variant="contained"
                startIcon={<Replay />}
                onClick={() => setConfirming('retryFailed')}
              >
                {t('send.retry')}
              </Button>
            )}
            {mayCancel && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<Cancel />}
                onClick={() => setConfirming('cancel')}
              >
                {t('send.cancel')}
              </Button>
            )}
          </Stack>
        }
      />

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <SendStatusChip status={send.status} />
            <Typography variant="body2" role="status">
              {live ? t('send.live') : t(`sendStatusText.${send.status}`)}
            </Typography>
          </Box>
          {send.status === 'sending' && <SendProgress send={send} />}
          <StatCards
            label={t('send.countsLabel')}
            loadingLabel={t('common.loading')}
            items={[
              { key: 'total', label: t('send.total'), value: formatNumber(send.total) },
              ...DELIVERY_STATUSES.map((status) => ({
                key: status,
                label: t(`delivery.${status}`),
                value: formatNumber(send.counts[status]),
                ...(status !== 'queued' && { color: DELIVERY_COLORS[status] }),
              })),
            ]}
          />
          <SendCountsBar counts={send.counts} total={send.total} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
            }}
          >
            {times.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2">
                  {formatDateTime(value) || '—'}
                </Typography>
              </Box>
            ))}
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('send.createdBy')}
            </Typography>
            <Typography component="dd" variant="body2">
              {send.created_by ?? t('send.scheduler')}
            </Typography>
          </Box>
        </Stack>
      </Paper>

      <Stack spacing={1} component="section" aria-labelledby="send-failures-heading">
        <Typography id="send-failures-heading" variant="h6" component="h2">
          {t('send.failuresHeading')}
        </Typography>
        {send.failures.length === 0 ? (
          <Alert severity="success" variant="outlined">
            {t('send.noFailures')}
          </Alert>
        ) : (
          <Paper variant="outlined">
            <TableScroller label={t('send.failuresTable')}>
              <Table size="small" aria-label={t('send.failuresTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('send.email')}</TableCell>
                    <TableCell>{t('send.status')}</TableCell>
                    <TableCell align="right">{t('send.attempts')}</TableCell>
                    <TableCell>{t('send.answer')}</TableCell>
                    <TableCell>{t('send.updatedAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {send.failures.map((failure) => (
                    <TableRow key={failure.email}>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                        {failure.email}
                      </TableCell>
                      <TableCell>{t(`delivery.${failure.status}`)}</TableCell>
                      <TableCell align="right">{formatNumber(failure.attempts)}</TableCell>
                      <TableCell
                        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 200 }}
                      >
                        {failure.last_answer ?? '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(failure.updated_at)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroller>
          </Paper>
        )}
      </Stack>

      {confirming && (
        <ConfirmDialog
          title={confirming === 'retryFailed' ? t('send.retryTitle') : t('send.cancelTitle')}
          text={
            confirming === 'retryFailed'
              ? t('send.retryText', {
                  count: send.counts.failed,
                  number: formatNumber(send.counts.failed),
                })
              : t('send.cancelText', {
                  count: send.counts.queued,
                  number: formatNumber(send.counts.queued),
                })
          }
          confirmLabel={confirming === 'retryFailed' ? t('send.retry') : t('send.cancelConfirm')}
          cancelLabel={t('common.back')}
          tone={confirming === 'cancel' ? 'error' : 'primary'}
          focusCancel={confirming === 'cancel'}
          pending={action.isPending}
          error={
            action.isError &&
            failureMessage(
              action.error,
              confirming === 'retryFailed' ? t('send.retryFailed') : t('send.cancelFailed'),
              'fallback',
            )
          }
          onConfirm={() =>
            action.mutate(confirming, {
              onSuccess: () => {
                setNotice(confirming === 'retryFailed' ? t('send.retried') : t('send.canceled'));
                setConfirming(null);
              },
            })
          }
          onClose={() => {
            action.reset();
            setConfirming(null);
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
