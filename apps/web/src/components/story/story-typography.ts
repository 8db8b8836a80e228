import type { Theme } from '@mui/material/styles';

/**
 * How a story's body reads: type, spacing and what its HTML may hold (headings, quotes, lists,
 * images, players, tables). The one definition the story page (StoryBody) and the article editor
 * (RichTextEditor) both apply, so a writer sees what readers will (issue 30, item 9).
 * Colours go through CSS variables (theme.vars): one rule for both colour schemes.
 */
export function storyTypography(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    // The headline serif: long-form text reads more comfortably in it than in the UI sans.
    fontFamily: theme.typography.h1.fontFamily,
    fontSize: { xs: '1.0625rem', md: '1.1875rem' },
    lineHeight: 1.7,
    color: 'text.primary',
    overflowWrap: 'break-word',
    '& p': { my: 2.25 },
    '& h2, & h3, & h4': {
      fontFamily: 'inherit',
      lineHeight: 1.25,
      mt: 5,
      mb: 1.5,
    },
    '& h2': { fontSize: '1.5em' },
    '& h3': { fontSize: '1.25em' },
    '& a': { color: 'primary.main', textUnderlineOffset: '0.15em' },
    '& blockquote': {
      mx: 0,
      my: 3,
      pl: 2.5,
      borderLeft: `4px solid ${palette.primary.main}`,
      color: 'text.secondary',
      fontStyle: 'italic',
    },
    '& ul, & ol': { pl: 3.5 },
    '& li + li': { mt: 0.75 },
    '& img, & video': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
    '& figure': { mx: 0, my: 3 },
    // Players of the allowed embed providers (EMBED_HOSTS), full width at 16:9.
    '& iframe': {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: '16 / 9',
      border: 0,
      borderRadius: 1,
      my: 3,
    },
    '& figcaption': { mt: 1, fontSize: '0.875rem', color: 'text.secondary' },
    '& pre': { overflowX: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1 },
    '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
    '& th, & td': {
      border: `1px solid ${palette.divider}`,
      px: 1,
      py: 0.5,
    },
    '& hr': {
      border: 0,
      borderTop: `1px solid ${palette.divider}`,
      my: 4,
    },
  } as const;
}
