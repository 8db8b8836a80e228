import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useSitePageNav } from '@/features/reader/site-pages/api/get-site-pages';
import { PRIMARY_LINKS } from './nav-links';

/** Links show inline from this breakpoint up; below it they live in the menu button. */
export const WIDE = 'lg';

/** The top bar's main links (SPEC section 2), the current page's underlined, then the header pages. */
export function PrimaryNav() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  // The publication's header pages (issue 34): plain links, never marked as the current page
  // (the top bar's fragment is drawn once for every page but those of PRIMARY_LINKS).
  const pages = useSitePageNav().header;
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: { xs: 'none', [WIDE]: 'flex' }, gap: 0.5, ml: 3 }}
    >
      {PRIMARY_LINKS.map(({ route, labelKey }) => (
        <Button
          key={route}
          component={NavLink}
          to={routes[route]}
          end
          color="inherit"
          sx={{ '&.active': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' } }}
        >
          {t(labelKey)}
        </Button>
      ))}
      {pages.map((page) => (
        <Button
          key={`page-${page.slug}`}
          component={Link}
          to={routes.page(page.slug)}
          color="inherit"
        >
          {page.title}
        </Button>
      ))}
    </Box>
  );
}
