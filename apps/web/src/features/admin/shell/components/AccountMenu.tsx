import { ADMIN_ROUTES, FALLBACK_COLORS } from '@helionews/contracts';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useSession } from '@/lib/session-context';
import { mayOpen, useGrantedAccess } from '../access-context';
import { avatarLetter } from '../avatar-letter';
import { useAdminLogout } from '../use-admin-logout';

/** The avatar and its menu: Profile, Settings, Logout. */
export function AccountMenu() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const session = useSession();
  const access = useGrantedAccess();
  const { logout } = useAdminLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const username = session.user?.username ?? access.user.username;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={username || t('account.menu')}>
        <IconButton
          aria-label={t('account.menu')}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            data-testid="admin-avatar"
            sx={{ width: 34, height: 34, bgcolor: FALLBACK_COLORS.avatar, color: '#fff' }}
          >
            {avatarLetter(username)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={ADMIN_ROUTES.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.profile')} />
        </MenuItem>
        {mayOpen(access, 'settings') && (
          <MenuItem component={RouterLink} to={ADMIN_ROUTES.settings} onClick={close}>
            <ListItemIcon>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('account.settings')} />
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
