import type { Theme } from '@mui/material/styles';

/**
 * How matches read inside `title_html` and `excerpt_html`: a soft marker in either theme, with text
 * colours chosen for contrast on it (the dark theme's marker is deep amber, not a glaring yellow).
 * An sx entry: `sx={[..., markSx]}`.
 */
export const markSx = (theme: Theme) => ({
  '& mark': {
    backgroundColor: '#fde68a',
    color: '#1f1a05',
    borderRadius: '2px',
    padding: '0 0.1em',
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
  },
  // By the colour scheme's CSS, not the mode: server-rendered for every reader alike.
  ...theme.applyStyles('dark', { '& mark': { backgroundColor: '#6b4f00', color: '#fff6d6' } }),
});
