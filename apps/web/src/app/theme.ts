import { BRANDING_DEFAULTS } from '@helionews/contracts';
import {
  alpha,
  createTheme,
  getContrastRatio,
  getLuminance,
  type CssVarsTheme,
  type ColorSystemOptions,
  type Theme,
} from '@mui/material/styles';
import type { Branding } from '@/lib/branding';
import type { ColorMode } from '@/lib/color-mode';
import { blend, legibleTone, readableTextOn } from '@/lib/contrast';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme-script';

/** System stacks only: no web-font download delays the first headline. */
export const FONT_STACKS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Apple Color Emoji", "Segoe UI Emoji", sans-serif',
  serif:
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Noto Serif", "Times New Roman", serif',
} as const;

export interface ThemeOptions {
  /**
   * A tenant's colours; missing values fall back to the product defaults (SPEC section 1). null
   * while no tenant is known yet: a neutral grey then, not the default tenant's blue.
   */
  branding?: Branding;
}

const DARK_BACKGROUND = '#121212';
const DARK_PAPER = '#1c1c1e';
const DARK_TEXT = '#f2f2f2';
/** Shown while the tenant loads: no publication's colour. */
const NEUTRAL = '#616161';
/** Lighter than this, a tenant background still reads as a light page (relative luminance). */
const MIN_LIGHT_BACKGROUND_LUMINANCE = 0.8;
/** Body text should read at AAA on the tenant's own background, or the defaults are used. */
const MIN_BODY_TEXT_CONTRAST = 7;

export interface Palette {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  textSecondary: string;
}

/**
 * The colours of one mode. Brand colours are moved in tone only as far as needed to keep AA
 * contrast on the mode's surfaces (darker on light pages, lighter on dark ones); contrastText is
 * then whichever of white and black reads better on them.
 */
export function resolvePalette(mode: ColorMode, branding: Branding = {}): Palette {
  const colors =
    branding === null
      ? { ...BRANDING_DEFAULTS, primary_color: NEUTRAL, secondary_color: NEUTRAL }
      : { ...BRANDING_DEFAULTS, ...branding };

  if (mode === 'dark') {
    const surfaces = [DARK_BACKGROUND, DARK_PAPER];
    return {
      primary: legibleTone(colors.primary_color, surfaces, 'lighter'),
      secondary: legibleTone(colors.secondary_color, surfaces, 'lighter'),
      background: DARK_BACKGROUND,
      text: DARK_TEXT,
      textSecondary: blend(DARK_TEXT, DARK_PAPER, 0.72),
    };
  }

  // A tenant's page colours are used where they make a light page with readable text; a dark or
  // low-contrast pair would break every component drawn for light mode.
  const usable =
    getLuminance(colors.background_color) >= MIN_LIGHT_BACKGROUND_LUMINANCE &&
    getContrastRatio(colors.text_color, colors.background_color) >= MIN_BODY_TEXT_CONTRAST;
  const background = usable ? colors.background_color : BRANDING_DEFAULTS.background_color;
  const text = usable ? colors.text_color : BRANDING_DEFAULTS.text_color;
  const surfaces = [background];
  return {
    primary: legibleTone(colors.primary_color, surfaces, 'darker'),
    secondary: legibleTone(colors.secondary_color, surfaces, 'darker'),
    background,
    text: blend(text, background, 0.87),
    textSecondary: legibleTone(blend(text, background, 0.64), surfaces, 'darker'),
  };
}

/**
 * The one theme of the app: both colour schemes as CSS variables, switched by the
 * `data-color-scheme` attribute on <html>. The server renders a page once for every reader, so
 * the markup never depends on the mode; the pre-paint script (color-scheme-script.ts) sets the
 * attribute from the stored choice before the first paint, and MUI keeps it up to date after.
 */
export type AppTheme = Theme &
  Pick<
    CssVarsTheme,
    'colorSchemes' | 'vars' | 'colorSchemeSelector' | 'generateThemeVars' | 'generateStyleSheets'
  >;

