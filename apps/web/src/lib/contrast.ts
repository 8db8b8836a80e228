import {
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  recomposeColor,
} from '@mui/material/styles';

/** WCAG 2.x AA for normal text, with a little headroom for rounding in browsers and audit tools. */
export const MIN_TEXT_CONTRAST = 4.6;

const WHITE = '#ffffff';
const BLACK = '#000000';

/** White or black, whichever reads better on `background` (the higher WCAG contrast ratio). */
export function readableTextOn(background: string): typeof WHITE | typeof BLACK {
  return getContrastRatio(WHITE, background) >= getContrastRatio(BLACK, background) ? WHITE : BLACK;
}

function contrastsWithAll(color: string, surfaces: readonly string[], ratio: number): boolean {
  return surfaces.every((surface) => getContrastRatio(color, surface) >= ratio);
}

/**
 * The brand colour, moved in tone just far enough to read as text on every surface: darkened on
 * light surfaces, lightened on dark ones. A colour that already reads well is returned unchanged.
 */
export function legibleTone(
  color: string,
  surfaces: readonly string[],
  towards: 'darker' | 'lighter',
  ratio: number = MIN_TEXT_CONTRAST,
): string {
  const shift = towards === 'darker' ? darken : lighten;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : shift(color, step * 0.05);
    if (contrastsWithAll(candidate, surfaces, ratio)) return candidate;
  }
  return towards === 'darker' ? BLACK : WHITE;
}

/** `foreground` laid over `background` at `opacity`, as one opaque colour (for contrast checks). */
export function blend(foreground: string, background: string, opacity: number): string {
  const fg = decomposeColor(foreground).values;
  const bg = decomposeColor(background).values;
  const mix = (index: number) =>
    Math.round((fg[index] ?? 0) * opacity + (bg[index] ?? 0) * (1 - opacity));
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}
