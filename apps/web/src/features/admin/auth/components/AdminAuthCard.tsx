import { BRANDING_DEFAULTS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageMenu } from '@/components/LanguageMenu';
import { Logo } from '@/components/Logo';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useTenant } from '@/lib/tenant-context';

export interface AdminAuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages, under a rule. */
  footer?: ReactNode;
  /** Wider, for the sign-in test's step list. */
  wide?: boolean;
}

/** The back-office's sign-in pages: a page of their own (no reader layout), one centred card. */
export function AdminAuthCard({ title, description, children, footer, wide }: AdminAuthCardProps) {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { currentTenant } = useTenant();
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;

  useEffect(() => {
    document.title = `${title} | ${t('panelTitle')} | ${siteName}`;
  }, [title, t, siteName]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, py: 1.5 }}
      >
        <Logo name={siteName} src={currentTenant?.logo_url ?? null} size="small" decorative />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {siteName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {t('panelTitle')}
          </Typography>
        </Box>
        <ColorModeToggle />
        <LanguageMenu />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          px: 2,
          py: { xs: 2, md: 6 },
        }}
      >
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: wide ? 640 : 460, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
        >
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {description}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
          {footer && (
            <Box
              sx={{
                mt: 3,
                pt: 2.5,
                borderTop: 1,
                borderColor: 'divider',
                textAlign: 'center',
                typography: 'body2',
                display: 'grid',
                gap: 1,
                '& .MuiLink-root': { textDecoration: 'underline' },
              }}
            >
              {footer}
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
