import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A back-office page's heading: its title (the page's one h1), what it is for, and its action. */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {intro && <Typography color="text.secondary">{intro}</Typography>}
      </Box>
      {action}
    </Box>
  );
}
