import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';

export interface DashboardSectionProps {
  title: string;
  /** A sentence under the heading, also the region's description. */
  description?: string;
  /** Ids given to the heading and description, for a chart or table inside to refer to. */
  children: (ids: { headingId: string; descriptionId: string }) => ReactNode;
}

/** A titled card of the dashboard: a labelled region with an h2. */
export function DashboardSection({ title, description, children }: DashboardSectionProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2, flex: 1, minWidth: 0 }}>{children({ headingId, descriptionId })}</Box>
    </Paper>
  );
}

/** A failed call: the spec's text, and a way to try again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Nothing to show yet: a quiet sentence in the card. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        py: 4,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}
