import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages ('Already have an account?'), under a rule. */
  footer?: ReactNode;
}

/** The narrow, centred card every sign-in page shares. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 0, md: 3 } }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
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
              // Links inside a sentence are underlined: a brand colour alone may not stand out
              // from the text around it (WCAG 1.4.1).
              '& .MuiLink-root': { textDecoration: 'underline' },
            }}
          >
            {footer}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
