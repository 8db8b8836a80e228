import type { AdminUser } from '@helionews/contracts';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PhonelinkErase from '@mui/icons-material/PhonelinkErase';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { RoleChips, StatusChip, statusOf } from '../components/UserChips';

/** The actions stay in view while a narrow screen scrolls the table sideways. */
export const stickyActions = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // Where the table scrolls under it (a phone), an edge says the columns go on beneath.
  // (a shadow: a collapsed table leaves a sticky cell's border behind as it scrolls).
  boxShadow: { xs: 'inset 1px 0 0 rgba(128, 128, 128, 0.45)', md: 'none' },
} as const;

/**
 * The first column at a phone's width: narrow enough that it and the sticky actions both fit on
 * the screen (the heading wraps to "Username / Email" on two lines, the address wraps anywhere),
 * instead of the actions covering the heading down to "/ Em" (issue 30, item 12).
 */
export const FIRST_COLUMN = { width: { xs: 160, sm: 'auto' }, maxWidth: { sm: 280 } } as const;

/** The faint warning colour of a pending request's row. */
const pendingTint = (theme: Theme) => theme.alpha((theme.vars ?? theme).palette.warning.main, 0.1);

const pendingRow = {
  bgcolor: pendingTint,
  '& > td:first-of-type': {
    boxShadow: (theme: Theme) => `inset 4px 0 0 ${(theme.vars ?? theme).palette.warning.main}`,
  },
} as const;

/** What a row's buttons ask the page to do with its user. */
export type UserRowAction =
  'edit' | 'history' | 'deactivate' | 'activate' | 'delete' | 'removeSecondFactor';

export interface UserRowProps {
  user: AdminUser;
  /** The tenant the back-office is on: its roles come first. */
  tenant: string;
  /** The signed-in user's own row: it cannot be deactivated or deleted. */
  self: boolean;
  activating: boolean;
  granting: boolean;
  onAction: (action: UserRowAction) => void;
  /** Opens the menu of roles to grant a pending request, anchored to its button. */
  onGrant: (anchor: HTMLElement) => void;
}

/**
 * The row's icon buttons: two a line on a phone, where each is a 44 px tap target (the theme),
 * one line from the sm breakpoint. Five in one line (with two-step verification) would lie over
 * the Email heading at 390 px.
 */
const ACTIONS_LAYOUT = {
  display: 'inline-flex',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  justifyContent: 'flex-end',
  maxWidth: { xs: 2 * TAP_TARGET_PX, sm: 'none' },
} as const;

/** An icon button named by its tooltip's text. */
function RowAction({
  label,
  icon,
  ...props
}: { label: string; icon: ReactNode } & Omit<IconButtonProps, 'aria-label' | 'children'>) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} {...props}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** One account of the users table: who, roles, status, dates and what may be done with it. */
export function UserRow({
  user,
  tenant,
  self,
  activating,
  granting,
  onAction,
  onGrant,
}: UserRowProps) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const pending = statusOf(user) === 'pending';
  const name = { name: user.username };
  return (
    <TableRow hover sx={pending ? pendingRow : undefined}>
      <TableCell sx={FIRST_COLUMN}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {user.username}
          {self && (
            <Typography component="span" color="text.secondary">
              {' '}
              ({t('you')})
            </Typography>
          )}
        </Typography>
        {user.display_name && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {user.display_name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </TableCell>
      <TableCell>
        <RoleChips user={user} tenant={tenant} />
      </TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <StatusChip user={user} />
          {pending && (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              startIcon={<PersonAddAlt />}
              sx={{ whiteSpace: 'nowrap' }}
              aria-label={t('actions.grantTo', name)}
              aria-haspopup="menu"
              onClick={(event) => onGrant(event.currentTarget)}
              disabled={granting}
            >
              {t('actions.grant')}
            </Button>
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <RelativeTime dateTime={user.created_at} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.last_login_at ? (
          <RelativeTime dateTime={user.last_login_at} />
        ) : (
          <Typography component="span" color="text.secondary">
            {t('never')}
          </Typography>
        )}
      </TableCell>
      <TableCell
        align="right"
        sx={{
          ...stickyActions,
          whiteSpace: 'nowrap',
          ...(pending && {
            backgroundImage: (theme: Theme) => {
              const tint = pendingTint(theme);
              return `linear-gradient(${tint}, ${tint})`;
            },
          }),
        }}
      >
        <Box sx={ACTIONS_LAYOUT}>
          <RowAction
            label={t('actions.edit', name)}
            icon={<EditOutlined />}
            onClick={() => onAction('edit')}
          />
          <RowAction
            label={t('actions.history', name)}
            icon={<HistoryIcon />}
            onClick={() => onAction('history')}
          />
          {self ? (
            <Tooltip title={t('actions.ownAccount')}>
              <Box
                component="span"
                tabIndex={0}
                role="note"
                aria-label={t('actions.ownAccount')}
                sx={{ display: 'inline-block' }}
              >
                <IconButton size="small" disabled aria-hidden tabIndex={-1}>
                  <BlockIcon />
                </IconButton>
                <IconButton size="small" disabled aria-hidden tabIndex={-1}>
                  <DeleteOutline />
                </IconButton>
              </Box>
            </Tooltip>
          ) : (
            <>
              {user.has_second_factor && (
                <RowAction
                  label={t('actions.removeSecondFactor', name)}
                  icon={<PhonelinkErase />}
                  onClick={() => onAction('removeSecondFactor')}
                />
              )}
              {user.is_active ? (
                <RowAction
                  label={t('actions.deactivate', name)}
                  icon={<BlockIcon />}
                  onClick={() => onAction('deactivate')}
                />
              ) : (
                <RowAction
                  label={t('actions.activate', name)}
                  icon={<CheckCircleOutline />}
                  onClick={() => onAction('activate')}
                  disabled={activating}
                  color="success"
                />
              )}
              <RowAction
                label={t('actions.delete', name)}
                icon={<DeleteOutline />}
                onClick={() => onAction('delete')}
                color="error"
              />
            </>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
