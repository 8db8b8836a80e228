import type { ArticleImageUpload } from '@helionews/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { uploadArticleImage } from '../api/images';
import { errorText } from '../error-text';

/**
 * An image picked in a file input, uploaded at once: whether it is on its way, why it failed,
 * and `onUploaded` with the stored image. The input is emptied, so the same file can be picked
 * again after a failure.
 */
export function useImageUpload(onUploaded: (image: ArticleImageUpload) => void) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      onUploaded(await uploadArticleImage(file));
    } catch (error) {
      setUploadError(errorText(error, t('errors.uploadImage')));
    } finally {
      setUploading(false);
    }
  };

  return {
    uploading,
    uploadError,
    clearUploadError: () => setUploadError(null),
    onFile: (event: ChangeEvent<HTMLInputElement>) => void upload(event),
  };
}
