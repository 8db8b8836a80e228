import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  makeSpaceTenant,
  makeTenantInfo,
  makeUserProfile,
  tenantInfoHandler,
  tenantList,
} from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { expectLinks } from '@/test/expect-links';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import { IslandPageContext } from '@/islands/Island';
import { ReaderLayout } from './ReaderLayout';

const layoutChildren = [
  { index: true, element: <p>Front page</p> },
  { path: 'search', element: <p>Search results</p> },
  { path: 'login', element: <p>Login page</p> },
];

/** The top bar's wide navigation: 'Main navigation' (the site) or 'Account'. */
function barNav(name: 'Main navigation' | 'Account'): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('navigation', { name });
}

/**
 * Opens the phone menu (a `<details>` menu of links, the same on every page) and returns its
 * list of entries.
 */
async function openPhoneMenu(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const summary = within(screen.getByRole('banner')).getByLabelText('Open navigation menu');
  expect(summary.tagName).toBe('SUMMARY');
  await user.click(summary);
  return screen.getByRole('list', { name: 'Main navigation' });
}

/** The entries of the phone menu, in order (the separator has no text). */
function menuEntryTexts(menu: HTMLElement): (string | null)[] {
  return within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .filter(Boolean);
}

/** The layout at the site root and under a tenant prefix, like the app's route table. */
function renderLayout(path = '/') {
  return renderRoutes(
    [
      { path: '/', element: <ReaderLayout />, children: layoutChildren },
      { path: '/tenant/:tenantSlug', element: <ReaderLayout />, children: layoutChildren },
    ],
    { path, tenant: true },
  );
}

async function renderLoadedLayout(tenant = makeTenantInfo()) {
  mockApi({ '/api/tenant/info': tenant });
  const view = renderLayout();
  await screen.findByText(tenant.display_name, { selector: 'header *' });
  return view;
}

const searchQuery = (location: { search: string }) => new URLSearchParams(location.search).get('q');

afterEach(() => {
  vi.useRealTimers();
});

