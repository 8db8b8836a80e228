import {
  slugSchema,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryUpdate,
} from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import {
  CATEGORY_CLIENT_ERRORS,
  createCategory,
  refreshAfterCategoryChange,
  updateCategory,
} from '../api/categories';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { CategoryColorField, HEX_COLOR } from './CategoryColorField';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;

interface FormValues {
  name: string;
  slug: string;
  description: string;
  /** '' for the publication's colour (null on the server). */
  color: string;
}
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
  const [initial] = useState<FormValues>(() => valuesOf(category));
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<Partial<Record<FieldKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      category
        ? updateCategory(category.id, updateBody(initial, values))
        : createCategory(createBody(values)),
    onSuccess: async (saved) => {
      await refreshAfterCategoryChange(queryClient);
      onSaved(saved, category === null);
    },
    onError: (error) => {
      const fields: Partial<Record<FieldKey, string>> = {};
      for (const [field, message] of Object.entries(
        fieldErrors(error, { conflictField: 'slug' }),
      )) {
        if ((FIELDS as readonly string[]).includes(field)) fields[field as FieldKey] = message;
      }
      setFromServer(fields);
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

  const clientErrors: Partial<Record<FieldKey, string>> = {};
  if (!values.name.trim()) clientErrors.name = t('form.required');
  else if (values.name.trim().length > NAME_MAX)
    clientErrors.name = t('form.tooLong', { max: NAME_MAX });
  const slug = values.slug.trim();
  if ((category !== null || slug !== '') && !slugSchema.safeParse(slug).success)
    clientErrors.slug = t('form.slugInvalid');
  if (values.description.trim().length > DESCRIPTION_MAX)
    clientErrors.description = t('form.tooLong', { max: DESCRIPTION_MAX });
  if (values.color !== '' && !HEX_COLOR.test(values.color))
    clientErrors.color = t('form.colorInvalid');

  const errorOf = (field: FieldKey) =>
    fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null);

  const set = (field: FieldKey, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer(({ [field]: _stale, ...rest }) => rest);
  };

  const unchanged = category !== null && Object.keys(updateBody(initial, values)).length === 0;

  const onSubmit = () => {
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) return;
    save.mutate();
  };

  return (
    <AdminFormDialog
      variant="form"
      spacing={1}
      title={category ? t('form.editTitle', { name: category.name }) : t('form.createTitle')}
      titleId="category-form-title"
      error={formError}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={category ? t('form.save') : t('form.createAction')}
      pendingLabel={t('form.saving')}
      submitDisabled={unchanged}
    >
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={Boolean(errorOf('name'))}
        helperText={errorOf('name')}
        required
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
      />
      <TextField
        label={t('form.slug')}
        value={values.slug}
        onChange={(event) => set('slug', event.target.value.toLowerCase())}
        error={Boolean(errorOf('slug'))}
        helperText={errorOf('slug') ?? (category ? t('form.slugHelp') : t('form.slugHelpCreate'))}
        required={category !== null}
        margin="dense"
        slotProps={{
          htmlInput: { maxLength: 63, spellCheck: false, autoCapitalize: 'none' },
        }}
      />
      <TextField
        label={t('form.description')}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(errorOf('description'))}
        helperText={errorOf('description')}
        multiline
        minRows={2}
        margin="dense"
      />
      <CategoryColorField
        value={values.color}
        onChange={(value) => set('color', value)}
        error={errorOf('color')}
      />
    </AdminFormDialog>
  );
}
