import type { ActivityHistory, AdminUser } from '@helionews/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { failureOf } from '@/features/admin/shared/api/failure';
import { USER_EXTRA_ERRORS, userHistoryQueryOptions } from '../api/users';

type Entry = ActivityHistory['activities'][number];

const KNOWN_ACTIONS = ['create', 'update', 'delete', 'activate', 'deactivate', 'sign_in'] as const;
const KNOWN_DETAILS = [
  'roles',
  'is_admin',
  'email',
  'username',
  'previous_username',
  'sessions_revoked',
] as const;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** One user's history in this publication (GET /api/admin/activity), in a side panel. */
export function UserHistoryDrawer({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const titleId = useId();
  const history = useQuery(userHistoryQueryOptions(user.id));

  const actionText = (entry: Entry) =>
    isOneOf(KNOWN_ACTIONS, entry.action)
      ? t(`history.actions.${entry.action}`)
      : t('history.actions.other', { action: entry.action.replaceAll('_', ' ') });

  const detailText = (entry: Entry) =>
    Object.entries(entry.details)
      .map(([key, value]) => {
        const label = isOneOf(KNOWN_DETAILS, key) ? t(`history.details.${key}`) : key;
        const shown =
          value === true ? t('history.yes') : value === false ? t('history.no') : String(value);
        return `${label}: ${shown}`;
      })
      .join(' · ');

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {t('history.title', { name: user.username })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('history.intro')}
          </Typography>
        </Box>
        <IconButton aria-label={t('history.close')} onClick={onClose} autoFocus>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        {history.isPending && (
          <Box aria-busy="true">
            <VisuallyHidden>{t('history.loading')}</VisuallyHidden>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={48} />
            ))}
          </Box>
        )}
        {history.isError && (
          <RetryAlert onRetry={() => void history.refetch()}>
            {(() => {
              const failure = failureOf(history.error, USER_EXTRA_ERRORS.fetchHistory);
              return failure.detail ? `${failure.message}: ${failure.detail}` : failure.message;
            })()}
          </RetryAlert>
        )}
        {history.isSuccess && history.data.activities.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('history.empty')}
          </Typography>
        )}
        {history.isSuccess && history.data.activities.length > 0 && (
          <List dense aria-labelledby={titleId}>
            {history.data.activities.map((entry) => {
              const details = detailText(entry);
              return (
                <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
                  <ListItemText
                    primary={
                      <>
                        <Box component="span" sx={{ fontWeight: 500 }}>
                          {actionText(entry)}
                        </Box>{' '}
                        {entry.actor
                          ? t('history.by', { name: entry.actor.username })
                          : t('history.bySystem')}
                      </>
                    }
                    secondary={
                      <>
                        <RelativeTime dateTime={entry.created_at} />
                        {details && (
                          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                            {details}
                          </Box>
                        )}
                      </>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
    </Drawer>
  );
}
