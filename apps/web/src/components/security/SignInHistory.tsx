import type { SignInEntry } from '@helionews/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/lib/format-date';
import { signInHistoryQueryOptions } from './sign-ins';

/** A token of the user agent and what it names, the more specific first. */
const BROWSERS: readonly (readonly [string, string])[] = [
  ['Edg/', 'Edge'],
  ['OPR/', 'Opera'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];
const SYSTEMS: readonly (readonly [string, string])[] = [
  ['Android', 'Android'],
  ['iPhone', 'iOS'],
  ['iPad', 'iPadOS'],
  ['Windows', 'Windows'],
  ['Mac OS X', 'macOS'],
  ['Linux', 'Linux'],
];

/** The browser and system a user agent names, roughly ("Firefox on Linux"); null if unknown. */
export function deviceOf(userAgent: string | null): { browser: string; system: string } | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([token]) => userAgent.includes(token))?.[1] ?? null;
  const system = SYSTEMS.find(([token]) => userAgent.includes(token))?.[1] ?? null;
  if (!browser || !system) return null;
  return { browser, system };
}

/**
 * Shared by the back-office profile and the reader's account pages (features may not import each
 * other). The signed-in account's last sign-ins and failed attempts (issue 35), newest first: when, how
 * (password, authenticator app, recovery code...), from which address and device.
 */
export function SignInHistory() {
  const { t, i18n } = useTranslation();
  const history = useQuery(signInHistoryQueryOptions());
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('signIns.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('signIns.description')}
      </Typography>
      {history.isPending ? (
        <Skeleton variant="rounded" height={96} sx={{ mt: 1 }} aria-hidden />
      ) : history.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('signIns.loadFailed')}
        </Alert>
      ) : history.data.sign_ins.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('signIns.empty')}</Typography>
      ) : (
        <List dense aria-label={t('signIns.title')} sx={{ mt: 0.5 }}>
          {history.data.sign_ins.map((entry, index) => (
            <SignInRow key={`${entry.at}-${index}`} entry={entry} language={language} />
          ))}
        </List>
      )}
    </Box>
  );
}

function SignInRow({ entry, language }: { entry: SignInEntry; language: string }) {
  const { t } = useTranslation();
  const device = deviceOf(entry.user_agent);
  const details = [
    t(`signIns.methods.${entry.method}`),
    entry.ip ?? t('signIns.unknownAddress'),
    device ? t('signIns.device', device) : t('signIns.unknownDevice'),
  ].join(' · ');
  return (
    <ListItem disableGutters alignItems="flex-start">
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        {entry.success ? (
          <CheckCircleOutline color="success" titleAccess={t('signIns.succeeded')} />
        ) : (
          <ErrorOutline color="error" titleAccess={t('signIns.failed')} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={
          <>
            <time dateTime={entry.at}>{formatLongDate(entry.at, language)}</time>
            {' — '}
            {entry.success ? t('signIns.succeeded') : t('signIns.failed')}
          </>
        }
        secondary={details}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
