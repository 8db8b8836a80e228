import { articleImageAltFormSchema } from '@helionews/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { FIELD_MAX_LENGTHS } from '../../article-form';

export interface ImageAltDialogProps {
  /** The picture to insert, as shown here. */
  image: { src: string; width: number; height: number };
  /** The text the field starts with: the library's alt text of the image, if any. */
  initialAlt?: string;
  onSubmit: (alt: string) => void;
  onClose: () => void;
}

/**
 * Before a picture goes into the body: the picture, and its text for readers who cannot see it
 * (required; the library's own alt text to start with, which the writer may change).
 */
export function ImageAltDialog({ image, initialAlt = '', onSubmit, onClose }: ImageAltDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  // The contracts' rule for a picture's alt text: required once trimmed, sent trimmed.
  const form = useSchemaForm(articleImageAltFormSchema, {
    defaultValues: { alt: initialAlt },
    revalidate: 'onSubmit',
  });
  // The one rule the field can break here is the required one (the input stops at the limit).
  const error = form.errorOf('alt') !== undefined;

  const submit = () => form.submit(({ alt }) => onSubmit(alt));

  return (
    <FormDialog
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
        src={image.src}
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
    </FormDialog>
  );
}
