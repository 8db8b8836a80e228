import type { AdminTier, MemberDetail } from '@helionews/contracts';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLoading } from '@/features/admin/shared/components/ChartStates';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { formatMoney, useMember, useUncomp } from '../api/members';
import { CompDialog } from './CompDialog';
import { StatusChip } from './StatusChip';

export const memberName = (member: Pick<MemberDetail, 'display_name' | 'username'>) =>
  member.display_name || member.username;

/** One member: their plan, renewal, history; admins give or take back a complimentary tier. */
export function MemberDrawer({
  memberId,
  canManage,
  tiers,
  onClose,
  onNotice,
}: {
  memberId: number;
  canManage: boolean;
  tiers: AdminTier[];
  onClose: () => void;
  onNotice: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_MEMBERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatNumber = useFormatNumber();
  const member = useMember(memberId);
  const uncomp = useUncomp(memberId);
  const [comping, setComping] = useState(false);
  const [removing, setRemoving] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const data = member.data;
  const name = data ? memberName(data) : '';

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, p: 3 },
          role: 'dialog',
          'aria-labelledby': 'member-drawer-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Typography id="member-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {data ? t('detail.title', { name }) : t('common.loading')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('detail.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      {member.isPending ? (
        <ChartLoading label={t('common.loading')} height={240} />
      ) : member.isError || !data ? (
        <RetryAlert onRetry={() => void member.refetch()}>
          {failureMessage(member.error, t('detail.failed'), 'fallback')}
        </RetryAlert>
      ) : (
        <Stack spacing={2}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{data.email}</Typography>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('detail.plan')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
              <StatusChip status={data.status} />
              <Typography>
                {data.tier?.name ?? t('detail.free')}
                {data.interval && ` · ${t(`interval.${data.interval}`)}`}
              </Typography>
            </Stack>
            {data.renews_at && (
              <Typography variant="body2" color="text.secondary">
                {data.cancel_at_period_end
                  ? t('detail.endsAtPeriodEnd', { date: date(data.renews_at) })
                  : t('detail.renews', { date: date(data.renews_at) })}
              </Typography>
            )}
            {data.status === 'comped' && (
              <Typography variant="body2" color="text.secondary">
                {data.comp_until
                  ? t('detail.compUntil', { date: date(data.comp_until) })
                  : t('detail.compForever')}
              </Typography>
            )}
          </Box>
          <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1 } }}>
            <Typography component="dt" variant="subtitle2">
              {t('detail.meteredReads')}
            </Typography>
            <Typography component="dd">{formatNumber(data.metered_reads_this_month)}</Typography>
            {data.stripe_customer_id && (
              <>
                <Typography component="dt" variant="subtitle2">
                  {t('detail.customer')}
                </Typography>
                <Typography component="dd" sx={{ fontFamily: 'monospace' }}>
                  {data.stripe_customer_id}
                </Typography>
              </>
            )}
          </Box>
          {canManage && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" onClick={() => setComping(true)}>
                {t('comp.button')}
              </Button>
              {data.status === 'comped' && (
                <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
                  {t('comp.remove')}
                </Button>
              )}
            </Stack>
          )}
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('detail.history')}
            </Typography>
            {data.history.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('detail.historyEmpty')}
              </Typography>
            ) : (
              <Table size="small" aria-label={t('detail.history')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('detail.when')}</TableCell>
                    <TableCell>{t('detail.event')}</TableCell>
                    <TableCell>{t('detail.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.history.map((event, index) => (
                    <TableRow key={`${event.at}-${index}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(event.at)}</TableCell>
                      <TableCell>
                        {t(`events.${event.type}`)}
                        {event.tier && ` · ${event.tier}`}
                      </TableCell>
                      <TableCell>
                        {event.amount !== null && event.currency
                          ? formatMoney(event.amount, event.currency, language)
                          : t('common.none')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        </Stack>
      )}
      {comping && data && (
        <CompDialog
          memberId={memberId}
          name={name}
          tiers={tiers}
          onClose={() => setComping(false)}
          onDone={() => {
            setComping(false);
            onNotice(t('comp.done', { name }));
          }}
        />
      )}
      {removing && data && (
        <ConfirmDialog
          title={t('comp.removeTitle', { name })}
          text={t('comp.removeText')}
          confirmLabel={t('comp.remove')}
          cancelLabel={t('common.cancel')}
          tone="error"
          pending={uncomp.isPending}
          error={
            uncomp.isError ? failureMessage(uncomp.error, t('comp.removeFailed'), 'fallback') : null
          }
          onConfirm={() =>
            uncomp.mutate(undefined, {
              onSuccess: () => {
                setRemoving(false);
                onNotice(t('comp.removed', { name }));
              },
            })
          }
          onClose={() => {
            uncomp.reset();
            setRemoving(false);
          }}
        />
      )}
      {uncomp.isError && !removing && <Alert severity="error">{t('comp.removeFailed')}</Alert>}
    </Drawer>
  );
}
