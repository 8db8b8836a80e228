import { articleImageAltFormSchema, type ArticleImageUpload } from '@helionews/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { FIELD_MAX_LENGTHS } from '../../article-form';

export interface ImageAltDialogProps {
  image: ArticleImageUpload;
  onSubmit: (alt: string) => void;
  onClose: () => void;
}

/** After an upload: the picture, and its text for readers who cannot see it (required). */
export function ImageAltDialog({ image, onSubmit, onClose }: ImageAltDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  // The contracts' rule for a picture's alt text: required once trimmed, sent trimmed.
  const form = useSchemaForm(articleImageAltFormSchema, {
    defaultValues: { alt: '' },
    revalidate: 'onSubmit',
  });
  // The one rule the field can break here is the required one (the input stops at the limit).
  const error = form.errorOf('alt') !== undefined;

  const submit = () => form.submit(({ alt }) => onSubmit(alt));

  return (
    <AdminFormDialog
      variant="confirm"
      title={t('editor.image.altTitle')}
      titleId="image-alt-title"
      pending={false}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('editor.image.insert')}
    >
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
        name="alt"
        value={form.values.alt}
        onChange={(event) => form.set('alt', event.target.value)}
        error={error}
        helperText={error ? t('editor.image.altRequired') : t('editor.image.altHint')}
        slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.image_alt } }}
      />
    </AdminFormDialog>
  );
}
