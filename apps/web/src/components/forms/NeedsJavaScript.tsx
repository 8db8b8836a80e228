import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * Shown only by a browser that runs no script: the account forms work through it, so the page
 * says so plainly instead of a form that cannot send. The markup is the server's (the account
 * pages are server-rendered); a browser with scripts never shows it. A Box in the warning
 * alert's colours rather than MUI's Alert, whose Paper writes a `style` attribute that the
 * page's CSP refuses (ADR 015).
 */
export function NeedsJavaScript() {
  const { t } = useTranslation();
  return (
    <noscript>
      <Box
        role="alert"
        sx={{
          mb: 2.5,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          typography: 'body2',
          bgcolor: 'var(--mui-palette-Alert-warningStandardBg)',
          color: 'var(--mui-palette-Alert-warningColor)',
        }}
      >
        {t('auth.needsJavaScript')}
      </Box>
    </noscript>
  );
}
