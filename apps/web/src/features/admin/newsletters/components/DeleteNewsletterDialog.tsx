import type { AdminNewsletter } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { useDeleteNewsletter } from '../api/delete-newsletter';

/** Confirms deleting a newsletter with its subscribers and sends. */
export function DeleteNewsletterDialog({
  newsletter,
  onClose,
  onDeleted,
}: {
  newsletter: AdminNewsletter;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const remove = useDeleteNewsletter();
  const formatNumber = useFormatNumber();
  const subscribers = newsletter.counts.active + newsletter.counts.pending;
  return (
    <ConfirmDialog
      title={t('delete.title', { name: newsletter.name })}
      text={t('delete.text', { count: subscribers, number: formatNumber(subscribers) })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('common.cancel')}
      tone="error"
      focusCancel
      pending={remove.isPending}
      error={remove.isError && failureMessage(remove.error, t('delete.failed'), 'fallback')}
      onConfirm={() => remove.mutate(newsletter.id, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}
