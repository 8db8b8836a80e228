import { ROUTES } from '@helionews/contracts';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageMenu } from '@/components/LanguageMenu';
import { SearchField } from '@/components/SearchField';
import { useTenant } from '@/lib/tenant-context';
import { TenantSelector } from '@/features/tenant/tenant-selector/components/TenantSelector';
import { useReaderRoutes } from '@/lib/reader-routes';
import { stripTenantPrefix } from '@/lib/tenant-slug';
import { IslandPageContext } from '@/islands/Island';
import { BrandLink, type BrandLinkProps } from './BrandLink';
import { PrimaryNav, WIDE } from './PrimaryNav';
import { IslandTopBar } from './IslandTopBar';
import { MobileNavMenu } from './MobileNavMenu';

import { useAccountNav } from './use-account-nav';

/** The search page's path, without its query. */
const SEARCH_PATH = ROUTES.search('').split('?')[0];

/** The reader's top bar: the islands page's (no script needed) or the application's. */
export function TopBar(props: BrandLinkProps) {
  return use(IslandPageContext) ? <IslandTopBar {...props} /> : <AppTopBar {...props} />;
}

function AppTopBar(props: BrandLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const routes = useReaderRoutes();
  const { canSwitchTenants } = useTenant();
  const onSearchPage = stripTenantPrefix(pathname) === SEARCH_PATH;
  const account = useAccountNav();

  const search = (query: string) => {
    if (onSearchPage && searchParams.get('q') === query) return;
    // Refining a search replaces the entry, so Back leaves the results instead of replaying them.
    void navigate(routes.search(query), { replace: onSearchPage });
  };

  return (
    <AppBar position="sticky">
      {canSwitchTenants && (
        // An admin's own strip above the bar: the reader's bar stays uncrowded, and on narrow
        // screens the tenants are listed in the menu instead.
        <Box
          sx={{ display: { xs: 'none', [WIDE]: 'block' }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="lg" disableGutters>
            <Toolbar variant="dense" sx={{ justifyContent: 'flex-end', pt: 1.5, pb: 1 }}>
              <TenantSelector variant="dropdown" showSettings switchPath={ROUTES.home} />
            </Toolbar>
          </Container>
        </Box>
      )}
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1.5, py: 1.25 }}>
          <BrandLink {...props} />

          <PrimaryNav />

          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />

          {/* One instance for every width: remounting it would drop focus while the reader types. */}
          <SearchField
            defaultValue={onSearchPage ? (searchParams.get('q') ?? '') : ''}
            onSearch={search}
            action={routes.search('').split('?')[0]}
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
                to={account.linkTo(entry)}
                variant={entry.highlighted ? 'contained' : 'text'}
                color={entry.highlighted ? 'primary' : 'inherit'}
                disableElevation
              >
                {t(entry.labelKey)}
              </Button>
            ))}
            {account.signedIn && (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<Logout />}
                onClick={account.logout}
                loading={account.loggingOut}
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
