import type { ArticleImageUpload } from '@helionews/contracts';
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
import { FIELD_MAX_LENGTHS } from '../../article-form';

export interface ImageAltDialogProps {
  image: ArticleImageUpload;
  onSubmit: (alt: string) => void;
  onClose: () => void;
}

/** After an upload: the picture, and its text for readers who cannot see it (required). */
export function ImageAltDialog({ image, onSubmit, onClose }: ImageAltDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!alt.trim()) {
      setError(true);
      return;
    }
    onSubmit(alt.trim());
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="image-alt-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="image-alt-title">{t('editor.image.altTitle')}</DialogTitle>
        <DialogContent>
          <Box
            component="img"
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 240,
              width: 'auto',
              height: 'auto',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          />
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={t('editor.image.alt')}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              setError(false);
            }}
            error={error}
            helperText={error ? t('editor.image.altRequired') : t('editor.image.altHint')}
            slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.image_alt } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.image.insert')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
