import Refresh from '@mui/icons-material/Refresh';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureMenu, DisclosureMenuLink } from '@/components/DisclosureMenu';
import { TenantLogo } from './TenantLogo';
import { useTenant } from '@/lib/tenant-context';
import { useTenantOptions } from '../use-tenant-options';
import { CurrentChip } from './CurrentChip';
import { IndustryChip } from './IndustryChip';
import { TenantSettingsDialog } from './TenantSettingsDialog';

export interface TenantLinksMenuProps {
  /** The address of a switch to `slug`: a page load that stores the choice (ADR 016). */
  hrefFor: (slug: string) => string;
}

/**
 * The dropdown's links form, for reader pages sent as islands: a `<details>` menu that opens
 * with no script work (a first tap shows it at once, also on a slow phone), each publication a
 * link, the current one marked; refresh and settings as in the dropdown.
 */
export function TenantLinksMenu({ hrefFor }: TenantLinksMenuProps) {
  const { t } = useTranslation();
  const { currentTenant, refreshTenants } = useTenant();
  const tenants = useTenantOptions();
  const [refreshing, setRefreshing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!currentTenant) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
      <DisclosureMenu
        menu="publication"
        label={`${t('tenant.label')}: ${currentTenant.display_name}`}
        listLabel={t('tenant.selectTenant')}
        summarySx={{ minHeight: 40, textTransform: 'none', gap: 1 }}
        // Its name holds what it shows (the publication's name), for voice users.
        summary={currentTenant.display_name}
      >
        {tenants.map((tenant) => (
          <DisclosureMenuLink
            key={tenant.slug}
            href={hrefFor(tenant.slug)}
            current={tenant.slug === currentTenant.slug}
            dataAttributes={{ 'data-tenant': tenant.slug }}
          >
            <TenantLogo tenant={tenant} size="small" />
            <Box sx={{ minWidth: 0, flex: 1, py: 0.75 }}>
              <Typography noWrap>{tenant.display_name}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {tenant.slug}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.75 }}>
              <IndustryChip industry={tenant.industry} />
              {tenant.slug === currentTenant.slug && <CurrentChip />}
            </Box>
          </DisclosureMenuLink>
        ))}
      </DisclosureMenu>
      <IconButton
        color="inherit"
        aria-label={t('tenant.refresh')}
        title={t('tenant.refresh')}
        loading={refreshing}
        onClick={() => {
          setRefreshing(true);
          void refreshTenants().finally(() => setRefreshing(false));
        }}
      >
        <Refresh />
      </IconButton>
      <IconButton
        color="inherit"
        aria-label={t('tenant.settings.open')}
        title={t('tenant.settings.open')}
        aria-haspopup="dialog"
        onClick={() => setSettingsOpen(true)}
      >
        <SettingsOutlined />
      </IconButton>
      <TenantSettingsDialog
        tenant={currentTenant}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </Stack>
  );
}
