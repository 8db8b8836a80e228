import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { errorText } from '../error-text';

/** What a side panel's list needs of its query (a plain or an infinite one). */
interface PanelQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A side panel's list before it has rows to show: placeholders while it loads, the failure
 * (`failureText` unless the server says more) with a retry, or `emptyText` when it is empty.
 */
export function PanelQueryState({
  query,
  failureText,
  empty,
  emptyText,
}: {
  query: PanelQuery;
  failureText: string;
  empty: boolean;
  emptyText: string;
}) {
  return (
    <>
      {query.isPending && (
        <Box aria-hidden>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Box>
      )}
      {query.isError && (
        <RetryAlert onRetry={() => void query.refetch()}>
          {errorText(query.error, failureText)}
        </RetryAlert>
      )}
      {query.isSuccess && empty && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
    </>
  );
}
