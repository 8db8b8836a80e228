import { ROUTES } from '@helionews/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageMenu } from '@/components/LanguageMenu';
import { Logo } from '@/components/Logo';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useTenant } from '@/lib/tenant-context';
import { useGrantedAccess } from '../access-context';
import { useNavigationCounts } from '../api/get-navigation-counts';
import { SECTION_BADGES, SECTION_ICONS, visibleSections } from '../sections';
import { QuickStats } from './QuickStats';

export interface AdminSideNavProps {
  /** The section of the page shown, marked as current. */
  currentSection?: string;
  /** Called when an entry is chosen, e.g. to close the temporary drawer. */
  onNavigate?: () => void;
  /** The theme and language switches, which the narrowest top bar has no room for. */
  showDisplaySettings?: boolean;
}

/** SPEC section 2: the side navigation's entries the role may use, with their badges. */
export function AdminSideNav({
  currentSection,
  onNavigate,
  showDisplaySettings,
}: AdminSideNavProps) {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const access = useGrantedAccess();
  const { currentTenant } = useTenant();
  const counts = useNavigationCounts();
  const tenantName = currentTenant?.display_name ?? access.tenant.name;
  const nameId = useId();
  const panelId = useId();

  // One landmark holds the whole panel, the brand block and "View site" with the navigation, so
  // that nothing on the page is outside a landmark (axe's `region`, issue 30 item 5).
  return (
    <Box
      component="aside"
      aria-labelledby={`${nameId} ${panelId}`}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <Logo name={tenantName} src={currentTenant?.logo_url ?? null} size="small" decorative />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={nameId}
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 700, lineHeight: 1.2 }}
          >
            {tenantName}
          </Typography>
          <Typography id={panelId} variant="caption" color="text.secondary" noWrap component="p">
            {t('panelTitle')}
          </Typography>
        </Box>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        <List dense disablePadding sx={{ py: 1 }}>
          {visibleSections(access).map(({ key, path }) => {
            const Icon = SECTION_ICONS[key];
            const countKey = SECTION_BADGES[key];
            const count = countKey ? (counts.data?.[countKey] ?? 0) : 0;
            const current = currentSection === key;
            return (
              <li key={key}>
                <ListItemButton
                  component={RouterLink}
                  to={path}
                  onClick={onNavigate}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  sx={{ mx: 1, borderRadius: 1, minHeight: 44 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(`nav.sections.${key}`)} />
                  {key === 'tenants' && (
                    <Tooltip title={t('nav.adminOnly')}>
                      <LockOutlined
                        fontSize="small"
                        sx={{ color: 'text.secondary', ml: 1 }}
                        aria-hidden={false}
                        aria-label={t('nav.adminOnly')}
                        role="img"
                      />
                    </Tooltip>
                  )}
                  {count > 0 && (
                    <>
                      <Badge
                        badgeContent={count}
                        color="error"
                        max={99}
                        aria-hidden
                        data-testid={`badge-${key}`}
                        sx={{
                          ml: 1,
                          '& .MuiBadge-badge': { position: 'static', transform: 'none' },
                        }}
                      />
                      <VisuallyHidden>{`, ${t('nav.pending', { number: count })}`}</VisuallyHidden>
                    </>
                  )}
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </Box>
      <Divider />
      <QuickStats />
      <Box sx={{ flexGrow: 1 }} />
      {showDisplaySettings && (
        <Box sx={{ display: { xs: 'flex', sm: 'none' }, gap: 1, px: 2, pb: 1 }}>
          <ColorModeToggle />
          <LanguageMenu />
        </Box>
      )}
      <Divider />
      <ListItemButton component={RouterLink} to={ROUTES.home} sx={{ minHeight: 48 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <HomeOutlined />
        </ListItemIcon>
        <ListItemText primary={t('nav.viewSite')} />
      </ListItemButton>
    </Box>
  );
}