/** MUI palette options of one scheme, from that scheme's resolved colours. */
function schemePalette(
  mode: ColorMode,
  palette: Palette,
): NonNullable<ColorSystemOptions['palette']> {
  const isDark = mode === 'dark';
  return {
    primary: { main: palette.primary, contrastText: readableTextOn(palette.primary) },
    secondary: { main: palette.secondary, contrastText: readableTextOn(palette.secondary) },
    // MUI's light warning and info (#ed6c02, #0288d1) fail AA as chip fills and as text on
    // white or on their own 10% tint; these darker tones of the same hues pass. In dark mode
    // the fills are light, so their text is black (MUI puts white on the dark error red).
    warning: {
      main: isDark ? '#ffa726' : '#92400e',
      contrastText: isDark ? '#000000' : '#ffffff',
    },
    info: { main: isDark ? '#29b6f6' : '#0369a1', contrastText: isDark ? '#000000' : '#ffffff' },
    ...(isDark && { error: { main: '#f44336', contrastText: '#000000' } }),
    // MUI fills a dark scheme's filled alerts (the back-office's success notices) with the darker
    // tone and white text, 4.1:1 on its success green; here they take the light fills above, with
    // black text, as the chips and buttons do.
    ...(isDark && {
      Alert: {
        successFilledBg: '#66bb6a',
        successFilledColor: '#000000',
        errorFilledBg: '#f44336',
        errorFilledColor: '#000000',
        warningFilledBg: '#ffa726',
        warningFilledColor: '#000000',
        infoFilledBg: '#29b6f6',
        infoFilledColor: '#000000',
      },
    }),
    background: isDark
      ? { default: DARK_BACKGROUND, paper: DARK_PAPER }
      : { default: palette.background, paper: palette.background },
    text: { primary: palette.text, secondary: palette.textSecondary },
    divider: isDark ? alpha('#ffffff', 0.14) : alpha(palette.text, 0.12),
  };
}

/** How many built themes `themeFor` keeps: a node serves a handful of publications' colours. */
const THEME_CACHE_SIZE = 32;
const themeCache = new Map<string, AppTheme>();

/**
 * `buildTheme`, built once per set of colours and then reused (least recently used dropped): the
 * server renders every page with its publication's branding, and building the theme was 7 % of a
 * render (issue 31, item 3). A theme is only read once built, so sharing it is safe.
 */
export function themeFor(branding: Branding = {}): AppTheme {
  const key = JSON.stringify(branding);
  let theme = themeCache.get(key);
  if (theme) {
    themeCache.delete(key);
  } else {
    theme = withMemoizedStyleSheets(buildTheme({ branding }));
    if (themeCache.size >= THEME_CACHE_SIZE) {
      const oldest = themeCache.keys().next();
      if (!oldest.done) themeCache.delete(oldest.value);
    }
  }
  themeCache.set(key, theme);
  return theme;
}

/** `fn`'s first answer, given again on every later call. */
function once<T>(fn: () => T): () => T {
  let answered = false;
  let answer: T;
  return () => {
    if (!answered) {
      answer = fn();
      answered = true;
    }
    return answer;
  };
}

/** With scripting off the pre-paint script never runs: the reader's system scheme decides. */
export const NO_SCRIPT_DARK_MEDIA = '@media (prefers-color-scheme: dark)';
/** <html> with no scheme chosen: only a browser that ran no script leaves it so. */
export const NO_SCRIPT_ROOT = `:root:not([${COLOR_SCHEME_ATTRIBUTE}])`;

/**
 * A page read with JavaScript off follows the system's dark scheme: nothing sets the scheme
 * attribute there, so the dark variables are given again under `prefers-color-scheme: dark` for
 * a root without one, and so is every `theme.applyStyles('dark', …)` rule. A browser that runs
 * scripts always has the attribute (color-scheme-script.ts), so none of this applies to it. The
 * repeated block is about 10 KB before compression, next to the same block: gzip makes it a few
 * hundred bytes.
 */
