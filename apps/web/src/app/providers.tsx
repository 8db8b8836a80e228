import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { STORAGE_KEYS } from '@helionews/contracts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandingProvider, useBranding, type Branding } from '@/lib/branding';
import { ColorModeProvider, colorModeStorageManager } from '@/lib/color-mode';
import { browserEmotionCache } from '@/lib/emotion-cache';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '@/lib/i18n';
import { useSsrState } from '@/lib/ssr-context';
import { themeFor } from './theme';

/**
 * One theme with both colour schemes as CSS variables: the markup is the same in either mode, so
 * a page rendered once on the server hydrates for every reader. The scheme is picked by the
 * `data-color-scheme` attribute on <html>, which the pre-paint script sets and MUI then keeps in
 * step with `darkMode` (its storage is pointed at that key: no `mui-mode` key).
 */
function ThemedRoot({ children }: { children: ReactNode }) {
  // The tenant shell (inside the router) reports the tenant's colours; neutral until it has.
  const branding = useBranding();
  const theme = useMemo(() => themeFor(branding), [branding]);
  // A page the server did not render has no HTML to match: MUI may read the mode at once.
  const clientOnly = useSsrState() === null;
  return (
    <ThemeProvider
      theme={theme}
      storageManager={colorModeStorageManager}
      modeStorageKey={STORAGE_KEYS.darkMode}
      defaultMode="system"
      noSsr={clientOnly}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** The server renders each page in its reader's language with its own instance. */
  i18n?: I18n;
  /** The tenant colours a server-rendered page was drawn with. */
  initialBranding?: Branding;
  /** Where emotion keeps styles: the server's per render; the browser's, with the page's nonce. */
  emotionCache?: EmotionCache;
}

export function AppProviders({
  queryClient,
  children,
  i18n = appI18n,
  initialBranding = null,
  emotionCache,
}: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache ?? browserEmotionCache()}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ColorModeProvider>
            <BrandingProvider initial={initialBranding}>
              <ThemedRoot>{children}</ThemedRoot>
            </BrandingProvider>
          </ColorModeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
