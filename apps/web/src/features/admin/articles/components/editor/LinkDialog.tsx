import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { UrlField } from './UrlField';
import { normalizeLinkUrl } from './link-url';

export interface LinkDialogProps {
  /** The link under the cursor, to change or remove. */
  currentHref: string | null;
  /** Nothing is selected: the link needs a text of its own. */
  needsText: boolean;
  onSubmit: (link: { href: string; text: string }) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address: http, https or mailto only. */
export function LinkDialog({
  currentHref,
  needsText,
  onSubmit,
  onRemove,
  onClose,
}: LinkDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const [url, setUrl] = useState(currentHref ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError(t('editor.link.invalid'));
      return;
    }
    onSubmit({ href, text: text.trim() || href.replace(/^mailto:/, '') });
  };

  return (
    <AdminFormDialog
      variant="confirm"
      title={currentHref ? t('editor.link.editTitle') : t('editor.link.title')}
      titleId="link-dialog-title"
      pending={false}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('editor.link.apply')}
      secondaryAction={
        currentHref && (
          <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
            {t('editor.link.remove')}
          </Button>
        )
      }
    >
      <UrlField
        label={t('editor.link.url')}
        value={url}
        onChange={(value) => {
          setUrl(value);
          setError(null);
        }}
        error={error}
        hint={t('editor.link.hint')}
      />
      {needsText && (
        <TextField
          fullWidth
          margin="normal"
          label={t('editor.link.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={t('editor.link.textHint')}
        />
      )}
    </AdminFormDialog>
  );
}