describe('top bar', () => {
  it("shows the tenant's name and logo from /api/tenant/info", async () => {
    await renderLoadedLayout(
      makeTenantInfo({ display_name: 'Orbit Daily', logo_url: '/orbit.svg' }),
    );

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Orbit Daily' })).toHaveAttribute('href', '/');
    expect(banner.querySelector('img')).toHaveAttribute('src', '/orbit.svg');
  });

  it("falls back to 'HelioNews' when the tenant cannot be loaded", async () => {
    mockApi({ '/api/tenant/info': () => jsonResponse({ detail: 'Unknown tenant' }, 404) });
    renderLayout();

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('HelioNews')).toBeInTheDocument();
    expect(within(banner).getByText('H')).toBeInTheDocument();
  });

  it('links to Home, Story Demo, Login and Sign Up', async () => {
    await renderLoadedLayout();

    expectLinks(barNav('Main navigation'), { Home: '/', 'Story Demo': '/story-demo' });
    // Signing in or up leads back to the page the reader was on.
    expectLinks(barNav('Account'), {
      Login: '/login?returnTo=/',
      'Sign Up': '/register?returnTo=/',
    });
  });

  it('carries the page being read, or the one an auth page returns to, in Login and Sign Up', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    const { router } = renderLayout('/search?q=mars%20rover');
    await within(screen.getByRole('banner')).findByText('HelioNews');
    const banner = barNav('Account');

    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/search?q=mars%20rover').replace(/%2F/g, '/')}`,
    );

    await act(() => router.navigate('/login?returnTo=/search'));
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register?returnTo=/search',
    );

    // An address that would leave the site is not passed on.
    await act(() => router.navigate('/login?returnTo=//evil.example/'));
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('offers the same links from the menu button on narrow screens', async () => {
    const user = userEvent.setup();
    await renderLoadedLayout();

    const menu = await openPhoneMenu(user);
    expect(menuEntryTexts(menu)).toEqual([
      'Home',
      'Story Demo',
      'Live news',
      'Membership',
      'Login',
      'Sign Up',
    ]);
    expectLinks(menu, {
      Home: '/',
      'Live news': '/realtime-news',
      Membership: '/membership',
      Login: '/login?returnTo=/',
    });
  });

  describe('search', () => {
    /** Types like a reader would, one keystroke at a time, on the fake clock. */
    const typeInto = (field: HTMLElement, text: string) => {
      for (let end = 1; end <= text.length; end += 1) {
        fireEvent.change(field, { target: { value: text.slice(0, end) } });
      }
    };
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('waits 500 ms after the last keystroke, then searches for the trimmed text', async () => {
      const { router } = await renderLoadedLayout();
      vi.useFakeTimers();

      typeInto(screen.getByPlaceholderText('Search news...'), '  mars rover  ');
      wait(499);
      expect(router.state.location.pathname).toBe('/');

      wait(1);
      expect(router.state.location.pathname).toBe('/search');
      expect(searchQuery(router.state.location)).toBe('mars rover');
      expect(screen.getByText('Search results')).toBeInTheDocument();
    });

    it('restarts the wait on every keystroke', async () => {
      const { router } = await renderLoadedLayout();
      vi.useFakeTimers();
      const field = screen.getByRole('searchbox', { name: 'Search news' });

      typeInto(field, 'mar');
      wait(400);
      typeInto(field, 'mars');
      wait(400);
      expect(router.state.location.pathname).toBe('/');

      wait(100);
      expect(searchQuery(router.state.location)).toBe('mars');
    });

    it('never searches for whitespace only', async () => {
      const { router } = await renderLoadedLayout();
      vi.useFakeTimers();
      const field = screen.getByRole('searchbox', { name: 'Search news' });

      typeInto(field, '    ');
      wait(2000);
      fireEvent.submit(field);
      wait(2000);

      expect(router.state.location.pathname).toBe('/');
    });

    it('searches at once on Enter', async () => {
      const { router } = await renderLoadedLayout();
      const user = userEvent.setup();

      await user.type(screen.getByRole('searchbox', { name: 'Search news' }), ' eclipse {Enter}');

      expect(router.state.location.pathname).toBe('/search');
      expect(searchQuery(router.state.location)).toBe('eclipse');
    });
  });

  it('offers every language as a link through /choose, which comes back here, and remembers it', async () => {
    const user = userEvent.setup();
    await renderLoadedLayout();

    // One <details> menu of links on every page (issue 30): it works without a script, and the
    // choice is stored by /choose (a cookie) and, where the application runs, in localStorage.
    const summary = screen.getByLabelText('Change language: English');
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/choose?lng=fr&return=%2F');
    expect(french).toHaveAttribute('lang', 'fr');
    // jsdom follows no link: what the click does before the browser leaves is what is checked.
    french.addEventListener('click', (event) => event.preventDefault());
    await user.click(french);
    expect(window.localStorage.getItem('preferred-language')).toBe('fr');
  });

  it('toggles dark mode and remembers it', async () => {
    // The pre-paint script marks a page that runs scripts; the toggle shows only there.
    document.documentElement.setAttribute('data-script', '');
    onTestFinished(() => document.documentElement.removeAttribute('data-script'));
    const user = userEvent.setup();
    await renderLoadedLayout();

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});

