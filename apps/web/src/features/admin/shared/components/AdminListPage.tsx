import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { RetryAlert } from './RetryAlert';

/** The button that opens a page's "new ..." dialog. */
export interface CreateAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A back-office list page: its heading with the create button, then its filters, then what
 * failed to load with a button to try again (`failure`, with `onRetry`), then the rest.
 */
export function AdminListPage({
  title,
  intro,
  create,
  filters,
  failure,
  onRetry = () => undefined,
  children,
}: {
  title: string;
  intro: string;
  create?: CreateAction | null;
  filters?: ReactNode;
  failure?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <PageHeader
        title={title}
        intro={intro}
        action={
          create && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={create.onClick}
              disabled={create.disabled}
            >
              {create.label}
            </Button>
          )
        }
      />
      {filters}
      {failure && <RetryAlert onRetry={onRetry}>{failure}</RetryAlert>}
      {children}
    </Stack>
  );
}
