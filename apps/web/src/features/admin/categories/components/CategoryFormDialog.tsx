import {
  slugSchema,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryUpdate,
} from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import {
  CATEGORY_CLIENT_ERRORS,
  createCategory,
  refreshAfterCategoryChange,
  updateCategory,
} from '../api/categories';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { useAdminForm } from '@/features/admin/shared/use-admin-form';
import type { FieldErrors } from '@/features/admin/shared/use-settings-form';
import { HEX_COLOR } from '@/features/admin/shared/components/ColorField';
import { CategoryColorField } from './CategoryColorField';

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
  const form = useAdminForm({
    initial: valuesOf(category),
    changes: category ? updateBody : null,
    validate: (values): FieldErrors<FieldKey> => {
      const errors: FieldErrors<FieldKey> = {};
      if (!values.name.trim()) errors.name = t('form.required');
      else if (values.name.trim().length > NAME_MAX)
        errors.name = t('form.tooLong', { max: NAME_MAX });
      const slug = values.slug.trim();
      if ((category !== null || slug !== '') && !slugSchema.safeParse(slug).success)
        errors.slug = t('form.slugInvalid');
      if (values.description.trim().length > DESCRIPTION_MAX)
        errors.description = t('form.tooLong', { max: DESCRIPTION_MAX });
      if (values.color !== '' && !HEX_COLOR.test(values.color))
        errors.color = t('form.colorInvalid');
      return errors;
    },
    save: (values, initial) =>
      category
        ? updateCategory(category.id, updateBody(initial, values))
        : createCategory(createBody(values)),
    onSaved: async (saved) => {
      await refreshAfterCategoryChange(queryClient);
      onSaved(saved, category === null);
    },
    fieldOf: (field) =>
      (FIELDS as readonly string[]).includes(field) ? (field as FieldKey) : null,
    conflictField: 'slug',
    failure: (error) =>
      failureMessage(
        error,
        category ? CATEGORY_CLIENT_ERRORS.updateCategory : CATEGORY_CLIENT_ERRORS.createCategory,
      ),
  });

  return (
    <AdminFormDialog
      variant="form"
      spacing={1}
      title={category ? t('form.editTitle', { name: category.name }) : t('form.createTitle')}
      titleId="category-form-title"
      {...form.dialog}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={category ? t('form.save') : t('form.createAction')}
      pendingLabel={t('form.saving')}
    >
      <TextField
        label={t('form.name')}
        {...form.text('name')}
        required
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
      />
      <TextField
        label={t('form.slug')}
        {...form.text('slug', {
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
        {...form.text('description')}
        multiline
        minRows={2}
        margin="dense"
      />
      <CategoryColorField
        value={form.values.color}
        onChange={(value) => form.set('color', value)}
        error={form.errorOf('color')}
      />
    </AdminFormDialog>
  );
}
