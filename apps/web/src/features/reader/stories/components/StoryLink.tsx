import Link from '@mui/material/Link';
import { createContext, use, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';

/**
 * True around made-up sample stories (the story demo without real stories to show): their ids
 * exist nowhere, so their headlines must not lead to a not-found page.
 */
export const InertStoryLinksContext = createContext(false);

/**
 * The headline is the story's one link; its ::after stretches over the nearest positioned
 * ancestor, so the whole card is clickable while screen readers hear just the headline.
 */
export function StoryLink({ storyId, children }: { storyId: number; children: ReactNode }) {
  const routes = useReaderRoutes();
  const inert = use(InertStoryLinksContext);
  if (inert) {
    return (
      <Link component="span" role="link" aria-disabled="true" color="inherit" underline="none">
        {children}
      </Link>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={routes.story(storyId)}
      color="inherit"
      underline="none"
      className="story-link"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0 },
        '&:focus-visible': { outline: 'none' },
      }}
    >
      {children}
    </Link>
  );
}

/** Card styles that go with StoryLink: hover underline and a visible focus ring on the card. */
export const storyLinkContainerSx = {
  position: 'relative',
  '&:hover .story-link, & .story-link:focus-visible': { textDecoration: 'underline' },
  '&:has(.story-link:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;
