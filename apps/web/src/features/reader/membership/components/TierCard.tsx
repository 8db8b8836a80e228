import { API_BASE, MEMBERSHIP_API_PATHS, type PublicTier } from '@helionews/contracts';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useActiveTenantSlug } from '@/lib/active-tenant';
import { formatMinorUnits } from '@/lib/minor-units';
import { tenantPathPrefix } from '@/lib/tenant-slug';
import {
  CHECKOUT_ERROR_ATTRIBUTE,
  CHECKOUT_FAILED_ATTRIBUTE,
  CHECKOUT_FORM_ATTRIBUTE,
  CHECKOUT_LOGIN_ATTRIBUTE,
  SESSION_VISIBILITY,
} from '../checkout-form';

export interface TierCardProps {
  tier: PublicTier;
  /** The publication takes payments: paid tiers get their Subscribe form. */
  paymentsEnabled: boolean;
  loginHref: string;
  registerHref: string;
}

/**
 * One tier on the pricing page: its name, prices, description and benefits. A paid tier's
 * Subscribe button is a plain form (tier_id, interval) posted to Checkout, which works before
 * any script has run; the plain script adds the reader's session to it.
 */
export function TierCard({ tier, paymentsEnabled, loginHref, registerHref }: TierCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const benefitsId = useId();
  const free = tier.id === null;
  const price = (minor: number) => formatMinorUnits(minor, tier.currency, language);
  const intervals = [
    tier.monthly_price !== null
      ? {
          value: 'month',
          label: t('membership.pricing.monthly'),
          price: t('membership.pricing.perMonth', { price: price(tier.monthly_price) }),
        }
      : null,
    tier.yearly_price !== null
      ? {
          value: 'year',
          label: t('membership.pricing.yearly'),
          price: t('membership.pricing.perYear', { price: price(tier.yearly_price) }),
        }
      : null,
  ].filter((interval) => interval !== null);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
        borderColor: free ? 'divider' : 'primary.main',
      }}
    >
      <Box>
        <Typography id={headingId} variant="h4" component="h2">
          {tier.name}
        </Typography>
        {free ? (
          <Typography variant="h5" component="p" sx={{ mt: 1 }}>
            {t('membership.pricing.perMonth', { price: price(0) })}
          </Typography>
        ) : (
          intervals.map((interval) => (
            <Typography key={interval.value} variant="h5" component="p" sx={{ mt: 1 }}>
              {interval.price}
            </Typography>
          ))
        )}
      </Box>
      {tier.description && <Typography color="text.secondary">{tier.description}</Typography>}
      {tier.benefits.length > 0 && (
        <Box>
          <Typography id={benefitsId} variant="subtitle2" component="h3">
            {t('membership.pricing.benefits', { name: tier.name })}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={benefitsId}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}
          >
            {tier.benefits.map((benefit) => (
              <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1 }}>
                <CheckOutlined aria-hidden fontSize="small" color="primary" sx={{ mt: '2px' }} />
                <Typography component="span">{benefit}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ mt: 'auto' }}>
        {free ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('membership.pricing.currentFree')}
            </Typography>
            <Button
              href={registerHref}
              variant="outlined"
              className={SESSION_VISIBILITY.signedOut}
              sx={{ mt: 1 }}
            >
              {t('membership.pricing.register')}
            </Button>
          </>
        ) : paymentsEnabled && tier.id !== null && intervals.length > 0 ? (
          <CheckoutForm
            tierId={tier.id}
            tierName={tier.name}
            intervals={intervals}
            loginHref={loginHref}
          />
        ) : null}
      </Box>
    </Paper>
  );
}

interface IntervalChoice {
  value: string;
  label: string;
  price: string;
}

function CheckoutForm({
  tierId,
  tierName,
  intervals,
  loginHref,
}: {
  tierId: number;
  tierName: string;
  intervals: IntervalChoice[];
  loginHref: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeSlug = useActiveTenantSlug();
  // A form sends no X-Tenant-ID: the server reads this when the request names no publication.
  const tenant = tenantPathPrefix(pathname)?.slug ?? activeSlug;
  const only = intervals.length === 1 ? intervals[0] : undefined;
  return (
    <Box
      component="form"
      method="post"
      action={`${API_BASE}${MEMBERSHIP_API_PATHS.checkout}`}
      {...{
        [CHECKOUT_FORM_ATTRIBUTE]: '',
        [CHECKOUT_LOGIN_ATTRIBUTE]: loginHref,
        [CHECKOUT_FAILED_ATTRIBUTE]: t('membership.pricing.failedCheckout'),
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {tenant && <input type="hidden" name="tenant" value={tenant} />}
      <input type="hidden" name="tier_id" value={tierId} />
      {only ? (
        <input type="hidden" name="interval" value={only.value} />
      ) : (
        <Box
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, width: '100%' }}>
            {t('membership.pricing.interval')}
          </Typography>
          {intervals.map((interval, index) => (
            <Box
              component="label"
              key={interval.value}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 44,
                px: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                cursor: 'pointer',
                '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
                '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <input
                type="radio"
                name="interval"
                value={interval.value}
                defaultChecked={index === 0}
              />
              <span>{`${interval.label} · ${interval.price}`}</span>
            </Box>
          ))}
        </Box>
      )}
      <Button type="submit" variant="contained" disableElevation size="large">
        {t('membership.pricing.subscribe', { name: tierName })}
      </Button>
      <Button href={loginHref} variant="text" className={SESSION_VISIBILITY.signedOut}>
        {t('membership.pricing.signInToSubscribe')}
      </Button>
      <Typography
        role="alert"
        variant="body2"
        color="error"
        {...{ [CHECKOUT_ERROR_ATTRIBUTE]: '' }}
      />
    </Box>
  );
}
