import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';

/** The dialog itself comes with the newsletters' chunk, fetched when it is first opened. */
const SendAsNewsletterDialog = lazy(() =>
  import('../newsletters-admin').then((chunk) => ({ default: chunk.SendAsNewsletterDialog })),
);

export interface SendAsNewsletterEntryProps {
  storyId: number;
  storyTitle: string;
  /**
   * Just approved (and published): ask first whether to send it, rather than opening the
   * dialog at once.
   */
  offer?: boolean;
  onClose: () => void;
}

/**
 * Where the articles open "Send as newsletter": a small piece in their own chunk that loads the
 * newsletters' chunk only when the dialog is wanted.
 */
export function SendAsNewsletterEntry({
  storyId,
  storyTitle,
  offer = false,
  onClose,
}: SendAsNewsletterEntryProps) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const [asking, setAsking] = useState(offer);
  if (asking) {
    return (
      <ConfirmDialog
        title={t('offer.title')}
        text={t('offer.text', { title: storyTitle })}
        confirmLabel={t('offer.confirm')}
        cancelLabel={t('offer.notNow')}
        pending={false}
        error={null}
        onConfirm={() => setAsking(false)}
        onClose={onClose}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <SendAsNewsletterDialog storyId={storyId} storyTitle={storyTitle} onClose={onClose} />
    </Suspense>
  );
}
