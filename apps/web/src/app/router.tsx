import { ADMIN_ROUTES, MEMBERSHIP_ROUTES, NEWSLETTER_ROUTES, ROUTES } from '@helionews/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { RouteErrorRethrow } from '@/components/RouteErrorRethrow';
import { SessionOutlet } from '@/features/auth/session/components/SessionProvider';
import { UserGuard } from '@/features/auth/session/components/UserGuard';
import { loadReaderPageTexts } from '@/lib/reader-page-texts';
import type { AdminRouteHandle } from '@/features/admin/shell/route-handle';
import { ReaderLayout } from './layouts/ReaderLayout';
import { TenantShell } from './layouts/TenantShell';

/**
 * A code-split page. The fallback shows in the layout's content area while the page's chunk
 * loads on the first visit; later navigations keep the old page up with a progress bar instead.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  return {
    lazy: async () => ({ Component: await load() }),
    hydrateFallbackElement: <LoadingSpinner />,
  };
}

/** A page whose texts are not in `common` (see reader-page-texts.ts): they load with it. */
function lazyPageWithTexts(load: () => Promise<ComponentType>) {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadReaderPageTexts()]);
      return { Component };
    },
    hydrateFallbackElement: <LoadingSpinner />,
  };
}

const routeError = (
  <ErrorBoundary>
    <RouteErrorRethrow />
  </ErrorBoundary>
);

/** The reader site's pages (SPEC section 2), inside its layout. */
const readerPages: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('@/features/reader/stories/routes/HomePage').then((m) => m.HomePage)),
  },
  {
    path: 'category/:name',
    ...lazyPage(() =>
      import('@/features/reader/stories/routes/CategoryPage').then((m) => m.CategoryPage),
    ),
  },
  {
    path: 'author/:username',
    ...lazyPageWithTexts(() =>
      import('@/features/reader/authors/routes/AuthorPage').then((m) => m.AuthorPage),
    ),
  },
  {
    path: 'tag/:slug',
    ...lazyPageWithTexts(() =>
      import('@/features/reader/tags/routes/TagPage').then((m) => m.TagPage),
    ),
  },
  {
    // A publication's static page (issue 34): About, Contact, Corrections...
    path: 'page/:slug',
    ...lazyPageWithTexts(() =>
      import('@/features/reader/site-pages/routes/SitePage').then((m) => m.SitePage),
    ),
  },
  {
    path: 'story/:id',
    // With texts: its newsletter box's (reader-newsletters.json), where the application runs.
    ...lazyPageWithTexts(() =>
      import('@/features/reader/stories/routes/StoryPage').then((m) => m.StoryPage),
    ),
  },
  {
    path: 'story/:id/detail',
    ...lazyPage(() =>
      import('@/features/reader/story-detail/routes/StoryDetailPage').then(
        (m) => m.StoryDetailPage,
      ),
    ),
  },
  {
    path: 'story-demo',
    ...lazyPageWithTexts(() =>
      import('@/features/reader/story-demo/routes/StoryDemoPage').then((m) => m.StoryDemoPage),
    ),
  },
  {
    path: 'search',
    ...lazyPageWithTexts(() =>
      import('@/features/reader/search/routes/SearchPage').then((m) => m.SearchPage),
    ),
  },
  {
    path: 'realtime-news',
    ...lazyPageWithTexts(() =>
      import('@/features/reader/realtime/routes/RealtimeNewsPage').then((m) => m.RealtimeNewsPage),
    ),
  },
  {
    path: 'login',
    ...lazyPage(() => import('@/features/auth/login/routes/LoginPage').then((m) => m.LoginPage)),
  },
  {
    path: 'register',
    ...lazyPage(() =>
      import('@/features/auth/register/routes/RegisterPage').then((m) => m.RegisterPage),
    ),
  },
  {
    path: 'reset-password',
    ...lazyPageWithTexts(() =>
      import('@/features/auth/reset-password/routes/ResetPasswordPage').then(
        (m) => m.ResetPasswordPage,
      ),
    ),
  },
  {
    element: <UserGuard />,
    children: [
      {
        path: 'profile',
        ...lazyPageWithTexts(() =>
          import('@/features/auth/profile/routes/ProfilePage').then((m) => m.ProfilePage),
        ),
      },
    ],
  },
  // Newsletters (issue 32): where the subscribe and unsubscribe forms lead, and the mails' links.
  {
    path: NEWSLETTER_ROUTES.checkInbox.slice(1),
    ...lazyPageWithTexts(() =>
      import('@/features/reader/newsletters/routes/CheckInboxPage').then((m) => m.CheckInboxPage),
    ),
  },
  {
    path: NEWSLETTER_ROUTES.confirm.slice(1),
    ...lazyPageWithTexts(() =>
      import('@/features/reader/newsletters/routes/ConfirmPage').then((m) => m.ConfirmPage),
    ),
  },
  {
    path: NEWSLETTER_ROUTES.unsubscribe.slice(1),
    ...lazyPageWithTexts(() =>
      import('@/features/reader/newsletters/routes/UnsubscribePage').then((m) => m.UnsubscribePage),
    ),
  },
  {
    path: NEWSLETTER_ROUTES.unsubscribed.slice(1),
    ...lazyPageWithTexts(() =>
      import('@/features/reader/newsletters/routes/UnsubscribedPage').then(
        (m) => m.UnsubscribedPage,
      ),
    ),
  },
  // Membership (issue 33): the pricing page, and where Stripe Checkout comes back to.
  {
    path: MEMBERSHIP_ROUTES.pricing.slice(1),
    ...lazyPageWithTexts(() =>
      import('@/features/reader/membership/routes/PricingPage').then((m) => m.PricingPage),
    ),
  },
  {
    path: MEMBERSHIP_ROUTES.welcome.slice(1),
    ...lazyPageWithTexts(() =>
      import('@/features/reader/membership/routes/WelcomePage').then((m) => m.WelcomePage),
    ),
  },
  {
    path: '*',
    ...lazyPage(() =>
      import('@/features/reader/not-found/routes/NotFoundPage').then((m) => m.NotFoundPage),
    ),
  },
];

