import {
  adminTagEditFormSchema,
  adminTagFormSchema,
  type AdminTag,
  type AdminTagCreate,
  type AdminTagForm,
  type AdminTagUpdate,
} from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { ADMIN_TAGS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { createTag, refreshAfterTagChange, updateTag } from '../api/tags';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;

type FormValues = AdminTagForm;
type FieldKey = keyof FormValues;
const FIELDS: readonly FieldKey[] = ['name', 'slug', 'description', 'image_url'];

const valuesOf = (tag: AdminTag | null): FormValues => ({
  name: tag?.name ?? '',
  slug: tag?.slug ?? '',
  description: tag?.description ?? '',
  image_url: tag?.image_url ?? '',
});

const imageOf = (values: FormValues) => values.image_url.trim() || null;

function createBody(values: FormValues): AdminTagCreate {
  const body: AdminTagCreate = {
    name: values.name.trim(),
    description: values.description.trim(),
  };
  if (values.slug.trim()) body.slug = values.slug.trim();
  if (imageOf(values)) body.image_url = imageOf(values);
  return body;
}

/** Only what changed. */
function updateBody(initial: FormValues, values: FormValues): AdminTagUpdate {
  const body: AdminTagUpdate = {};
  if (values.name.trim() !== initial.name) body.name = values.name.trim();
  if (values.slug.trim() !== initial.slug) body.slug = values.slug.trim();
  if (values.description.trim() !== initial.description)
    body.description = values.description.trim();
  if (imageOf(values) !== imageOf(initial)) body.image_url = imageOf(values);
  return body;
}

export interface TagFormDialogProps {
  /** null: create a tag. */
  tag: AdminTag | null;
  onClose: () => void;
  onSaved: (tag: AdminTag, created: boolean) => void;
}

/** Create or edit (rename) a tag; mounted afresh for each one so the form starts from its values. */
export function TagFormDialog({ tag, onClose, onSaved }: TagFormDialogProps) {
  const { t } = useTranslation(ADMIN_TAGS_NS);
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(tag));
  const [formError, setFormError] = useState<string | null>(null);
  // The contracts' rules for a tag (editing needs a slug); the words are the form's.
  const { values, set, errorOf, setServerErrors, submit } = useSchemaForm(
    tag ? adminTagEditFormSchema : adminTagFormSchema,
    { defaultValues: initial, revalidate: 'onChange' },
  );

  const save = useMutation({
    mutationFn: (sent: FormValues) =>
      tag ? updateTag(tag.id, updateBody(initial, sent)) : createTag(createBody(sent)),
    onSuccess: async (saved) => {
      await refreshAfterTagChange(queryClient);
      onSaved(saved, tag === null);
    },
    onError: (error) => {
      const fields: Partial<Record<FieldKey, string>> = {};
      for (const [field, message] of Object.entries(fieldErrors(error, { conflictField: 'slug' })))
        if ((FIELDS as readonly string[]).includes(field)) fields[field as FieldKey] = message;
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : failureMessage(error, tag ? t('errors.update') : t('errors.create'), 'fallback'),
      );
    },
  });

  /** The server's words for a field, else the form's for the rule the schema found broken. */
  const messageOf = (field: FieldKey): string | null => {
    const error = errorOf(field);
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (field === 'name')
      return error.type === 'too_big' ? t('form.tooLong', { max: NAME_MAX }) : t('form.required');
    if (field === 'slug') return t('form.slugInvalid');
    if (field === 'description') return t('form.tooLong', { max: DESCRIPTION_MAX });
    return t('form.imageUrlInvalid');
  };

  const slugChanged = tag !== null && values.slug.trim() !== initial.slug;

  const text = textFieldBinder(values, set, (field) => ({
    error: messageOf(field) !== null,
    helperText: messageOf(field) ?? undefined,
  }));

  return (
    <FormDialog
      variant="form"
      spacing={1}
      title={tag ? t('form.editTitle', { name: tag.name }) : t('form.createTitle')}
      titleId="tag-form-title"
      error={formError}
      pending={save.isPending}
      onSubmit={() => {
        setFormError(null);
        // The values as typed: the bodies trim them and send only what changed.
        submit(() => save.mutate(values));
      }}
      submitDisabled={tag !== null && Object.keys(updateBody(initial, values)).length === 0}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={tag ? t('form.save') : t('form.createAction')}
      pendingLabel={t('form.saving')}
    >
      <TextField
        label={t('form.name')}
        {...text('name')}
        required
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
      />
      <TextField
        label={t('form.slug')}
        {...text('slug', {
          help: !tag
            ? t('form.slugHelpCreate')
            : slugChanged
              ? t('form.slugRedirect', { slug: initial.slug })
              : t('form.slugHelp'),
          normalize: (value) => value.toLowerCase(),
        })}
        required={tag !== null}
        margin="dense"
        slotProps={{
          htmlInput: { maxLength: 63, spellCheck: false, autoCapitalize: 'none' },
        }}
      />
      <TextField
        label={t('form.description')}
        {...text('description')}
        multiline
        minRows={2}
        margin="dense"
      />
      <TextField
        label={t('form.imageUrl')}
        {...text('image_url', { help: t('form.imageUrlHelp') })}
        margin="dense"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
    </FormDialog>
  );
}
