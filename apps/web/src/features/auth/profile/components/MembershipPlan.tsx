import { MEMBERSHIP_ROUTES, type MemberStatus } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useTenantPathPrefix } from '@/lib/reader-routes';
import { useOpenBillingPortal, useUserMembership } from '../api/user-membership';

const STATUS_COLOR: Record<MemberStatus, 'default' | 'success' | 'info' | 'warning'> = {
  free: 'default',
  paid: 'success',
  comped: 'info',
  past_due: 'warning',
  canceled: 'default',
};

/**
 * The reader's plan on the profile: its tier and standing, when it renews or ends, and the way
 * to change it (Stripe's billing portal for a paying member, the pricing page for the others).
 * Fetched by the browser for this reader only.
 */
export function MembershipPlan() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const prefix = useTenantPathPrefix();
  const membership = useUserMembership();
  const portal = useOpenBillingPortal();

  if (membership.isPending) {
    return (
      <Box aria-busy="true" sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('membership.profile.loading')}
        </Typography>
        <Skeleton variant="rounded" height={64} sx={{ mt: 1 }} />
      </Box>
    );
  }
  if (membership.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void membership.refetch()}>
            {t('membership.profile.retry')}
          </Button>
        }
      >
        {t('membership.profile.failed')}
      </Alert>
    );
  }

  const { tier, status, renews_at: renewsAt, cancel_at_period_end: cancels } = membership.data;
  const billing = status === 'paid' || status === 'past_due';
  const note =
    status === 'past_due'
      ? { severity: 'warning' as const, text: t('membership.profile.pastDueNote') }
      : status === 'canceled'
        ? { severity: 'info' as const, text: t('membership.profile.canceledNote') }
        : status === 'comped'
          ? { severity: 'info' as const, text: t('membership.profile.compedNote') }
          : cancels
            ? { severity: 'info' as const, text: t('membership.profile.cancelsNote') }
            : null;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'auto 1fr' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('membership.profile.tier')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {tier.name}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('membership.profile.status')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[status]}
            label={t(`membership.status.${status}`)}
          />
        </Box>
      </Box>
      {renewsAt && status !== 'free' && status !== 'canceled' && (
        <Typography variant="body2">
          {t(
            cancels || status === 'comped'
              ? 'membership.profile.ends'
              : 'membership.profile.renews',
            {
              date: formatDate(renewsAt, language, 'long'),
            },
          )}
        </Typography>
      )}
      {note && <Alert severity={note.severity}>{note.text}</Alert>}
      {portal.isError && (
        <Alert severity="error">
          {errorMessage(portal.error, t('membership.profile.portalFailed'))}
        </Alert>
      )}
      <Box>
        {billing ? (
          <Button
            variant="contained"
            disableElevation
            disabled={portal.isPending}
            aria-busy={portal.isPending}
            onClick={() => portal.mutate()}
          >
            {portal.isPending
              ? t('membership.profile.opening')
              : t('membership.profile.manageBilling')}
          </Button>
        ) : status !== 'comped' ? (
          <Button variant="outlined" href={`${prefix}${MEMBERSHIP_ROUTES.pricing}`}>
            {t('membership.profile.seePlans')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
