import { ROUTES } from '@helionews/contracts';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageMenu } from '@/components/LanguageMenu';
import { SearchField } from '@/components/SearchField';
import { TenantStrip } from '@/features/tenant/tenant-selector/components/TenantStrip';
import { Island } from '@/islands/Island';
import { useReaderRoutes } from '@/lib/reader-routes';
import { stripTenantPrefix } from '@/lib/tenant-slug';
import { BrandLink, type BrandLinkProps } from './BrandLink';
import { MobileNavMenu } from './MobileNavMenu';
import { PrimaryNav, WIDE } from './PrimaryNav';
import { useAccountNav } from './use-account-nav';

/** The search page's path, without its query. */
const SEARCH_PATH = ROUTES.search('').split('?')[0] ?? '/search';

/** Whether `pathname` is the search page, whose query the bar's field shows. */
export const isSearchPage = (pathname: string) => stripTenantPrefix(pathname) === SEARCH_PATH;

/**
 * The reader's top bar, one markup for every page (issue 30, item 9), built from what works
 * with no script: links, a GET search form, `<details>` menus, and a theme toggle and Logout that
 * a script runs. Where the application runs, React runs them and links navigate in place; on a
 * page of islands (ADR 016) the page's plain scripts do, and the session's links show by class.
 */
export function TopBar(props: BrandLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const routes = useReaderRoutes();
  const onSearchPage = isSearchPage(pathname);
  const account = useAccountNav();

  const search = (query: string) => {
    if (onSearchPage && searchParams.get('q') === query) return;
    // Refining a search replaces the entry, so Back leaves the results instead of replaying them.
    void navigate(routes.search(query), { replace: onSearchPage });
  };

  return (
    <AppBar position="sticky">
      {/* An admin who may switch publications gets the strip here; on a page of islands, from
          the browser. */}
      <Island name="tenant-strip" trigger="idle" props={{}} session="admin">
        <TenantStrip />
      </Island>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1.5, py: 1.25 }}>
          <BrandLink {...props} />

          <PrimaryNav />

          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />

          {/* One instance for every width: remounting it would drop focus while the reader types. */}
          <SearchField
            defaultValue={onSearchPage ? (searchParams.get('q') ?? '') : ''}
            onSearch={search}
            action={routes.search('').split('?')[0] ?? SEARCH_PATH}
            onResultsPage={onSearchPage}
            sx={{
              order: { xs: 1, md: 0 },
              flexBasis: { xs: '100%', md: 'auto' },
              width: { md: 300 },
            }}
          />
          <ColorModeToggle />
          <LanguageMenu />

          <Box
            component="nav"
            aria-label={t('nav.account')}
            sx={{ display: { xs: 'none', [WIDE]: 'flex' }, gap: 1, ml: 1 }}
          >
            {account.links.map((entry) => (
              <Button
                key={entry.route}
                component={RouterLink}
                to={entry.href}
                // A plain link in the server's HTML: nothing for React Router to prefetch.
                discover="none"
                className={entry.className}
                variant={entry.highlighted ? 'contained' : 'text'}
                color={entry.highlighted ? 'primary' : 'inherit'}
                disableElevation
              >
                {t(entry.labelKey)}
              </Button>
            ))}
            {account.showLogout && (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<Logout />}
                data-logout=""
                className={account.logoutClassName}
                onClick={account.logout}
                // A boolean renders a wrapper with a style="" attribute (blocked by the CSP, ADR 015).
                loading={account.loggingOut || undefined}
                loadingPosition="start"
              >
                {t('nav.logout')}
              </Button>
            )}
          </Box>

          <MobileNavMenu account={account} sx={{ display: { [WIDE]: 'none' } }} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
