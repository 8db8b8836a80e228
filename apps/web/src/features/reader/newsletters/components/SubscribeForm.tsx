import type { PublicNewsletter } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useActiveTenantSlug } from '@/lib/active-tenant';
import { tenantPathPrefix } from '@/lib/tenant-slug';
import { useNewsletterLinks } from '../newsletter-links';

export interface SubscribeFormProps {
  /** The publication's public newsletters; at least one. */
  newsletters: readonly PublicNewsletter[];
  /** What the address field starts with (a mistyped one, shown again). */
  email?: string;
  /** Marks the address field invalid, described by this element's id. */
  errorId?: string;
}

/**
 * The subscribe form: a plain HTML form, posted by the browser itself, so it works with no
 * script at all (issue 32). Several newsletters are one checkbox each (native ones: an MUI
 * checkbox draws its tick with React), one is a hidden field. The publication's slug goes with
 * it for the server, which reads it only when the request names no tenant (a form sends no
 * X-Tenant-ID), and answers under the /tenant/{slug} prefix the address had.
 */
export function SubscribeForm({ newsletters, email, errorId }: SubscribeFormProps) {
  const { t } = useTranslation();
  const links = useNewsletterLinks();
  const { pathname } = useLocation();
  const activeSlug = useActiveTenantSlug();
  const tenant = tenantPathPrefix(pathname)?.slug ?? activeSlug;
  const emailId = useId();
  const legendId = useId();
  const [only] = newsletters;

  return (
    <Box
      component="form"
      method="post"
      action={links.subscribeAction}
      sx={{ display: 'grid', gap: 2 }}
    >
      {tenant && <input type="hidden" name="tenant" value={tenant} />}
      {newsletters.length === 1 && only ? (
        <input type="hidden" name="newsletter_ids" value={only.id} />
      ) : (
        <Box
          component="fieldset"
          aria-labelledby={legendId}
          sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          <Typography id={legendId} component="legend" variant="subtitle2" sx={{ mb: 0.5, px: 0 }}>
            {t('newsletters.signup.choose')}
          </Typography>
          {newsletters.map((newsletter) => (
            <Box
              key={newsletter.id}
              component="label"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.25,
                alignItems: 'start',
                cursor: 'pointer',
                minHeight: 44,
              }}
            >
              <Box
                component="input"
                type="checkbox"
                name="newsletter_ids"
                value={newsletter.id}
                defaultChecked
                sx={{
                  width: 20,
                  height: 20,
                  m: 0,
                  mt: '2px',
                  accentColor: 'var(--mui-palette-primary-main)',
                }}
              />
              <Box component="span">
                <Typography component="span" variant="body1" sx={{ fontWeight: 600 }}>
                  {newsletter.name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {t(`newsletters.cadence.${newsletter.cadence}`)}
                </Typography>
                {newsletter.description && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {newsletter.description}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          id={emailId}
          type="email"
          name="email"
          label={t('newsletters.signup.email')}
          defaultValue={email}
          autoComplete="email"
          required
          error={errorId !== undefined}
          size="small"
          sx={{ flex: '1 1 16rem' }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              inputMode: 'email',
              autoCapitalize: 'none',
              maxLength: 254,
              ...(errorId ? { 'aria-describedby': errorId } : {}),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disableElevation
          sx={{ flex: '0 0 auto', minHeight: 40 }}
        >
          {t('newsletters.signup.subscribe')}
        </Button>
      </Box>
    </Box>
  );
}
