import type { TenantBranding } from '@helionews/contracts';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

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

describe('theme', () => {
  it("takes the tenant's colours in light mode", () => {
    const { palette } = buildTheme({ mode: 'light', branding: SEEDED_BRANDING.space });

    expect(palette.primary.main).toBe('#1e2a78');
    // Violet #7c4dff is a shade too light for text on the tinted page: only a little darker.
    expect(getContrastRatio(palette.secondary.main, '#7c4dff')).toBeLessThan(1.3);
    expect(getContrastRatio(palette.secondary.main, '#f6f5fc')).toBeGreaterThanOrEqual(AA);
    expect(palette.background.default).toBe('#f6f5fc');
    expect(palette.background.paper).toBe('#f6f5fc');
    expect(palette.primary.contrastText).toBe('#ffffff');
  });

  it('uses the product defaults for missing colours', () => {
    const { palette } = buildTheme({ mode: 'light' });
    expect(palette.primary.main).toBe('#1976d2');
    expect(palette.background.default).toBe('#ffffff');
  });

  it("shows no publication's colour while the tenant is unknown", () => {
    const { palette } = buildTheme({ mode: 'light', branding: null });
    expect(palette.primary.main).not.toBe('#1976d2');
    expect(palette.primary.main).toBe(palette.secondary.main);
  });

  it('lightens a dark brand colour in dark mode, and writes on it in black', () => {
    const { palette } = buildTheme({ mode: 'dark', branding: SEEDED_BRANDING.space });
    expect(palette.primary.main).not.toBe('#1e2a78');
    expect(getContrastRatio(palette.primary.main, '#1e2a78')).toBeGreaterThan(3);
    expect(palette.primary.contrastText).toBe('#000000');
    expect(palette.background.default).toBe('#121212');
  });

  it('darkens a brand colour too light to read on a light page', () => {
    const { palette } = buildTheme({
      mode: 'light',
      branding: { primary_color: '#ffeb3b', secondary_color: '#f59e0b' },
    });
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(
      AA,
    );
  });

  it('keeps the defaults when a tenant background would make an unreadable light page', () => {
    const { palette } = buildTheme({
      mode: 'light',
      branding: { background_color: '#202020', text_color: '#fafafa' },
    });
    expect(palette.background.default).toBe('#ffffff');
  });

  describe.each(Object.entries(SEEDED_BRANDING))('for %s', (_tenant, branding) => {
    it.each(['light', 'dark'] as const)('reads at AA contrast in %s mode', (mode) => {
      const { palette } = buildTheme({ mode, branding });
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
