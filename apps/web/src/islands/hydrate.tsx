// First: before any schema of the contracts parses (see the module).
import '@/lib/zod-jitless';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n, ResourceKey } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { buildTheme } from '@/app/theme';
import { setActiveTenantSlug } from '@/lib/active-tenant';
import { DateDisplayContext } from '@/lib/date-display';
import { fixedLanguageI18n } from '@/lib/fixed-language-i18n';
import { browserEmotionCache } from '@/lib/emotion-cache';
import { SsrContext } from '@/lib/ssr-context';
import { pageData } from './plain/page-data';

const commonTexts = import.meta.glob<{ default: ResourceKey }>('../locales/*/common.json');
const pageTexts = import.meta.glob<{ default: ResourceKey }>('../locales/*/reader-pages.json');

let texts: Promise<I18n> | null = null;

/** The page's language, its texts loaded once for every island of the page. */
function islandI18n(): Promise<I18n> {
  texts ??= (async () => {
    const language = pageData()?.language ?? 'en';
    const [common, pages] = await Promise.all([
      commonTexts[`../locales/${language}/common.json`]?.(),
      pageTexts[`../locales/${language}/reader-pages.json`]?.(),
    ]);
    return fixedLanguageI18n(language, {
      ...(common?.default as object),
      ...(pages?.default as object),
    });
  })();
  return texts;
}

/**
 * Hydrates one island (ADR 016) with what its component found around it on the server: the
 * publication's theme (CSS variables: the scheme is the page's attribute, never touched here),
 * the page's emotion styles and nonce, its language's texts and its render clock. An island
 * the server left empty (one that exists only for a session in this browser) is rendered.
 */
export async function hydrateIsland(element: HTMLElement, node: ReactNode): Promise<void> {
  const page = pageData();
  if (page) setActiveTenantSlug(page.tenantSlug);
  const i18n = await islandI18n();
  const theme = buildTheme({ branding: page?.branding ?? {} });
  const scheme =
    document.documentElement.getAttribute('data-color-scheme') === 'dark' ? 'dark' : 'light';
  const tree = (
    <StrictMode>
      <CacheProvider value={browserEmotionCache()}>
        <ThemeProvider
          theme={theme}
          defaultMode={scheme}
          storageManager={null}
          disableTransitionOnChange
        >
          <I18nextProvider i18n={i18n}>
            <SsrContext
              value={
                page
                  ? {
                      tenantSlug: page.tenantSlug,
                      hostname: page.hostname,
                      renderedAt: page.renderedAt,
                    }
                  : null
              }
            >
              <DateDisplayContext value={page?.dateDisplay ?? { format: 'relative' }}>
                {node}
              </DateDisplayContext>
            </SsrContext>
          </I18nextProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
  if (element.childNodes.length === 0) {
    createRoot(element).render(tree);
    return;
  }
  hydrateRoot(element, tree, {
    onRecoverableError: (error) => console.error('Hydration error', error),
  });
}
