import Box from '@mui/material/Box';
import { storyTypography } from './story-typography';

/**
 * The one place the reader site renders raw HTML. `body_html` is sanitized by the server with
 * sanitize-html on every write (DESIGN section 2), so it is trusted here; never pass it anything else.
 */
export function StoryBody({ html }: { html: string }) {
  return (
    <Box
      className="story-body"
      dangerouslySetInnerHTML={{ __html: html }}
      sx={(theme) => ({ maxWidth: '70ch', ...storyTypography(theme) })}
    />
  );
}
