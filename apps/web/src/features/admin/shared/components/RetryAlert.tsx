import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';

/** A load that failed: what failed, and a button to try again (labelled `retryLabel` if given). */
export function RetryAlert({
  children,
  onRetry,
  retryLabel,
}: {
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
