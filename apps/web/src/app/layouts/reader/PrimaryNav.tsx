import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { PRIMARY_LINKS } from './nav-links';

/** Links show inline from this breakpoint up; below it they live in the menu button. */
export const WIDE = 'lg';

/** The top bar's main links (SPEC section 2), the current page's underlined. */
export function PrimaryNav() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
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
    </Box>
  );
}
