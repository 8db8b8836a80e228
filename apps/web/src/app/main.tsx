// First: before any schema of the contracts parses (see the module).
import '@/lib/zod-jitless';
import { SSR_STATE_ELEMENT_ID, type SsrBootstrap, type TenantInfo } from '@helionews/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { tenantKeys } from '@/features/tenant/tenant-context/api/query-keys';
import { setActiveTenantSlug } from '@/lib/active-tenant';
import { i18n, initI18n, preferredLanguage } from '@/lib/i18n';
import { SsrContext } from '@/lib/ssr-context';
import { hydrateFromServer } from '@/lib/query-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter, routes } from './router';

function readBootstrap(): SsrBootstrap | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrBootstrap;
  } catch {
    return null;
  }
}

/**
 * The pages the address matches, loaded before hydrating: a lazy page not yet loaded would render
 * its fallback instead of the server's markup.
 */
async function loadMatchedPages(routeTable: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks the document once React has committed its first render, hydrated or mounted, so that
 * browser journeys can wait for live handlers before they type into a server-rendered form.
 */
function LiveMarker(): null {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const bootstrap = readBootstrap();
  if (!bootstrap) {
    // Not server-rendered: the back-office, and the development server.
    await initI18n();
    const router = createAppRouter();
    createRoot(container).render(
      <StrictMode>
        <LiveMarker />
        <ErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </ErrorBoundary>
      </StrictMode>,
    );
    return;
  }

  // The first render must be the server's: its publication, language, data and colours.
  hydrateFromServer(queryClient, bootstrap.queries as DehydratedState);
  setActiveTenantSlug(bootstrap.tenantSlug);
  // The server's language first (not remembered as the reader's choice), so hydration matches.
  await Promise.all([initI18n(bootstrap.language), loadMatchedPages(routes)]);
  const tenant = queryClient.getQueryData<TenantInfo>(tenantKeys.info(bootstrap.tenantSlug));
  const router = createAppRouter();
  const app: ReactNode = (
    <StrictMode>
      <LiveMarker />
      <ErrorBoundary>
        <SsrContext
          value={{
            tenantSlug: bootstrap.tenantSlug,
            hostname: bootstrap.hostname,
            renderedAt: bootstrap.renderedAt,
          }}
        >
          <AppProviders queryClient={queryClient} initialBranding={tenant?.branding ?? null}>
            <RouterProvider router={router} />
          </AppProviders>
        </SsrContext>
      </ErrorBoundary>
    </StrictMode>
  );
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('Hydration error', error),
  });
  // SPEC section 1: the stored choice stays authoritative once the page is live.
  const preferred = preferredLanguage();
  if (preferred !== bootstrap.language) await i18n.changeLanguage(preferred);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');
void start(root);