/** The reader site mounted at `path`: the site root, or a /tenant/{slug} prefix. */
function readerSite(path: string): RouteObject {
  return {
    path,
    element: <ReaderLayout />,
    errorElement: routeError,
    // Keeps the top bar and footer around a crashed page.
    children: [{ errorElement: routeError, children: readerPages }],
  };
}

/** A back-office page of a section: the layout names it after the section and checks the role. */
function adminSection(
  section: NonNullable<AdminRouteHandle['adminSection']>,
  load: () => Promise<ComponentType>,
) {
  return { handle: { adminSection: section } satisfies AdminRouteHandle, ...lazyPage(load) };
}

const loadDashboard = () =>
  import('@/features/admin/dashboard/routes/DashboardPage').then((m) => m.DashboardPage);

/**
 * The back-office's pages, inside the guard and the layout; unknown addresses fall through to
 * the back-office's own 404.
 */
const adminPages: RouteObject[] = [
  { index: true, ...adminSection('dashboard', loadDashboard) },
  { path: 'dashboard', ...adminSection('dashboard', loadDashboard) },
  {
    path: 'tenants',
    ...adminSection('tenants', () =>
      import('@/features/admin/tenants/routes/TenantsPage').then((m) => m.TenantsPage),
    ),
  },
  {
    path: 'users',
    ...adminSection('users', () =>
      import('@/features/admin/users/routes/UsersPage').then((m) => m.UsersPage),
    ),
  },
  {
    path: 'articles',
    ...adminSection('articles', () =>
      import('@/features/admin/articles/routes/ArticlesPage').then((m) => m.ArticlesPage),
    ),
  },
  // One editor component for both: a new article keeps its editor when it gets its address.
  {
    path: 'articles/new',
    ...adminSection('articles', () =>
      import('@/features/admin/articles/routes/ArticleEditorPage').then((m) => m.ArticleEditorPage),
    ),
  },
  {
    path: 'articles/:id',
    ...adminSection('articles', () =>
      import('@/features/admin/articles/routes/ArticleEditorPage').then((m) => m.ArticleEditorPage),
    ),
  },
  {
    path: 'articles/:id/preview',
    ...adminSection('articles', () =>
      import('@/features/admin/articles/routes/ArticlePreviewPage').then(
        (m) => m.ArticlePreviewPage,
      ),
    ),
  },
  {
    path: 'media',
    ...adminSection('media', () =>
      import('@/features/admin/media/routes/MediaPage').then((m) => m.MediaPage),
    ),
  },
  {
    path: 'tenant-settings',
    ...adminSection('tenantSettings', () =>
      import('@/features/admin/tenant-settings/routes/TenantSettingsPage').then(
        (m) => m.TenantSettingsPage,
      ),
    ),
  },
  {
    path: 'logo',
    ...adminSection('logo', () =>
      import('@/features/admin/logo/routes/LogoPage').then((m) => m.LogoPage),
    ),
  },
  {
    path: 'settings',
    ...adminSection('settings', () =>
      import('@/features/admin/settings/routes/SiteSettingsPage').then((m) => m.SiteSettingsPage),
    ),
  },
  {
    path: 'stories',
    ...adminSection('stories', () =>
      import('@/features/admin/stories/routes/StoriesPage').then((m) => m.StoriesPage),
    ),
  },
  {
    path: 'comments',
    ...adminSection('comments', () =>
      import('@/features/admin/comments/routes/CommentsPage').then((m) => m.CommentsPage),
    ),
  },
  {
    path: 'categories',
    ...adminSection('categories', () =>
      import('@/features/admin/categories/routes/CategoriesPage').then((m) => m.CategoriesPage),
    ),
  },
  // Tags (issue 34): one chunk for the page and its dialogs.
  {
    path: 'tags',
    ...adminSection('tags', () =>
      import('@/features/admin/tags/routes/TagsPage').then((m) => m.TagsPage),
    ),
  },
  {
    path: 'pages',
    ...adminSection('sitePages', () =>
      import('@/features/admin/site-pages/routes/SitePagesPage').then((m) => m.SitePagesPage),
    ),
  },
  // One editor component for both, as the articles: a new page keeps its editor on its address.
  {
    path: 'pages/new',
    ...adminSection('sitePages', () =>
      import('@/features/admin/site-pages/routes/SitePageEditorPage').then(
        (m) => m.SitePageEditorPage,
      ),
    ),
  },
  {
    path: 'pages/:id',
    ...adminSection('sitePages', () =>
      import('@/features/admin/site-pages/routes/SitePageEditorPage').then(
        (m) => m.SitePageEditorPage,
      ),
    ),
  },
  // Sign-in (issue 35): single sign-on for the staff, one chunk for the page and its form.
  {
    path: 'sso',
    ...adminSection('sso', () =>
      import('@/features/admin/sso/routes/SsoSettingsPage').then((m) => m.SsoSettingsPage),
    ),
  },
  {
    path: 'security',
    ...adminSection('security', () =>
      import('@/features/admin/security/routes/SecurityPage').then((m) => m.SecurityPage),
    ),
  },
  {
    path: 'rss',
    ...adminSection('rss', () =>
      import('@/features/admin/rss/routes/RssFeedsPage').then((m) => m.RssFeedsPage),
    ),
  },
  {
    path: 'ads',
    ...adminSection('ads', () =>
      import('@/features/admin/ads/routes/AdsPage').then((m) => m.AdsPage),
    ),
  },
  {
    path: 'analytics',
    ...adminSection('analytics', () =>
      import('@/features/admin/analytics/routes/AnalyticsPage').then((m) => m.AnalyticsPage),
    ),
  },
  // Membership (issue 33): the Stripe keys, the paywall and the tiers, one chunk.
  {
    path: 'membership',
    ...adminSection('membership', () =>
      import('@/features/admin/membership/membership-admin').then((m) => m.MembershipPage),
    ),
  },
  // One chunk for the newsletters' pages and the "Send as newsletter" dialog (issue 32).
  {
    path: 'newsletters',
    ...adminSection('newsletters', () =>
      import('@/features/admin/newsletters/newsletters-admin').then((m) => m.NewslettersPage),
    ),
  },
  {
    path: 'newsletters/sends/:sendId',
    ...adminSection('newsletters', () =>
      import('@/features/admin/newsletters/newsletters-admin').then((m) => m.NewsletterSendPage),
    ),
  },
  {
    path: 'newsletters/:newsletterId',
    ...adminSection('newsletters', () =>
      import('@/features/admin/newsletters/newsletters-admin').then((m) => m.NewsletterPage),
    ),
  },
  // Members and their figures (issue 33), one chunk.
  {
    path: 'members',
    ...adminSection('members', () =>
      import('@/features/admin/members/members-admin').then((m) => m.MembersPage),
    ),
  },
  {
    path: 'news-scheduler',
    ...adminSection('newsScheduler', () =>
      import('@/features/admin/news-scheduler/routes/NewsSchedulerPage').then(
        (m) => m.NewsSchedulerPage,
      ),
    ),
  },
  {
    path: 'profile',
    handle: { adminTitle: 'profile' } satisfies AdminRouteHandle,
    ...lazyPage(() =>
      import('@/features/admin/profile/routes/AdminProfilePage').then((m) => m.AdminProfilePage),
    ),
  },
  {
    path: '*',
    ...lazyPage(() =>
      import('@/features/admin/not-found/routes/AdminNotFoundPage').then(
        (m) => m.AdminNotFoundPage,
      ),
    ),
  },
];

