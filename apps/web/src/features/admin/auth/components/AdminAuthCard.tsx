import { BRANDING_DEFAULTS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { AuthPanel, type AuthPanelProps } from '@/components/forms/AuthCard';
import { LanguageMenu } from '@/components/LanguageMenu';
import { Logo } from '@/components/Logo';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useTenant } from '@/lib/tenant-context';

export type AdminAuthCardProps = AuthPanelProps;

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
        <AuthPanel title={title} description={description} footer={footer} wide={wide}>
          {children}
        </AuthPanel>
      </Box>
    </Box>
  );
}
