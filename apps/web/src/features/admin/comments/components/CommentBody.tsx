import Typography from '@mui/material/Typography';

/**
 * A reader's comment as written: plain text, rendered as a text node (React escapes it), never as
 * HTML and with nothing made clickable, so whatever markup it holds stays inert in the
 * back-office. Line breaks show as the reader typed them.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <Typography
      component="p"
      variant="body2"
      data-testid="comment-body"
      sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {body}
    </Typography>
  );
}
