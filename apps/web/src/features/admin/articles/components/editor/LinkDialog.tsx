import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError(t('editor.link.invalid'));
      return;
    }
    onSubmit({ href, text: text.trim() || href.replace(/^mailto:/, '') });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="link-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="link-dialog-title">
          {currentHref ? t('editor.link.editTitle') : t('editor.link.title')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            type="url"
            label={t('editor.link.url')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? t('editor.link.hint')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
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
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {currentHref && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              {t('editor.link.remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.link.apply')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
