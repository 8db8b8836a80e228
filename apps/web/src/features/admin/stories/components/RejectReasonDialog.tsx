import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { ReasonDialog, rejectTexts } from '@/features/admin/shared/components/ReasonDialog';
import type { Failure } from '../api/failure-message';

export const REJECT_REASON_MAX = 1000;

export interface RejectReasonDialogProps {
  /** The heading: one story's title, or how many are selected. */
  heading: string;
  pending: boolean;
  error: Failure | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason; it is kept with the story (one or many at once). */
export function RejectReasonDialog({
  heading,
  pending,
  error,
  onReject,
  onClose,
}: RejectReasonDialogProps) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  return (
    <ReasonDialog
      texts={rejectTexts((key) => t(key), heading, t('reject.cancel'))}
      maxLength={REJECT_REASON_MAX}
      pending={pending}
      error={
        error && (
          <>
            <AlertTitle>{error.message}</AlertTitle>
            {error.detail}
          </>
        )
      }
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
