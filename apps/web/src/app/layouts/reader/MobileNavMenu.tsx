import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DisclosureMenu, DisclosureMenuLink } from '@/components/DisclosureMenu';
import { useReaderRoutes } from '@/lib/reader-routes';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { stripTenantPrefix } from '@/lib/tenant-slug';
import { useSitePageNav } from '@/features/reader/site-pages/api/get-site-pages';
import { SITE_LINKS } from './nav-links';
import type { AccountNav } from './use-account-nav';

export interface MobileNavMenuProps {
  account: AccountNav;
  sx?: SxProps<Theme>;
}

/**
 * Below the large breakpoint the links move into this menu so the bar never wraps awkwardly: a
 * `<details>` menu of links (DisclosureMenu), the same on every page, with Logout as a button.
 */
export function MobileNavMenu({ account, sx }: MobileNavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useReaderRoutes();
  const here = stripTenantPrefix(pathname);
  // The publication's header pages (issue 34), after the site's links.
  const pages = useSitePageNav().header;

  return (
    <DisclosureMenu
      menu="nav"
      label={t('nav.openMenu')}
      listLabel={t('nav.main')}
      sx={sx}
      summarySx={{ minWidth: TAP_TARGET_PX, minHeight: TAP_TARGET_PX, px: 1 }}
      summary={<MenuIcon />}
    >
      {SITE_LINKS.map(({ route, labelKey }) => (
        <DisclosureMenuLink
          key={route}
          href={routes[route]}
          current={here === stripTenantPrefix(routes[route])}
        >
          {t(labelKey)}
        </DisclosureMenuLink>
      ))}
      {pages.map((page) => (
        <DisclosureMenuLink key={`page-${page.slug}`} href={routes.page(page.slug)}>
          {page.title}
        </DisclosureMenuLink>
      ))}
      {/* The rule is the separator (an <hr>); a list item may have no other role. */}
      <Box component="li">
        <Divider sx={{ my: 1 }} />
      </Box>
      {account.links.map((entry) => (
        <DisclosureMenuLink key={entry.route} href={entry.href} className={entry.className}>
          {t(entry.labelKey)}
        </DisclosureMenuLink>
      ))}
      {account.showLogout && (
        <Box component="li" className={account.logoutClassName}>
          <Box
            component="button"
            type="button"
            data-logout=""
            disabled={account.loggingOut || undefined}
            onClick={account.logout}
            sx={{
              all: 'unset',
              boxSizing: 'border-box',
              width: '100%',
              display: 'flex',
              alignItems: 'center',
              minHeight: 44,
              px: 2,
              cursor: 'pointer',
              typography: 'body1',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            {t('nav.logout')}
          </Box>
        </Box>
      )}
    </DisclosureMenu>
  );
}
