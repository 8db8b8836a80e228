import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled panel of the profile page, a labelled region for screen-reader navigation. */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id={headingId} variant="h4" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
