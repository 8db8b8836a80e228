import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface NewsletterPageProps {
  icon: ReactNode;
  title: string;
  /** 'alert' for a page that reports a failure; the rest are plain pages. */
  tone?: 'plain' | 'error';
  children?: ReactNode;
}

/** The frame of the newsletter pages: a narrow column with the page's icon and its one heading. */
export function NewsletterPage({ icon, title, tone = 'plain', children }: NewsletterPageProps) {
  return (
    <Box
      sx={{
        maxWidth: 600,
        mx: 'auto',
        py: { xs: 4, md: 8 },
        display: 'grid',
        gap: 2,
        justifyItems: 'start',
      }}
    >
      <Box
        aria-hidden
        sx={{
          color: tone === 'error' ? 'error.main' : 'primary.main',
          display: 'flex',
          '& svg': { fontSize: 48 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A paragraph of a newsletter page. */
export function PageText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography id={id} color="text.secondary" sx={{ maxWidth: '60ch' }}>
      {children}
    </Typography>
  );
}
