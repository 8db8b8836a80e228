import { BRANDING_DEFAULTS, LIMITS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { NavigationProgress } from '@/components/NavigationProgress';
import { SiteNameContext } from '@/lib/site-name';
import { useTenant } from '@/lib/tenant-context';
import { mayOpen, useGrantedAccess } from '../access-context';
import { useAdminRouteHandle } from '../route-handle';
import { AccessDenied } from './AccessDenied';
import { AdminSideNav } from './AdminSideNav';
import { AdminTopBar } from './AdminTopBar';

export const ADMIN_MAIN_ID = 'admin-main-content';

const drawerPaper = {
  '& .MuiDrawer-paper': { width: LIMITS.sideNavWidth, boxSizing: 'border-box' },
} as const;

/**
 * SPEC section 2's admin layout: a fixed 280 px side navigation from the medium breakpoint (900 px)
 * up, a temporary drawer below it; the top bar; the page, or Access Denied for a page the role
 * does not open.
 */
export function AdminLayout() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const access = useGrantedAccess();
  const { currentTenant } = useTenant();
  const handle = useAdminRouteHandle();
  const drawerId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;
  const section = handle.adminSection;
  const title = section
    ? t(`nav.sections.${section}`)
    : handle.adminTitle
      ? t(`pages.${handle.adminTitle}`)
      : t('panelTitle');
  const denied = section !== undefined && !mayOpen(access, section);

  useEffect(() => {
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);

  const closeNav = () => setNavOpen(false);

  return (
    <SiteNameContext value={siteName}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Link
          href={`#${ADMIN_MAIN_ID}`}
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 'tooltip',
            px: 2,
            py: 1,
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 3,
            '&:focus': { top: 8 },
          }}
        >
          {t('skipToContent')}
        </Link>
        <NavigationProgress />
        <AdminTopBar
          title={title}
          navOpen={navOpen}
          navId={drawerId}
          onOpenNav={() => setNavOpen(true)}
        />
        <Box sx={{ width: { md: LIMITS.sideNavWidth }, flexShrink: { md: 0 } }}>
          <Drawer
            id={drawerId}
            variant="temporary"
            open={navOpen}
            onClose={closeNav}
            sx={{ display: { xs: 'block', md: 'none' }, ...drawerPaper }}
          >
            <AdminSideNav currentSection={section} onNavigate={closeNav} showDisplaySettings />
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{ display: { xs: 'none', md: 'block' }, ...drawerPaper }}
          >
            <AdminSideNav currentSection={section} />
          </Drawer>
        </Box>
        <Box
          component="main"
          id={ADMIN_MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <Toolbar />
          {denied ? <AccessDenied scope="section" /> : <Outlet />}
        </Box>
      </Box>
      <ScrollRestoration />
    </SiteNameContext>
  );
}
