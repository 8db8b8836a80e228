import { articleEmbedFormSchema } from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { UrlField } from './UrlField';
import { toEmbedSource, type EmbedSource } from './embed-url';

/**
 * The contracts' player form, its link turned into a player's address on one of the allowed
 * providers (a custom issue for any other).
 */
const embedFormSchema = articleEmbedFormSchema.extend({
  url: articleEmbedFormSchema.shape.url.transform((value, ctx) => {
    const source = toEmbedSource(value);
    if (source) return source;
    ctx.addIssue({ code: 'custom', message: 'must be a player of an allowed provider' });
    return z.NEVER;
  }),
});

export interface EmbedDialogProps {
  onSubmit: (embed: EmbedSource & { title: string }) => void;
  onClose: () => void;
}

/** Asks for the address of a video or audio player; only the allowed providers are accepted. */
export function EmbedDialog({ onSubmit, onClose }: EmbedDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const form = useSchemaForm(embedFormSchema, {
    defaultValues: { url: '', title: '' },
    revalidate: 'onSubmit',
  });
  const urlError = form.errorOf('url');
  // Nothing typed breaks the required rule; anything else is not a player the body may embed.
  const error = urlError
    ? urlError.type === 'too_small'
      ? t('form.errors.required')
      : t('editor.embed.notAllowed')
    : null;

  const submit = () =>
    form.submit(({ url: source, title }) =>
      onSubmit({ ...source, title: title || t(`editor.embed.providers.${source.provider}`) }),
    );

  return (
    <FormDialog
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
        value={form.values.url}
        onChange={(value) => form.set('url', value)}
        error={error}
        hint={t('editor.embed.hint')}
      />
      <TextField
        fullWidth
        margin="normal"
        label={t('editor.embed.playerTitle')}
        value={form.values.title}
        onChange={(event) => form.set('title', event.target.value)}
        helperText={t('editor.embed.playerTitleHint')}
      />
    </FormDialog>
  );
}
