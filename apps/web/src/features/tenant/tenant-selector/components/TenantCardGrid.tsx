import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantLogo } from './TenantLogo';
import { useTenant } from '@/lib/tenant-context';
import { useTenantOptions } from '../use-tenant-options';
import { useTenantSwitch } from '../use-tenant-switch';
import { CurrentChip } from './CurrentChip';
import { IndustryChip } from './IndustryChip';
import { lineClampSx } from '@/lib/line-clamp';

export interface TenantCardGridProps {
  switchPath?: string;
  /** The title's heading level in the page it is placed in. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  sx?: SxProps<Theme>;
}

/** The roomy form: 'Select Tenant' over one card per tenant; choosing a card switches to it. */
export function TenantCardGrid({ switchPath, headingLevel = 'h2', sx }: TenantCardGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentTenant, error } = useTenant();
  const tenants = useTenantOptions();
  const { switchTo, denied, refreshing, refresh } = useTenantSwitch(switchPath);

  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id={headingId} variant="h3" component={headingLevel}>
          {t('tenant.selectTenant')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={refresh}
          loading={refreshing}
          loadingPosition="start"
        >
          {t('tenant.refresh')}
        </Button>
      </Stack>
      {(denied || error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {denied ? t('tenant.switchDenied') : error}
        </Alert>
      )}
      {tenants.length === 0 ? (
        <Typography color="text.secondary">{t('tenant.empty')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tenants.map((tenant) => {
            const isCurrent = tenant.slug === currentTenant?.slug;
            return (
              <Grid key={tenant.slug} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  sx={{
                    borderColor: isCurrent ? 'primary.main' : undefined,
                    borderWidth: isCurrent ? 2 : 1,
                  }}
                >
                  <CardActionArea
                    onClick={() => switchTo(tenant.slug)}
                    // Choosing the current tenant again would do nothing (SPEC section 4).
                    disabled={isCurrent}
                    aria-current={isCurrent ? 'true' : undefined}
                    aria-label={
                      isCurrent ? undefined : t('tenant.switchTo', { name: tenant.display_name })
                    }
                    sx={{ height: '100%' }}
                  >
                    <CardContent sx={{ display: 'grid', gap: 1.25, height: '100%' }}>
                      <Stack
                        direction="row"
                        spacing={1.5}
                        sx={{ alignItems: 'center', minWidth: 0 }}
                      >
                        <TenantLogo tenant={tenant} size="medium" />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="h5" component="p" noWrap>
                            {tenant.display_name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {tenant.slug}
                          </Typography>
                        </Box>
                      </Stack>
                      <Typography variant="body2" color="text.secondary" sx={lineClampSx(3)}>
                        {tenant.description}
                      </Typography>
                      <Stack direction="row" spacing={0.75} sx={{ alignSelf: 'end' }}>
                        <IndustryChip industry={tenant.industry} />
                        {isCurrent && <CurrentChip />}
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
