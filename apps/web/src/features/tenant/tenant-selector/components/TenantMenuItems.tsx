import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@/lib/tenant-context';
import { useTenantOptions } from '../use-tenant-options';
import { useTenantSwitch } from '../use-tenant-switch';
import { selectedItemSx } from './selected-item-sx';

export interface TenantMenuItemsProps {
  switchPath?: string;
  /** Called after a choice, e.g. to close the menu. */
  onDone?: () => void;
}

/** The dropdown's choices as items of an existing menu (the phone menu of the top bar). */
export function TenantMenuItems({ switchPath, onDone }: TenantMenuItemsProps) {
  const { t } = useTranslation();
  const { currentTenant, canSwitchTenants } = useTenant();
  const tenants = useTenantOptions();
  const { switchTo } = useTenantSwitch(switchPath);
  if (!canSwitchTenants || !currentTenant) return null;

  return (
    <>
      <ListSubheader>{t('tenant.label')}</ListSubheader>
      {tenants.map((tenant) => {
        const isCurrent = tenant.slug === currentTenant.slug;
        return (
          <MenuItem
            key={tenant.slug}
            selected={isCurrent}
            sx={selectedItemSx}
            onClick={() => {
              onDone?.();
              switchTo(tenant.slug);
            }}
          >
            <ListItemIcon>{isCurrent && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={tenant.display_name}
              secondary={isCurrent ? t('tenant.current') : undefined}
            />
          </MenuItem>
        );
      })}
    </>
  );
}
