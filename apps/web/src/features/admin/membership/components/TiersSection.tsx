import type { AdminTier } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { ADMIN_MEMBERSHIP_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';
import { formatMinorUnits } from '@/lib/minor-units';
import { useDeleteTier, useTiers } from '../api/membership-api';
import { TierFormDialog } from './TierFormDialog';

type Editing = { tier: AdminTier | null } | null;

/** The paid tiers: their prices and members, added and edited in a dialog, deleted once empty. */
export function TiersSection({ onNotice }: { onNotice: (message: string) => void }) {
  const { t, i18n } = useTranslation(ADMIN_MEMBERSHIP_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatNumber = useFormatNumber();
  const tiers = useTiers();
  const remove = useDeleteTier();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminTier | null>(null);
  const list = tiers.data?.tiers ?? [];
  const price = (minor: number | null, currency: string) =>
    minor === null ? t('tiers.notSold') : formatMinorUnits(minor, currency, language);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="membership-tiers"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="h6" component="h2" id="membership-tiers">
          {t('tiers.title')}
        </Typography>
        <Button variant="contained" disableElevation onClick={() => setEditing({ tier: null })}>
          {t('tiers.add')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('tiers.intro')}
      </Typography>
      {tiers.isError ? (
        <RetryAlert onRetry={() => void tiers.refetch()} retryLabel={t('common.retry')}>
          {failureMessage(tiers.error, t('tiers.failed'), 'fallback')}
        </RetryAlert>
      ) : tiers.isPending ? (
        <Stack spacing={1} aria-busy="true">
          <Typography variant="body2">{t('common.loading')}</Typography>
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('tiers.empty')}</Typography>
      ) : (
        <TableScroller label={t('tiers.title')}>
          <Table size="small" aria-labelledby="membership-tiers">
            <TableHead>
              <TableRow>
                <TableCell>{t('tiers.columns.name')}</TableCell>
                <TableCell align="right">{t('tiers.columns.monthly')}</TableCell>
                <TableCell align="right">{t('tiers.columns.yearly')}</TableCell>
                <TableCell>{t('tiers.columns.currency')}</TableCell>
                <TableCell>{t('tiers.columns.status')}</TableCell>
                <TableCell align="right">{t('tiers.columns.members')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHiddenSx}>
                    {t('tiers.columns.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((tier) => (
                <TableRow key={tier.id}>
                  <TableCell component="th" scope="row">
                    {tier.name}
                  </TableCell>
                  <TableCell align="right">{price(tier.monthly_price, tier.currency)}</TableCell>
                  <TableCell align="right">{price(tier.yearly_price, tier.currency)}</TableCell>
                  <TableCell>{tier.currency.toUpperCase()}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`status.${tier.status}`)}
                      color={tier.status === 'active' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell align="right">{formatNumber(tier.member_count)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => setEditing({ tier })}
                        aria-label={t('tiers.editLabel', { name: tier.name })}
                      >
                        {t('tiers.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => {
                          remove.reset();
                          setDeleting(tier);
                        }}
                        aria-label={t('tiers.deleteLabel', { name: tier.name })}
                      >
                        {t('tiers.delete')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}

      {editing && (
        <TierFormDialog
          tier={editing.tier}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            onNotice(
              t(created ? 'notices.tierCreated' : 'notices.tierUpdated', { name: saved.name }),
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('deleteTier.title', { name: deleting.name })}
          text={
            deleting.member_count > 0
              ? t('deleteTier.textWithMembers', { number: formatNumber(deleting.member_count) })
              : t('deleteTier.text')
          }
          confirmLabel={t('deleteTier.confirm')}
          cancelLabel={t('common.cancel')}
          tone="error"
          focusCancel
          pending={remove.isPending}
          error={remove.isError && failureMessage(remove.error, t('deleteTier.failed'), 'fallback')}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                onNotice(t('notices.tierDeleted', { name: deleting.name }));
                setDeleting(null);
              },
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
