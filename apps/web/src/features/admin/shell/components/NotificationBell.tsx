import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Notification } from '@helionews/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RelativeTime } from '@/components/RelativeTime';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import {
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadCount,
} from '../api/notifications';
import { notificationText } from '../notification-text';

/** Above this the badge shows "99+". */
const BADGE_MAX = 99;

/** SPEC section 2: the bell with the unread count; its menu lists the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const unread = useUnreadCount();
  const latest = useLatestNotifications(open);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = unread.data?.unread_count ?? 0;
  const shownCount = unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : String(unreadCount);
  // WCAG 2.5.3 (label in name): the name holds what the bell shows, the count first, so that
  // "click 3" works by voice; with nothing unread the bell shows no number at all.
  const label =
    unreadCount > 0
      ? t('notifications.buttonUnread', { count: unreadCount, shown: shownCount })
      : t('notifications.button');

  const choose = (notification: Notification) => {
    setAnchor(null);
    if (notification.read_at === null) markOne.mutate(notification.id);
    if (notification.link) void navigate(notification.link);
  };

  const notifications = latest.data?.notifications ?? [];

  return (
    <>
      <Tooltip title={t('notifications.button')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at 0: MUI keeps the last number in the page, unseen but still read out. */}
          {unreadCount > 0 ? (
            <Badge badgeContent={unreadCount} color="error" max={BADGE_MAX}>
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } },
          list: { 'aria-label': t('notifications.title'), dense: true },
        }}
      >
        <ListSubheader sx={{ lineHeight: 2.5, fontWeight: 700 }}>
          {t('notifications.title')}
        </ListSubheader>
        <MenuItem
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <ListItemIcon>
            <DoneAll fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('notifications.markAllRead')} />
        </MenuItem>
        <Divider />
        {latest.isPending ? (
          <MenuItem disabled>{t('notifications.loading')}</MenuItem>
        ) : latest.isError ? (
          <MenuItem disabled>{t('notifications.loadFailed')}</MenuItem>
        ) : notifications.length === 0 ? (
          <MenuItem disabled>{t('notifications.empty')}</MenuItem>
        ) : (
          notifications.map((notification) => {
            const isUnread = notification.read_at === null;
            return (
              <MenuItem
                key={notification.id}
                onClick={() => choose(notification)}
                sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1.5, py: 1 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.75,
                    width: 8,
                    height: 8,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: isUnread ? 'error.main' : 'transparent',
                  }}
                />
                <ListItemText
                  primary={
                    <>
                      {isUnread && (
                        <VisuallyHidden>{`${t('notifications.unread')}: `}</VisuallyHidden>
                      )}
                      {notificationText(notification, t)}
                    </>
                  }
                  secondary={<RelativeTime dateTime={notification.created_at} />}
                  slotProps={{
                    primary: { sx: { fontWeight: isUnread ? 700 : 400 } },
                  }}
                  sx={{ m: 0 }}
                />
              </MenuItem>
            );
          })
        )}
      </Menu>
    </>
  );
}
