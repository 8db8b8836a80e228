import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useTenant } from '@/lib/tenant-context';
import { useGrantedAccess } from '../access-context';
import { useSwitchableTenants } from '../api/get-switchable-tenants';

interface TenantOption {
  slug: string;
  name: string;
}

/**
 * The back-office's tenant switch: platform admins choose among every tenant, members among their
 * own. The page stays; its data is fetched again for the chosen tenant. A failure is only logged.
 */
export function TenantSwitcher() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { t: tCommon } = useTranslation();
  const access = useGrantedAccess();
  const { currentTenant, enterTenant } = useTenant();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const isPlatformAdmin = access.role === 'platform_admin';
  const tenants = useSwitchableTenants(isPlatformAdmin && wanted);
  const currentSlug = currentTenant?.slug ?? access.tenant.slug;
  const currentName = currentTenant?.display_name ?? access.tenant.name;

  const options: TenantOption[] = isPlatformAdmin
    ? (tenants.data?.tenants ?? []).map((tenant) => ({
        slug: tenant.slug,
        name: tenant.display_name,
      }))
    : access.memberships.map((membership) => ({
        slug: membership.tenant_slug,
        name: membership.tenant_name,
      }));

  const choose = async (slug: string) => {
    setAnchor(null);
    if (slug === currentSlug) return;
    try {
      await enterTenant(slug);
    } catch (error) {
      // SPEC section 8: tenant-switch errors in the admin layout are only logged.
      console.error(`Failed to switch to tenant '${slug}'`, error);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('tenantSwitcher.label', { name: currentName })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<SwapHoriz />}
        endIcon={<ArrowDropDown />}
        sx={{
          minWidth: 0,
          textTransform: 'none',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
          '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'block' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {currentName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('tenantSwitcher.menu') } }}
      >
        {isPlatformAdmin && tenants.isPending ? (
          <MenuItem disabled>{tCommon('status.loading')}</MenuItem>
        ) : options.length === 0 ? (
          <MenuItem disabled>{t('tenantSwitcher.empty')}</MenuItem>
        ) : (
          options.map((option) => {
            const current = option.slug === currentSlug;
            return (
              <MenuItem
                key={option.slug}
                selected={current}
                onClick={() => void choose(option.slug)}
              >
                <ListItemIcon>{current && <Check fontSize="small" />}</ListItemIcon>
                <ListItemText primary={option.name} />
                {current && (
                  <Chip label={t('tenantSwitcher.current')} size="small" sx={{ ml: 1.5 }} />
                )}
              </MenuItem>
            );
          })
        )}
      </Menu>
    </>
  );
}
