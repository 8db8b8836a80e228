import type { AdminTier } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { useComp } from '../api/members';

/** Give a member a paid tier for free: the tier, and optionally the last day. */
export function CompDialog({
  memberId,
  name,
  tiers,
  onClose,
  onDone,
}: {
  memberId: number;
  name: string;
  tiers: AdminTier[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(ADMIN_MEMBERS_NS);
  const offered = tiers.filter((tier) => tier.status === 'active');
  const [tierId, setTierId] = useState<number | ''>(offered[0]?.id ?? '');
  const [until, setUntil] = useState('');
  const comp = useComp(memberId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tierId === '') return;
    comp.mutate(
      // The last day, to its end (UTC).
      { tier_id: tierId, until: until ? `${until}T23:59:59.000Z` : null },
      { onSuccess: onDone },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="comp-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="comp-dialog-title">{t('comp.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {offered.length === 0 && <Alert severity="info">{t('comp.noTiers')}</Alert>}
            {comp.isError && (
              <Alert severity="error" role="alert">
                {failureMessage(comp.error, t('comp.failed'), 'fallback')}
              </Alert>
            )}
            <TextField
              select
              required
              label={t('comp.tier')}
              value={tierId}
              onChange={(event) => setTierId(Number(event.target.value))}
              disabled={offered.length === 0}
            >
              {offered.map((tier) => (
                <MenuItem key={tier.id} value={tier.id}>
                  {tier.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('comp.until')}
              helperText={t('comp.untilHelp')}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={comp.isPending}
            disabled={tierId === ''}
          >
            {t('comp.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
