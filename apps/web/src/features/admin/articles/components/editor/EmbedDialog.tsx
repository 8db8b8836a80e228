import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const source = toEmbedSource(url);
    if (!source) {
      setError(url.trim() ? t('editor.embed.notAllowed') : t('form.errors.required'));
      return;
    }
    onSubmit({ ...source, title: title.trim() || t(`editor.embed.providers.${source.provider}`) });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="embed-dialog-title"
      aria-describedby="embed-dialog-text"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="embed-dialog-title">{t('editor.embed.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="embed-dialog-text">{t('editor.embed.intro')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            type="url"
            label={t('editor.embed.url')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? t('editor.embed.hint')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
          <TextField
            fullWidth
            margin="normal"
            label={t('editor.embed.playerTitle')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText={t('editor.embed.playerTitleHint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.embed.insert')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