describe('top bar, signed in', () => {
  async function renderSignedIn(isAdmin: boolean) {
    storeSignedInToken('good-token');
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/user/profile': makeUserProfile({ is_admin: isAdmin }),
      '/api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const view = renderLayout();
    await within(barNav('Account')).findByRole('link', { name: 'Profile' });
    return { ...view, api, banner: barNav('Account') };
  }

  it('offers Profile and Logout instead of Login and Sign Up', async () => {
    const { banner } = await renderSignedIn(false);

    expect(within(banner).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('adds the Admin link for administrators', async () => {
    const { banner } = await renderSignedIn(true);
    expect(within(banner).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows no account links while the session loads', async () => {
    storeSignedInToken();
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/user/profile': () => new Promise(() => undefined),
    });
    renderLayout();
    const banner = screen.getByRole('banner');
    await within(banner).findByText('HelioNews');

    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('logs out from the top bar and lands on /login', async () => {
    const user = userEvent.setup();
    const { api, banner, router } = await renderSignedIn(false);

    await user.click(within(banner).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.requestsTo('/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(
      await within(barNav('Account')).findByRole('link', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it('offers the same account entries in the narrow-screen menu, Logout included', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedIn(true);

    const menu = await openPhoneMenu(user);
    expect(menuEntryTexts(menu)).toEqual([
      'Home',
      'Story Demo',
      'Live news',
      'Membership',
      'Profile',
      'Admin',
      'Logout',
    ]);

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('footer', () => {
  it('shows the tenant name and the current year', async () => {
    await renderLoadedLayout(makeTenantInfo({ display_name: 'Orbit Daily' }));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Orbit Daily. All rights reserved.`,
    );
  });

  it('leads to the live news and membership pages, which the top bar has no links for', async () => {
    await renderLoadedLayout(makeTenantInfo());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Live news' })).toHaveAttribute(
      'href',
      '/realtime-news',
    );
    expect(within(footer).getByRole('link', { name: 'Membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
    for (const name of ['Live news', 'Membership']) {
      expect(within(barNav('Main navigation')).queryByRole('link', { name })).toBeNull();
    }
  });

  it("shows the Site Settings' tagline, footer text, social links and contact address", async () => {
    const tenant = makeTenantInfo({ display_name: 'Orbit Daily' });
    await renderLoadedLayout({
      ...tenant,
      site: {
        ...tenant.site,
        tagline: 'News at escape velocity',
        footer_text: 'Published by Orbit Media Ltd.',
        contact_email: 'desk@orbit.example',
        social_links: {
          ...tenant.site.social_links,
          mastodon: 'https://orbit.social/@daily',
        },
      },
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('News at escape velocity');
    expect(footer).toHaveTextContent('Published by Orbit Media Ltd.');
    expect(within(footer).getByRole('link', { name: 'Orbit Daily on Mastodon' })).toHaveAttribute(
      'href',
      'https://orbit.social/@daily',
    );
    // Networks without an address get no link.
    expect(within(footer).queryByRole('link', { name: /Twitter/ })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:desk@orbit.example',
    );
  });
});

describe('under a /tenant/{slug} prefix', () => {
  it('keeps the prefix in every link of the top bar and the footer', async () => {
    mockApi({ '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), makeSpaceTenant()]) });
    renderLayout('/tenant/space');
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Orbital Dispatch');

    expect(within(banner).getByRole('link', { name: 'Orbital Dispatch' })).toHaveAttribute(
      'href',
      '/tenant/space',
    );
    const hrefs = (container: HTMLElement) =>
      within(container)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    // The language links go to the platform's /choose, which returns to this prefixed page.
    const chooseLinks = hrefs(banner).filter((href) => href?.startsWith('/choose?'));
    expect(chooseLinks).toHaveLength(8);
    for (const href of chooseLinks) expect(href).toMatch(/&return=%2Ftenant%2Fspace$/);
    expect(hrefs(banner).filter((href) => !href?.startsWith('/choose?'))).toEqual([
      '/tenant/space',
      '/tenant/space',
      '/tenant/space/story-demo',
      '/tenant/space/login?returnTo=/tenant/space',
      '/tenant/space/register?returnTo=/tenant/space',
      // The phone menu.
      '/tenant/space',
      '/tenant/space/story-demo',
      '/tenant/space/realtime-news',
      '/tenant/space/membership',
      '/tenant/space/login?returnTo=/tenant/space',
      '/tenant/space/register?returnTo=/tenant/space',
    ]);
    expect(hrefs(screen.getByRole('contentinfo'))).toEqual([
      '/tenant/space',
      '/tenant/space/story-demo',
      '/tenant/space/realtime-news',
      '/tenant/space/membership',
      '/tenant/space/login?returnTo=/tenant/space',
      '/tenant/space/register?returnTo=/tenant/space',
    ]);
  });

  it("links the publication's header and footer pages, in the order given (issue 34)", async () => {
    mockApi({
      '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), makeSpaceTenant()]),
      '/api/pages': {
        header: [{ title: 'Send a tip', slug: 'tips' }],
        footer: [
          { title: 'About Orbital Dispatch', slug: 'about' },
          { title: 'Corrections policy', slug: 'corrections' },
        ],
        publishing_principles: 'about',
        corrections_policy: 'corrections',
      },
    });
    renderLayout('/tenant/space');
    const footer = screen.getByRole('contentinfo');
    const about = await within(footer).findByRole('link', { name: 'About Orbital Dispatch' });
    expect(about).toHaveAttribute('href', '/tenant/space/page/about');
    const footerHrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(footerHrefs.slice(0, 2)).toEqual([
      '/tenant/space/page/about',
      '/tenant/space/page/corrections',
    ]);
    expect(footerHrefs).not.toContain('/tenant/space/page/tips');
    // The header page: in the wide bar and in the phone menu, never in the footer.
    expect(
      within(barNav('Main navigation')).getByRole('link', { name: 'Send a tip' }),
    ).toHaveAttribute('href', '/tenant/space/page/tips');
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Send a tip' })).toHaveLength(2);
  });

  it('searches under the prefix', async () => {
    mockApi({ '/api/tenant/info': tenantInfoHandler([makeSpaceTenant()]) });
    const { router } = renderLayout('/tenant/space');
    await screen.findByText('Orbital Dispatch', { selector: 'header *' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'comet{Enter}');

    expect(router.state.location.pathname).toBe('/tenant/space/search');
    expect(searchQuery(router.state.location)).toBe('comet');
  });
});

describe('while the tenant loads', () => {
  it("shows a neutral placeholder, never the default tenant's name", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      '/api/tenant/info': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderLayout('/tenant/space');

    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveTextContent('HelioNews');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('HelioNews');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Front page')).not.toBeInTheDocument();

    answer(jsonResponse(makeSpaceTenant()));

    expect(await within(banner).findByText('Orbital Dispatch')).toBeInTheDocument();
    expect(screen.getByText('Front page')).toBeInTheDocument();
  });
});

describe('tenant selector in the top bar', () => {
  const switchable = makeTenantInfo({
    features: { logoUpload: false, tenantSwitching: true, analytics: false },
  });

  function renderAs(isAdmin: boolean) {
    storeSignedInToken('good-token');
    window.localStorage.setItem('isAdmin', String(isAdmin));
    mockApi({
      '/api/tenant/info': tenantInfoHandler([switchable, makeSpaceTenant()]),
      '/api/tenants/': tenantList([switchable, makeSpaceTenant()]),
      '/api/auth/user/profile': makeUserProfile({ is_admin: isAdmin }),
    });
    return renderLayout();
  }

  it('is there for an admin who may switch, in a strip above the bar at every width', async () => {
    const user = userEvent.setup();
    renderAs(true);
    const banner = screen.getByRole('banner');

    // The one strip of every reader page: a menu of links, each switch a page load through
    // /choose (ADR 016).
    const summary = await within(banner).findByLabelText('Tenant: HelioNews');
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    const menu = screen.getByRole('list', { name: 'Select Tenant' });
    expect(await within(menu).findByRole('link', { name: /Orbital Dispatch/ })).toHaveAttribute(
      'href',
      '/choose?tenant=space&return=%2F',
    );
    expect(within(menu).getByRole('link', { name: /HelioNews/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('is never there for a reader', async () => {
    renderAs(false);
    const banner = screen.getByRole('banner');
    await within(barNav('Account')).findByRole('link', { name: 'Profile' });

    expect(within(banner).queryByLabelText(/^Tenant:/)).not.toBeInTheDocument();
    expect(within(banner).queryByText('Orbital Dispatch')).not.toBeInTheDocument();
  });
});

describe('on a page of islands (ADR 016)', () => {
  /** The same layout as the server renders it for a page of islands, for nobody in particular. */
  async function renderIslandLayout() {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    const view = renderRoutes(
      [
        {
          path: '/',
          element: (
            <IslandPageContext value>
              <ReaderLayout />
            </IslandPageContext>
          ),
          children: layoutChildren,
        },
      ],
      { path: '/search?q=mars', tenant: true },
    );
    await screen.findByText('HelioNews', { selector: 'header *' });
    return view;
  }

  it('holds every account link, each shown by the session state of the browser', async () => {
    await renderIslandLayout();
    const account = barNav('Account');
    const classOf = (name: string) => within(account).getByRole('link', { name }).className;

    expect(classOf('Login')).toContain('hn-signed-out');
    expect(classOf('Sign Up')).toContain('hn-signed-out');
    expect(classOf('Profile')).toContain('hn-signed-in');
    expect(classOf('Admin')).toContain('hn-admin');
    const logout = within(account).getByRole('button', { name: 'Logout' });
    expect(logout).toHaveClass('hn-signed-in');
    // The page's plain script signs out (islands/plain/session.ts).
    expect(logout).toHaveAttribute('data-logout');
  });

  it('searches with a GET form the plain script enhances, and drives the theme toggle by script', async () => {
    await renderIslandLayout();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('data-on-results', 'true');
    expect(within(form).getByRole('searchbox', { name: 'Search news' })).toHaveValue('mars');

    // Its names for the page's plain script to give it (islands/plain/theme-toggle.ts).
    // (Hidden here: the pre-paint script that marks a page running scripts has not run.)
    const toggle = screen.getByTitle('Switch to dark mode');
    expect(toggle).toHaveAttribute('data-label-light', 'Switch to dark mode');
    expect(toggle).toHaveAttribute('data-label-dark', 'Switch to light mode');
  });

  it('leaves the publication switcher to its island, drawn in the browser', async () => {
    await renderIslandLayout();
    const island = screen.getByRole('banner').querySelector('helio-island');
    expect(island).toHaveAttribute('name', 'tenant-strip');
    expect(island).toHaveAttribute('when', 'admin');
    expect(island).toBeEmptyDOMElement();
  });
});
