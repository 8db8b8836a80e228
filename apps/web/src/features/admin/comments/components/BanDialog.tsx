import { useTranslation } from 'react-i18next';
import type { Failure } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';
import type { BanTarget } from '../routes/use-comment-decisions';

/** Confirms banning a reader from commenting here, or letting them back. */
export function BanDialog({
  target,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  target: BanTarget;
  pending: boolean;
  failure: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  const author = target.author.display_name;
  const key = target.action;
  return (
    <FormDialog
      variant="confirm"
      title={t(`${key}.title`, { author })}
      description={t(`${key}.description`, { author })}
      error={failure ? [failure.message, failure.detail].filter(Boolean).join(': ') : null}
      pending={pending}
      onSubmit={onConfirm}
      onClose={onClose}
      cancelLabel={t('cancel')}
      submitLabel={t(`${key}.confirm`)}
      submitColor={key === 'ban' ? 'error' : 'primary'}
      focusCancel={key === 'ban'}
      maxWidth="xs"
    />
  );
}
