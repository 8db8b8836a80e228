import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Shown only by a browser that runs no script: the account forms work through it, so the page
 * says so plainly instead of a form that cannot send. The markup is the server's (the account
 * pages are server-rendered); a browser with scripts never shows it.
 */
export function NeedsJavaScript() {
  const { t } = useTranslation();
  return (
    <noscript>
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {t('auth.needsJavaScript')}
      </Alert>
    </noscript>
  );
}
