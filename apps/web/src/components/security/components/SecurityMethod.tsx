import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SecurityMethodProps {
  /** The method's icon (decorative). */
  icon: ReactNode;
  title: string;
  /** Beside the title: whether the method is on. */
  status?: ReactNode;
  /** The lines under the title, in secondary text. */
  lines: readonly ReactNode[];
  /** The method's button (set up, add, remove), beside the text, under it on a phone. */
  action?: ReactNode;
  /** What the last action did, shown above until dismissed. */
  notice: string | null;
  onDismissNotice: () => void;
  /** What follows the heading: the method's list, its dialogs. */
  children?: ReactNode;
}

/**
 * One way to sign in within the Security section (passkeys, the authenticator app): a notice of
 * the last change, the icon, title and status, a few lines of text and the method's button.
 */
export function SecurityMethod({
  icon,
  title,
  status,
  lines,
  action,
  notice,
  onDismissNotice,
  children,
}: SecurityMethodProps) {
  return (
    <Box sx={{ mt: 2 }}>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={onDismissNotice}>
          {notice}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {icon}
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                {title}
              </Typography>
              {status}
            </Stack>
            {lines.map((line, index) => (
              <Typography key={index} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
        </Stack>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
