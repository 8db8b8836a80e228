import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { ADMIN_DASHBOARD_NS } from '../admin-i18n';
import { RetryAlert } from './RetryAlert';

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
    <RetryAlert onRetry={onRetry} retryLabel={t('retry')}>
      {message}
    </RetryAlert>
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

export interface SectionQueryProps<T> {
  query: UseQueryResult<T>;
  /** The spec's text for the failed call. */
  errorText: string;
  /** Announced while the figures load. */
  loadingText: string;
  /** Stands in for the figures while they load: a rounded block by default. */
  placeholder?: ReactNode;
  /** A failed refetch keeps the figures already shown (else the failure replaces them). */
  keepDataOnError?: boolean;
  /** The figures hold nothing to show: `emptyText` says so instead. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/**
 * What a section shows for its query: the failure with a retry, a placeholder while it loads,
 * the sentence saying there is nothing yet, or its figures.
 */
export function SectionQuery<T>({
  query,
  errorText,
  loadingText,
  placeholder = <Skeleton variant="rounded" height={200} />,
  keepDataOnError = false,
  isEmpty,
  emptyText,
  children,
}: SectionQueryProps<T>) {
  if (query.isError && !(keepDataOnError && query.data)) {
    return <SectionError message={errorText} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Box aria-busy>
        <VisuallyHidden>{loadingText}</VisuallyHidden>
        {placeholder}
      </Box>
    );
  }
  if (isEmpty?.(query.data)) return <SectionEmpty>{emptyText}</SectionEmpty>;
  return <>{children(query.data)}</>;
}

/** Rows of a list on its way: an avatar and two lines each, the lines `widths` wide. */
export function AvatarListSkeleton({ rows, widths }: { rows: number; widths: [string, string] }) {
  return Array.from({ length: rows }, (_, index) => (
    <Box key={index} sx={{ display: 'flex', gap: 2, py: 1 }}>
      <Skeleton variant="circular" width={32} height={32} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width={widths[0]} />
        <Skeleton width={widths[1]} />
      </Box>
    </Box>
  ));
}
