import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { UrlField } from './UrlField';
import { toEmbedSource, type EmbedSource } from './embed-url';

export interface EmbedDialogProps {
  onSubmit: (embed: EmbedSource & { title: string }) => void;
  onClose: () => void;
}

/** Asks for the address of a video or audio player; only the allowed providers are accepted. */
export function EmbedDialog({ onSubmit, onClose }: EmbedDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const source = toEmbedSource(url);
    if (!source) {
      setError(url.trim() ? t('editor.embed.notAllowed') : t('form.errors.required'));
      return;
    }
    onSubmit({ ...source, title: title.trim() || t(`editor.embed.providers.${source.provider}`) });
  };

  return (
    <AdminFormDialog
      variant="confirm"
      title={t('editor.embed.title')}
      titleId="embed-dialog-title"
      description={t('editor.embed.intro')}
      descriptionId="embed-dialog-text"
      pending={false}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('editor.embed.insert')}
    >
      <UrlField
        label={t('editor.embed.url')}
        value={url}
        onChange={(value) => {
          setUrl(value);
          setError(null);
        }}
        error={error}
        hint={t('editor.embed.hint')}
      />
      <TextField
        fullWidth
        margin="normal"
        label={t('editor.embed.playerTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        helperText={t('editor.embed.playerTitleHint')}
      />
    </AdminFormDialog>
  );
}
