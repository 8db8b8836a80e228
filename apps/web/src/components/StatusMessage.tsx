import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatusMessageProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** 'alert' for failures a reader must notice; 'status' for empty and not-found states. */
  role?: 'alert' | 'status';
  /** Page-level states (a missing page) are the page's h1; states inside a page are h2. */
  headingLevel?: 'h1' | 'h2';
}

/** The shared shape of empty, error and not-found states, so every page says "nothing here" alike. */
export function StatusMessage({
  title,
  description,
  icon,
  action,
  role = 'status',
  headingLevel = 'h2',
}: StatusMessageProps) {
  return (
    <Box
      role={role}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: { xs: 6, md: 10 },
        px: 2,
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
      )}
      <Typography variant={headingLevel === 'h1' ? 'h3' : 'h4'} component={headingLevel}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: '52ch' }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
