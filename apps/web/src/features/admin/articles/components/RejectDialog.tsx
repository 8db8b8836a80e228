import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { ReasonDialog, rejectTexts } from '@/features/admin/shared/components/ReasonDialog';
import { REJECT_REASON_MAX } from '../article-form';

export interface RejectDialogProps {
  title: string;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Sends an article back to its author with the reason they will read (required). */
export function RejectDialog({ title, pending, error, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <ReasonDialog
      texts={rejectTexts((key) => t(key), t('reject.title', { title }), t('actions.cancel'))}
      maxLength={REJECT_REASON_MAX}
      pending={pending}
      error={error}
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
