import type { SxProps, Theme } from '@mui/material/styles';

/** Set on <html> by the pre-paint script (app/color-scheme-script.ts), spelled out there. */
export const SCRIPT_ATTRIBUTE = 'data-script';

/**
 * Hides a control that only a script can work (the theme toggle, the realtime connection state)
 * from a browser that runs none: the pre-paint script marks `<html data-script>` before the first
 * paint, so a reader with JavaScript never sees it appear late (issue 30).
 */
export const SCRIPT_ONLY_SX = {
  [`html:not([${SCRIPT_ATTRIBUTE}]) &`]: { display: 'none' },
} satisfies SxProps<Theme>;

/** The reverse: what a browser that runs no script is told instead (shown to it only). */
export const NO_SCRIPT_ONLY_SX = {
  [`html[${SCRIPT_ATTRIBUTE}] &`]: { display: 'none' },
} satisfies SxProps<Theme>;