function withNoScriptDarkScheme(theme: AppTheme): AppTheme {
  const darkSelector = `[${COLOR_SCHEME_ATTRIBUTE}="dark"]`;
  const generateStyleSheets = theme.generateStyleSheets;
  theme.generateStyleSheets = () => {
    const sheets = generateStyleSheets();
    const dark: unknown = sheets.find((sheet) => darkSelector in sheet)?.[darkSelector];
    if (typeof dark !== 'object' || dark === null) return sheets;
    return [...sheets, { [NO_SCRIPT_DARK_MEDIA]: { [NO_SCRIPT_ROOT]: dark } }];
  };
  const applyStyles = theme.applyStyles;
  theme.applyStyles = (key, styles) => {
    const own = applyStyles.call(theme, key, styles);
    if (key !== 'dark') return own;
    return { ...own, [NO_SCRIPT_DARK_MEDIA]: { [`*:where(${NO_SCRIPT_ROOT}) &`]: styles } };
  };
  return theme;
}

/**
 * The theme's CSS variables and their stylesheets, computed once: MUI's provider asks for both on
 * every render (the server makes a new provider for each page), and they follow from the theme
 * alone (closures over it, never `this`). A kept theme is only read, so they never change. Both
 * were about a tenth of a story page's server render (issue 31, item 3).
 */
function withMemoizedStyleSheets(theme: AppTheme): AppTheme {
  theme.generateThemeVars = once(theme.generateThemeVars);
  theme.generateStyleSheets = once(theme.generateStyleSheets);
  return theme;
}

export function buildTheme({ branding = {} }: ThemeOptions = {}): AppTheme {
  const headline = { fontFamily: FONT_STACKS.serif, fontWeight: 700, letterSpacing: '-0.01em' };

  const theme = createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    defaultColorScheme: 'light',
    colorSchemes: {
      light: { palette: schemePalette('light', resolvePalette('light', branding)) },
      dark: { palette: schemePalette('dark', resolvePalette('dark', branding)) },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACKS.sans,
      h1: { ...headline, fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', lineHeight: 1.12 },
      h2: { ...headline, fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)', lineHeight: 1.18 },
      h3: { ...headline, fontSize: '1.5rem', lineHeight: 1.25 },
      h4: { ...headline, fontSize: '1.25rem', lineHeight: 1.3 },
      h5: { ...headline, fontSize: '1.125rem', lineHeight: 1.35 },
      h6: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.4 },
      subtitle1: { lineHeight: 1.55 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { textRendering: 'optimizeLegibility', WebkitFontSmoothing: 'antialiased' },
          img: { maxWidth: '100%' },
          // A server fragment's wrapper (lib/server-fragment.tsx) leaves the layout alone.
          '.hn-fragment': { display: 'contents' },
        },
      },
      MuiAppBar: {
        // Outlined: an elevated Paper writes its shadow as a style="" attribute, which the CSP
        // (no 'unsafe-inline' for styles, ADR 015) blocks in server-rendered markup.
        defaultProps: { elevation: 0, color: 'inherit', variant: 'outlined' },
        styleOverrides: {
          // CSS variables: the same rule serves both schemes.
          root: ({ theme }) => ({
            backgroundColor: (theme.vars ?? theme).palette.background.paper,
            border: 'none',
            borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
          }),
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { height: '100%' } },
      },
      // Phones: every control a thumb has to hit is at least 44 px (issue 9's tap-target budget);
      // desktop keeps MUI's denser sizes.
      MuiButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX },
          }),
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX },
          }),
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: TAP_TARGET_PX } }),
          // The input itself is the element a tap lands on.
          input: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: { boxSizing: 'border-box', minHeight: TAP_TARGET_PX },
          }),
        },
      },
      MuiChip: {
        styleOverrides: {
          root: { fontWeight: 600 },
          clickable: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: { minHeight: TAP_TARGET_PX, borderRadius: 22 },
          }),
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
  // createTheme's declared type leaves out what `cssVariables` adds; it is there at run time.
  return withNoScriptDarkScheme(theme as AppTheme);
}
