import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthPanelProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages ('Already have an account?'), under a rule. */
  footer?: ReactNode;
  /** Wider, e.g. for the back-office's sign-in test and its list of steps. */
  wide?: boolean;
}

/** The card of every sign-in page, reader or back-office: title, form, neighbouring links. */
export function AuthPanel({ title, description, children, footer, wide = false }: AuthPanelProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: wide ? 640 : 460, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
    >
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>{children}</Box>
      {footer && (
        <Box
          sx={{
            mt: 3,
            pt: 2.5,
            borderTop: 1,
            borderColor: 'divider',
            textAlign: 'center',
            typography: 'body2',
            display: 'grid',
            gap: 1,
            // Links inside a sentence are underlined: a brand colour alone may not stand out
            // from the text around it (WCAG 1.4.1).
            '& .MuiLink-root': { textDecoration: 'underline' },
          }}
        >
          {footer}
        </Box>
      )}
    </Paper>
  );
}

/** The narrow, centred card of the reader site's sign-in pages, inside its layout. */
export function AuthCard(props: Omit<AuthPanelProps, 'wide'>) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 0, md: 3 } }}>
      <AuthPanel {...props} />
    </Box>
  );
}
