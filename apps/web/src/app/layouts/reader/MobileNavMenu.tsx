import { ROUTES } from '@helionews/contracts';
import MenuIcon from '@mui/icons-material/Menu';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useTenant } from '@/lib/tenant-context';
import { TenantMenuItems } from '@/features/tenant/tenant-selector/components/TenantMenuItems';
import { SITE_LINKS, type NavLinkEntry } from './nav-links';
import type { AccountNav } from './use-account-nav';

export interface MobileNavMenuProps {
  account: AccountNav;
  sx?: SxProps<Theme>;
}

/** Below the large breakpoint the links move into this menu so the bar never wraps awkwardly. */
export function MobileNavMenu({ account, sx }: MobileNavMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { canSwitchTenants } = useTenant();
  const close = () => setAnchor(null);

  const item = (entry: NavLinkEntry) => (
    <MenuItem key={entry.route} component={NavLink} to={account.linkTo(entry)} end onClick={close}>
      {t(entry.labelKey)}
    </MenuItem>
  );

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.openMenu')}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {SITE_LINKS.map(item)}
        {(account.links.length > 0 || account.signedIn) && <Divider />}
        {account.links.map(item)}
        {account.signedIn && (
          <MenuItem
            disabled={account.loggingOut}
            onClick={() => {
              close();
              account.logout();
            }}
          >
            {t('nav.logout')}
          </MenuItem>
        )}
        {canSwitchTenants && <Divider />}
        {canSwitchTenants && <TenantMenuItems switchPath={ROUTES.home} onDone={close} />}
      </Menu>
    </>
  );
}
