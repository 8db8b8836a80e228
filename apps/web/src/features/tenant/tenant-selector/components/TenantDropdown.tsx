import Refresh from '@mui/icons-material/Refresh';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantLogo } from './TenantLogo';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useTenant } from '@/lib/tenant-context';
import { useTenantOptions } from '../use-tenant-options';
import { useTenantSwitch } from '../use-tenant-switch';
import { CurrentChip } from './CurrentChip';
import { IndustryChip } from './IndustryChip';
import { selectedItemSx } from './selected-item-sx';
import { TenantSettingsDialog } from './TenantSettingsDialog';

export interface TenantDropdownProps {
  showSettings?: boolean;
  switchPath?: string;
  sx?: SxProps<Theme>;
}

/** The compact form: a select of the tenants, a refresh button and an optional settings button. */
export function TenantDropdown({ showSettings = false, switchPath, sx }: TenantDropdownProps) {
  const { t } = useTranslation();
  const { currentTenant, error } = useTenant();
  const tenants = useTenantOptions();
  const { switchTo, denied, refreshing, refresh } = useTenantSwitch(switchPath);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const problemId = useId();
  if (!currentTenant) return null;

  const problem = denied ? t('tenant.switchDenied') : error;
  return (
    <Stack
      direction="row"
      spacing={0.25}
      sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <TextField
        select
        size="small"
        label={t('tenant.label')}
        value={currentTenant.slug}
        onChange={(event) => switchTo(event.target.value)}
        error={Boolean(problem)}
        sx={{ minWidth: 180, maxWidth: 240 }}
        slotProps={{
          select: {
            renderValue: () => currentTenant.display_name,
            MenuProps: { slotProps: { list: { dense: true } } },
            // The strip has no room for a helper line: the message is the refresh button's
            // tooltip, and describes the field for screen readers.
            SelectDisplayProps: problem ? { 'aria-describedby': problemId } : {},
          },
        }}
      >
        {tenants.map((tenant) => {
          const isCurrent = tenant.slug === currentTenant.slug;
          return (
            <MenuItem
              key={tenant.slug}
              value={tenant.slug}
              sx={[{ gap: 1.5, py: 1 }, selectedItemSx]}
            >
              <TenantLogo tenant={tenant} size="small" />
              <ListItemText
                primary={tenant.display_name}
                secondary={tenant.slug}
                slotProps={{ primary: { noWrap: true } }}
              />
              <Box sx={{ display: 'flex', gap: 0.75, ml: 1 }}>
                <IndustryChip industry={tenant.industry} />
                {isCurrent && <CurrentChip />}
              </Box>
            </MenuItem>
          );
        })}
      </TextField>
      {problem && <VisuallyHidden id={problemId}>{problem}</VisuallyHidden>}
      <Tooltip title={problem ?? t('tenant.refresh')}>
        <IconButton
          color={problem ? 'error' : 'inherit'}
          aria-label={t('tenant.refresh')}
          onClick={refresh}
          loading={refreshing}
        >
          <Refresh />
        </IconButton>
      </Tooltip>
      {showSettings && (
        <>
          <Tooltip title={t('tenant.settings.open')}>
            <IconButton
              color="inherit"
              aria-label={t('tenant.settings.open')}
              aria-haspopup="dialog"
              onClick={() => setSettingsOpen(true)}
            >
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
          <TenantSettingsDialog
            tenant={currentTenant}
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
          />
        </>
      )}
    </Stack>
  );
}
