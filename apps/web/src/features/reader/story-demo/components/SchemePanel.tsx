import Box from '@mui/material/Box';
import {
  createTheme,
  ThemeProvider,
  useTheme,
  type CssVarsTheme,
  type PaletteOptions,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorMode } from '@/lib/color-mode';

/**
 * The app's theme (the tenant's colours included) fixed to one colour scheme. The app's theme
 * switches schemes through CSS variables keyed on <html>, so a dark panel on a light page cannot
 * come from it directly; this copy takes the scheme's resolved palette, typography, shape and
 * component overrides, without CSS variables, so everything inside resolves to that scheme's
 * colours whatever the page's own scheme is.
 */
function useFixedSchemeTheme(mode: ColorMode): Theme {
  const outer = useTheme();
  return useMemo(() => {
    const schemes = (outer as Partial<Pick<CssVarsTheme, 'colorSchemes'>>).colorSchemes;
    const palette: PaletteOptions = { ...(schemes?.[mode]?.palette as PaletteOptions), mode };
    return createTheme({
      palette,
      typography: outer.typography as ThemeOptions['typography'],
      shape: outer.shape,
      breakpoints: { values: outer.breakpoints.values },
      components: outer.components,
    });
  }, [outer, mode]);
}

export interface SchemePanelProps {
  mode: ColorMode;
  children: ReactNode;
}

/** One scheme's half of a gallery section: labelled, on that scheme's own page colour. */
export function SchemePanel({ mode, children }: SchemePanelProps) {
  const { t } = useTranslation();
  const theme = useFixedSchemeTheme(mode);
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-scheme={mode}
        sx={{
          colorScheme: mode,
          bgcolor: 'background.default',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: { xs: 2, sm: 3 },
          minWidth: 0,
          height: '100%',
        }}
      >
        <Typography
          variant="overline"
          component="h3"
          color="text.secondary"
          sx={{ display: 'block', mb: 2 }}
        >
          {mode === 'dark' ? t('storyDemo.dark') : t('storyDemo.light')}
        </Typography>
        {children}
      </Box>
    </ThemeProvider>
  );
}
