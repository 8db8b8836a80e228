import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandingProvider, useBranding } from '@/lib/branding';
import { ColorModeProvider, useColorMode } from '@/lib/color-mode';
import { i18n } from '@/lib/i18n';
import { buildTheme } from './theme';

function ThemedRoot({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  // The tenant shell (inside the router) reports the tenant's colours; neutral until it has.
  const branding = useBranding();
  const theme = useMemo(() => buildTheme({ mode, branding }), [mode, branding]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ColorModeProvider>
          <BrandingProvider>
            <ThemedRoot>{children}</ThemedRoot>
          </BrandingProvider>
        </ColorModeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
