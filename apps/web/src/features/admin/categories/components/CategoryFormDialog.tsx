import {
  adminCategoryEditFormSchema,
  adminCategoryFormSchema,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryForm,
  type AdminCategoryUpdate,
} from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import {
  CATEGORY_CLIENT_ERRORS,
  createCategory,
  refreshAfterCategoryChange,
  updateCategory,
} from '../api/categories';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { CategoryColorField } from './CategoryColorField';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;

type FormValues = AdminCategoryForm;
type FieldKey = keyof FormValues;
const FIELDS: readonly FieldKey[] = ['name', 'slug', 'description', 'color'];

const valuesOf = (category: AdminCategory | null): FormValues => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  color: category?.color ?? '',
});

const colorOf = (values: FormValues) => (values.color ? values.color.toLowerCase() : null);

function createBody(values: FormValues): AdminCategoryCreate {
  const body: AdminCategoryCreate = {
    name: values.name.trim(),
    description: values.description.trim(),
    color: colorOf(values),
  };
  if (values.slug.trim()) body.slug = values.slug.trim();
  return body;
}

/** Only what changed. */
function updateBody(initial: FormValues, values: FormValues): AdminCategoryUpdate {
  const body: AdminCategoryUpdate = {};
  if (values.name.trim() !== initial.name) body.name = values.name.trim();
  if (values.slug.trim() !== initial.slug) body.slug = values.slug.trim();
  if (values.description.trim() !== initial.description)
    body.description = values.description.trim();
  if (colorOf(values) !== colorOf(initial)) body.color = colorOf(values);
  return body;
}

export interface CategoryFormDialogProps {
  /** null: create a category. */
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (category: AdminCategory, created: boolean) => void;
}

/** Create or edit a category; mounted afresh for each one so the form starts from its values. */
export function CategoryFormDialog({ category, onClose, onSaved }: CategoryFormDialogProps) {
  const { t } = useTranslation(ADMIN_CATEGORIES_NS);
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(category));
  const [formError, setFormError] = useState<string | null>(null);
  // The contracts' rules for a category (editing needs a slug); the words are the form's.
  const { values, set, errorOf, setServerErrors, submit } = useSchemaForm(
    category ? adminCategoryEditFormSchema : adminCategoryFormSchema,
    { defaultValues: initial, revalidate: 'onChange' },
  );

  const save = useMutation({
    mutationFn: (sent: FormValues) =>
      category
        ? updateCategory(category.id, updateBody(initial, sent))
        : createCategory(createBody(sent)),
    onSuccess: async (saved) => {
      await refreshAfterCategoryChange(queryClient);
      onSaved(saved, category === null);
    },
    onError: (error) => {
      const fields: Partial<Record<FieldKey, string>> = {};
      for (const [field, message] of Object.entries(fieldErrors(error, { conflictField: 'slug' })))
        if ((FIELDS as readonly string[]).includes(field)) fields[field as FieldKey] = message;
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : failureMessage(
              error,
              category
                ? CATEGORY_CLIENT_ERRORS.updateCategory
                : CATEGORY_CLIENT_ERRORS.createCategory,
            ),
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
    return t('form.colorInvalid');
  };

  const text = textFieldBinder(values, set, (field) => ({
    error: messageOf(field) !== null,
    helperText: messageOf(field) ?? undefined,
  }));

  return (
    <FormDialog
      variant="form"
      spacing={1}
      title={category ? t('form.editTitle', { name: category.name }) : t('form.createTitle')}
      titleId="category-form-title"
      error={formError}
      pending={save.isPending}
      onSubmit={() => {
        setFormError(null);
        // The values as typed: the bodies trim them and send only what changed.
        submit(() => save.mutate(values));
      }}
      submitDisabled={category !== null && Object.keys(updateBody(initial, values)).length === 0}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={category ? t('form.save') : t('form.createAction')}
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
          help: category ? t('form.slugHelp') : t('form.slugHelpCreate'),
          normalize: (value) => value.toLowerCase(),
        })}
        required={category !== null}
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
      <CategoryColorField
        value={values.color}
        onChange={(value) => set('color', value)}
        error={messageOf('color')}
      />
    </FormDialog>
  );
}
