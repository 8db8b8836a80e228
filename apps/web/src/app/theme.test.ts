import type { TenantBranding } from '@helionews/contracts';
import { getContrastRatio, type Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { Branding } from '@/lib/branding';
import type { ColorMode } from '@/lib/color-mode';
import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme-script';
import { buildTheme, themeFor, type AppTheme } from './theme';

/** The seven seeded publications' colours (apps/server/src/db/seed-data). */
const SEEDED_BRANDING: Record<string, TenantBranding> = {
  helionews: {
    primary_color: '#1976d2',
    secondary_color: '#dc004e',
    background_color: '#ffffff',
    text_color: '#000000',
  },
  space: {
    primary_color: '#1e2a78',
    secondary_color: '#7c4dff',
    background_color: '#f6f5fc',
    text_color: '#14142b',
  },
  health: {
    primary_color: '#0f766e',
    secondary_color: '#22a06b',
    background_color: '#f6fbf9',
    text_color: '#16302b',
  },
  technology: {
    primary_color: '#6d28d9',
    secondary_color: '#c026d3',
    background_color: '#faf8ff',
    text_color: '#1c1530',
  },
  finance: {
    primary_color: '#b45309',
    secondary_color: '#f59e0b',
    background_color: '#fffbf5',
    text_color: '#1c1917',
  },
  sports: {
    primary_color: '#b91c1c',
    secondary_color: '#ef4444',
    background_color: '#ffffff',
    text_color: '#111827',
  },
  entertainment: {
    primary_color: '#ad1457',
    secondary_color: '#ec407a',
    background_color: '#fff8fb',
    text_color: '#1f1320',
  },
};

const AA = 4.5;

function schemePalette(theme: AppTheme, mode: ColorMode): Palette {
  const palette = theme.colorSchemes[mode]?.palette;
  if (!palette) throw new Error(`The theme has no ${mode} scheme`);
  return palette;
}

/** One scheme's palette of the theme built for `branding` (omitted: the product defaults). */
function paletteOf(mode: ColorMode, ...branding: [Branding?]): Palette {
  return schemePalette(buildTheme({ branding: branding[0] }), mode);
}

/** The theme's global CSS, as MUI emits it, keyed by selector. */
function styleSheets(theme: AppTheme): Record<string, Record<string, string>> {
  return Object.assign({}, ...theme.generateStyleSheets());
}

describe('theme', () => {
  it("takes the tenant's colours in light mode", () => {
    const palette = paletteOf('light', SEEDED_BRANDING.space);

    expect(palette.primary.main).toBe('#1e2a78');
    // Violet #7c4dff is a shade too light for text on the tinted page: only a little darker.
    expect(getContrastRatio(palette.secondary.main, '#7c4dff')).toBeLessThan(1.3);
    expect(getContrastRatio(palette.secondary.main, '#f6f5fc')).toBeGreaterThanOrEqual(AA);
    expect(palette.background.default).toBe('#f6f5fc');
    expect(palette.background.paper).toBe('#f6f5fc');
    expect(palette.primary.contrastText).toBe('#ffffff');
  });

  it('uses the product defaults for missing colours', () => {
    const palette = paletteOf('light');
    expect(palette.primary.main).toBe('#1976d2');
    expect(palette.background.default).toBe('#ffffff');
  });

  it("shows no publication's colour while the tenant is unknown, in either scheme", () => {
    for (const mode of ['light', 'dark'] as const) {
      const palette = paletteOf(mode, null);
      expect(palette.primary.main).not.toBe(paletteOf(mode).primary.main);
      expect(palette.primary.main).toBe(palette.secondary.main);
    }
  });

  it('lightens a dark brand colour in dark mode, and writes on it in black', () => {
    const palette = paletteOf('dark', SEEDED_BRANDING.space);
    expect(palette.mode).toBe('dark');
    expect(palette.primary.main).not.toBe('#1e2a78');
    expect(getContrastRatio(palette.primary.main, '#1e2a78')).toBeGreaterThan(3);
    expect(palette.primary.contrastText).toBe('#000000');
    expect(palette.background.default).toBe('#121212');
    expect(palette.background.paper).toBe('#1c1c1e');
  });

  it('darkens a brand colour too light to read on a light page', () => {
    const palette = paletteOf('light', { primary_color: '#ffeb3b', secondary_color: '#f59e0b' });
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(
      AA,
    );
  });

  it('keeps the defaults when a tenant background would make an unreadable light page', () => {
    const palette = paletteOf('light', { background_color: '#202020', text_color: '#fafafa' });
    expect(palette.background.default).toBe('#ffffff');
  });

  it.each([
    ['light', '#92400e', '#ffffff', '#0369a1', '#ffffff'],
    ['dark', '#ffa726', '#000000', '#29b6f6', '#000000'],
  ] as const)(
    'uses AA warning and info tones in the %s scheme',
    (mode, warning, onWarning, info, onInfo) => {
      const palette = paletteOf(mode, SEEDED_BRANDING.helionews);
      expect(palette.warning.main).toBe(warning);
      expect(palette.warning.contrastText).toBe(onWarning);
      expect(palette.info.main).toBe(info);
      expect(palette.info.contrastText).toBe(onInfo);
      for (const tone of [palette.warning, palette.info, palette.error]) {
        expect(getContrastRatio(tone.contrastText, tone.main)).toBeGreaterThanOrEqual(AA);
        expect(getContrastRatio(tone.main, palette.background.paper)).toBeGreaterThanOrEqual(AA);
      }
    },
  );

  it.each(['light', 'dark'] as const)(
    'writes filled alerts (the back-office notices) in AA contrast in the %s scheme',
    (mode) => {
      const palette = buildTheme({ branding: SEEDED_BRANDING.helionews }).colorSchemes[mode]
        ?.palette;
      if (!palette) throw new Error(`The theme has no ${mode} scheme`);
      // MUI names the fills by the palette's CSS variables, with the colour as their fallback.
      const resolve = (value: string): string =>
        /^var\(--[\w-]+, (#[0-9a-f]+)\)$/i.exec(value)?.[1] ?? value;
      for (const severity of ['success', 'error', 'warning', 'info'] as const) {
        const background = resolve(palette.Alert[`${severity}FilledBg`]);
        const text = resolve(palette.Alert[`${severity}FilledColor`]);
        expect(getContrastRatio(text, background), severity).toBeGreaterThanOrEqual(AA);
      }
    },
  );

  it('gives both schemes as CSS variables, switched by the attribute the pre-paint script sets', () => {
    const theme = buildTheme({ branding: SEEDED_BRANDING.space });
    const dark = schemePalette(theme, 'dark');
    expect(theme.colorSchemeSelector).toBe(COLOR_SCHEME_ATTRIBUTE);
    // Components read variables, never one scheme's values.
    expect(theme.vars.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main\b/);

    const sheets = styleSheets(theme);
    const light = sheets[`:root, [${COLOR_SCHEME_ATTRIBUTE}="light"]`];
    const darkRules = sheets[`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`];
    expect(light?.['--mui-palette-primary-main']).toBe('#1e2a78');
    expect(light?.['--mui-palette-background-default']).toBe('#f6f5fc');
    expect(light?.colorScheme).toBe('light');
    expect(darkRules?.['--mui-palette-primary-main']).toBe(dark.primary.main);
    expect(darkRules?.['--mui-palette-background-default']).toBe('#121212');
    expect(darkRules?.colorScheme).toBe('dark');
  });

  it("follows the system's dark scheme where no script chose one (JavaScript off)", () => {
    const theme = buildTheme({ branding: SEEDED_BRANDING.space });
    const sheets = styleSheets(theme) as unknown as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const fallback =
      sheets['@media (prefers-color-scheme: dark)']?.[`:root:not([${COLOR_SCHEME_ATTRIBUTE}])`];
    const darkRules = styleSheets(theme)[`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`];
    expect(fallback?.['--mui-palette-background-default']).toBe('#121212');
    expect(fallback?.colorScheme).toBe('dark');
    expect(fallback).toEqual(darkRules);
  });

  it('styles for the dark scheme under its selector, and under the system scheme without script', () => {
    const theme = buildTheme();
    expect(theme.applyStyles('dark', { display: 'none' })).toEqual({
      [`*:where([${COLOR_SCHEME_ATTRIBUTE}="dark"]) &`]: { display: 'none' },
      '@media (prefers-color-scheme: dark)': {
        [`*:where(:root:not([${COLOR_SCHEME_ATTRIBUTE}])) &`]: { display: 'none' },
      },
    });
    expect(theme.applyStyles('light', { display: 'none' })).toEqual({
      [`*:where([${COLOR_SCHEME_ATTRIBUTE}="light"]) &`]: { display: 'none' },
    });
  });

  describe.each(Object.entries(SEEDED_BRANDING))('for %s', (_tenant, branding) => {
    it.each(['light', 'dark'] as const)('reads at AA contrast in the %s scheme', (mode) => {
      const palette = paletteOf(mode, branding);
      expect(palette.mode).toBe(mode);
      const surfaces = [palette.background.default, palette.background.paper];
      for (const surface of surfaces) {
        expect(getContrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(AA);
        expect(getContrastRatio(palette.secondary.main, surface)).toBeGreaterThanOrEqual(AA);
        expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA);
        expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA);
      }
      expect(
        getContrastRatio(palette.primary.contrastText, palette.primary.main),
      ).toBeGreaterThanOrEqual(AA);
      expect(
        getContrastRatio(palette.secondary.contrastText, palette.secondary.main),
      ).toBeGreaterThanOrEqual(AA);
    });
  });
});

describe('themeFor', () => {
  const space = SEEDED_BRANDING.space;

  it('builds a set of colours once and gives it back for equal colours', () => {
    const first = themeFor({ ...space });
    expect(themeFor({ ...space })).toBe(first);
    const fromBuild = paletteOf('light', space);
    expect(first.colorSchemes.light?.palette.primary.main).toBe(fromBuild.primary.main);
  });

  it('keeps other colours and no colours apart', () => {
    const themes = [
      themeFor(space),
      themeFor(SEEDED_BRANDING.helionews),
      themeFor(null),
      themeFor({}),
    ];
    expect(new Set(themes).size).toBe(themes.length);
    expect(themeFor(null).colorSchemes.light?.palette.primary.main).toBe(
      buildTheme({ branding: null }).colorSchemes.light?.palette.primary.main,
    );
  });
});
