import { ROUTES } from '@helionews/contracts';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageMenu } from '@/components/LanguageMenu';
import { DisclosureMenu, DisclosureMenuLink } from '@/components/DisclosureMenu';
import { SearchInput } from '@/components/SearchField';
import { returnToFrom, withReturnTo } from '@/features/auth/session/return-to';
import { Island } from '@/islands/Island';
import { useReaderRoutes, type ReaderRoutes } from '@/lib/reader-routes';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { stripTenantPrefix } from '@/lib/tenant-slug';
import { BrandLink, type BrandLinkProps } from './BrandLink';
import { PrimaryNav, WIDE } from './PrimaryNav';
import { ADMIN_LINK, PROFILE_LINK, SIGNED_OUT_LINKS, SITE_LINKS } from './nav-links';

/** The search page's path, without its query. */
const SEARCH_PATH = ROUTES.search('').split('?')[0] ?? '/search';

/**
 * Which account links show: the server renders for nobody in particular, so it sends both sets;
 * the pre-paint script marks `<html data-session>` when this browser holds a session, and the
 * reader template's CSS shows the right one (ADR 016).
 */
export const SESSION_CLASSES = {
  signedOut: 'hn-signed-out',
  signedIn: 'hn-signed-in',
  admin: 'hn-admin',
} as const;

/** Every account link with the class that shows it for its session state. */
export function useIslandAccountLinks(routes: ReaderRoutes) {
  const location = useLocation();
  const returnTo = returnToFrom(location);
  const signedOut = SIGNED_OUT_LINKS.map((entry) => ({
    ...entry,
    href: withReturnTo(routes[entry.route], returnTo),
    className: SESSION_CLASSES.signedOut,
  }));
  const signedIn = [
    { ...PROFILE_LINK, href: routes.profile, className: SESSION_CLASSES.signedIn },
    {
      ...ADMIN_LINK,
      href: routes.admin,
      className: `${SESSION_CLASSES.signedIn} ${SESSION_CLASSES.admin}`,
    },
  ];
  return [...signedOut, ...signedIn];
}

/**
 * The reader's top bar on a page sent as islands (ADR 016): the same look as the application's
 * bar, built from what works with no script: links, a GET search form, `<details>` menus and
 * a toggle the page's plain script drives.
 */
export function IslandTopBar(props: BrandLinkProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const routes = useReaderRoutes();
  const onSearchPage = stripTenantPrefix(pathname) === SEARCH_PATH;
  const account = useIslandAccountLinks(routes);
  const searchAction = routes.search('').split('?')[0] ?? SEARCH_PATH;

  return (
    <AppBar position="sticky">
      {/* An admin who may switch publications gets the selector here, from the browser. */}
      <Island name="tenant-strip" trigger="idle" props={{}} session="admin">
        {null}
      </Island>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1.5, py: 1.25 }}>
          <BrandLink {...props} />

          <PrimaryNav />

          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />

          <Box
            component="form"
            role="search"
            method="get"
            action={searchAction}
            data-search-form=""
            data-on-results={String(onSearchPage)}
            sx={{
              order: { xs: 1, md: 0 },
              flexBasis: { xs: '100%', md: 'auto' },
              width: { md: 300 },
            }}
          >
            <SearchInput
              name="q"
              defaultValue={onSearchPage ? (searchParams.get('q') ?? '') : ''}
              required
            />
          </Box>
          <ColorModeToggle />
          <LanguageMenu />

          <Box
            component="nav"
            aria-label={t('nav.account')}
            sx={{ display: { xs: 'none', [WIDE]: 'flex' }, gap: 1, ml: 1 }}
          >
            {account.map((entry) => (
              <Button
                key={entry.route}
                href={entry.href}
                className={entry.className}
                variant={entry.highlighted ? 'contained' : 'text'}
                color={entry.highlighted ? 'primary' : 'inherit'}
                disableElevation
              >
                {t(entry.labelKey)}
              </Button>
            ))}
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<Logout />}
              data-logout=""
              className={SESSION_CLASSES.signedIn}
            >
              {t('nav.logout')}
            </Button>
          </Box>

          <DisclosureMenu
            menu="nav"
            label={t('nav.openMenu')}
            listLabel={t('nav.main')}
            sx={{ display: { [WIDE]: 'none' } }}
            summarySx={{ minWidth: TAP_TARGET_PX, minHeight: TAP_TARGET_PX, px: 1 }}
            summary={<MenuIcon />}
          >
            {SITE_LINKS.map(({ route, labelKey }) => (
              <DisclosureMenuLink
                key={route}
                href={routes[route]}
                current={stripTenantPrefix(pathname) === stripTenantPrefix(routes[route])}
              >
                {t(labelKey)}
              </DisclosureMenuLink>
            ))}
            {/* The rule is the separator (an <hr>); a list item may have no other role. */}
            <Box component="li">
              <Divider sx={{ my: 1 }} />
            </Box>
            {account.map((entry) => (
              <DisclosureMenuLink key={entry.route} href={entry.href} className={entry.className}>
                {t(entry.labelKey)}
              </DisclosureMenuLink>
            ))}
            <Box component="li" className={SESSION_CLASSES.signedIn}>
              <Box
                component="button"
                type="button"
                data-logout=""
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
          </DisclosureMenu>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
