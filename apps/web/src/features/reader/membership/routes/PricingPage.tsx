import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTiers } from '../api/get-tiers';
import { TierCard } from '../components/TierCard';

/** '/login' asking to come back to `here` afterwards (the auth pages read `returnTo`). */
function returningTo(path: string, here: string): string {
  return `${path}?returnTo=${encodeURIComponent(here).replace(/%2F/g, '/')}`;
}

/**
 * /membership: the publication's tiers as cards, the free one first, each paid one with its
 * prices and a Subscribe form that goes to Stripe Checkout. Rendered on the server for everyone
 * (nothing of the reader in it); the session decides, by class, which buttons show.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  const { pathname } = useLocation();
  const tiers = useTiers();
  useDocumentTitle(t('membership.pricing.title'));
  const list = tiers.data?.tiers ?? [];
  const paid = list.filter((tier) => tier.id !== null);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 3, md: 6 } }}>
      <Typography variant="h2" component="h1">
        {t('membership.pricing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '60ch' }}>
        {t('membership.pricing.intro')}
      </Typography>
      {tiers.isError ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {t('membership.pricing.failed')}
        </Alert>
      ) : tiers.isPending ? (
        <Box aria-busy="true" sx={{ mt: 3, display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : (
        <>
          {!tiers.data.payments_enabled && (
            <Alert severity="info" sx={{ mt: 3 }}>
              {t('membership.pricing.notConfigured')}
            </Alert>
          )}
          {tiers.data.payments_enabled && paid.length === 0 && (
            <Alert severity="info" sx={{ mt: 3 }}>
              {t('membership.pricing.empty')}
            </Alert>
          )}
          <Box
            sx={{
              mt: 3,
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: `repeat(${Math.min(Math.max(list.length, 1), 3)}, minmax(0, 1fr))`,
              },
            }}
          >
            {list.map((tier) => (
              <TierCard
                key={tier.id ?? 'free'}
                tier={tier}
                paymentsEnabled={tiers.data.payments_enabled}
                loginHref={returningTo(routes.login, pathname)}
                registerHref={returningTo(routes.register, pathname)}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