/**
 * The back-office at /admin (SPEC section 2): its sign-in pages stand alone; everything else is
 * one lazy layout route (guard + layout), so reader pages never load back-office code.
 */
const adminSite: RouteObject = {
  path: ADMIN_ROUTES.root,
  errorElement: routeError,
  children: [
    {
      path: 'login',
      ...lazyPage(() =>
        import('@/features/admin/auth/routes/AdminLoginPage').then((m) => m.AdminLoginPage),
      ),
    },
    {
      // Its own small chunk: plain HTML, no MUI.
      path: 'login-simple',
      ...lazyPage(() =>
        import('@/features/admin/auth/routes/AdminLoginSimplePage').then(
          (m) => m.AdminLoginSimplePage,
        ),
      ),
    },
    {
      path: 'login-test',
      ...lazyPage(() =>
        import('@/features/admin/auth/routes/AdminLoginTestPage').then((m) => m.AdminLoginTestPage),
      ),
    },
    {
      path: 'register',
      ...lazyPage(() =>
        import('@/features/admin/auth/routes/AdminRegisterPage').then((m) => m.AdminRegisterPage),
      ),
    },
    {
      // Issue 35: outside the layout, whose calls a member without a second factor may not make.
      path: 'security/enroll',
      ...lazyPage(() =>
        import('@/features/admin/security/routes/MfaEnrollPage').then((m) => m.MfaEnrollPage),
      ),
    },
    {
      ...lazyPage(() =>
        import('@/features/admin/shell/routes/AdminShell').then((m) => m.AdminShell),
      ),
      errorElement: routeError,
      // Keeps the side navigation and top bar around a crashed page.
      children: [{ errorElement: routeError, children: adminPages }],
    },
  ],
};

/** The one route table of the web app (paths from SPEC section 2, built by ROUTES). */
export const routes: RouteObject[] = [
  {
    // The session needs the router (logout navigates), and every page needs the session.
    element: <SessionOutlet />,
    errorElement: routeError,
    children: [
      {
        // The tenant comes from the address (SPEC section 4), so it is resolved inside the router.
        element: <TenantShell />,
        errorElement: routeError,
        // Every reader route also works under /tenant/{slug}, which selects the tenant.
        children: [readerSite(ROUTES.home), readerSite(ROUTES.tenant(':tenantSlug')), adminSite],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
