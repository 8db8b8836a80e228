import { articleLinkFormSchema } from '@helionews/contracts';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { UrlField } from './UrlField';
import { normalizeLinkUrl } from './link-url';

/** The contracts' link form, its address made the link's href (a custom issue if it cannot be). */
const linkFormSchema = articleLinkFormSchema.extend({
  url: articleLinkFormSchema.shape.url.transform((value, ctx) => {
    const href = normalizeLinkUrl(value);
    if (href !== null) return href;
    ctx.addIssue({ code: 'custom', message: 'must be an http, https or mailto address' });
    return z.NEVER;
  }),
});

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
  // An address for a link in an article: http, https or mailto, made the href.
  const form = useSchemaForm(linkFormSchema, {
    defaultValues: { url: currentHref ?? '', text: '' },
    revalidate: 'onSubmit',
  });
  const error = form.errorOf('url') ? t('editor.link.invalid') : null;

  const submit = () =>
    form.submit(({ url: href, text }) =>
      onSubmit({ href, text: text || href.replace(/^mailto:/, '') }),
    );

  return (
    <FormDialog
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
        value={form.values.url}
        onChange={(value) => form.set('url', value)}
        error={error}
        hint={t('editor.link.hint')}
      />
      {needsText && (
        <TextField
          fullWidth
          margin="normal"
          label={t('editor.link.text')}
          value={form.values.text}
          onChange={(event) => form.set('text', event.target.value)}
          helperText={t('editor.link.textHint')}
        />
      )}
    </FormDialog>
  );
}
