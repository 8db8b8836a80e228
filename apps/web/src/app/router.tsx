import { ROUTES } from '@helionews/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { RouteErrorRethrow } from '@/components/RouteErrorRethrow';
import { SessionOutlet } from '@/features/auth/session/components/SessionProvider';
import { UserGuard } from '@/features/auth/session/components/UserGuard';
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
    path: 'story/:id',
    ...lazyPage(() =>
      import('@/features/reader/stories/routes/StoryPage').then((m) => m.StoryPage),
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
    ...lazyPage(() =>
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
        ...lazyPage(() =>
          import('@/features/auth/profile/routes/ProfilePage').then((m) => m.ProfilePage),
        ),
      },
    ],
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
        children: [readerSite(ROUTES.home), readerSite(ROUTES.tenant(':tenantSlug'))],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
