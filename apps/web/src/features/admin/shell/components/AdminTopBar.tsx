import { LIMITS } from '@helionews/contracts';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageMenu } from '@/components/LanguageMenu';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useGrantedAccess } from '../access-context';
import { AccountMenu } from './AccountMenu';
import { NotificationBell } from './NotificationBell';
import { TenantSwitcher } from './TenantSwitcher';

export interface AdminTopBarProps {
  title: string;
  navOpen: boolean;
  navId: string;
  onOpenNav: () => void;
}

/** SPEC section 2: page title, tenant switcher when allowed, notification bell, avatar menu. */
export function AdminTopBar({ title, navOpen, navId, onOpenNav }: AdminTopBarProps) {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const access = useGrantedAccess();

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${LIMITS.sideNavWidth}px)` },
        ml: { md: `${LIMITS.sideNavWidth}px` },
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('nav.open')}
          aria-controls={navOpen ? navId : undefined}
          aria-expanded={navOpen ? 'true' : 'false'}
          onClick={onOpenNav}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          data-testid="admin-page-title"
          variant="h6"
          component="p"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {access.can_switch_tenants && <TenantSwitcher />}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          <ColorModeToggle />
          <LanguageMenu />
        </Box>
        <NotificationBell />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
