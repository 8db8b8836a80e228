import {
  adminCategoryEditFormSchema,
  adminCategoryFormSchema,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryForm,
  type AdminCategoryUpdate,
} from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/FormDialog';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { TermTextFields } from '@/features/admin/shared/components/TermTextFields';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { termCreateBody, termUpdateBody, useTermForm } from '@/features/admin/shared/use-term-form';
import {
  CATEGORY_CLIENT_ERRORS,
  createCategory,
  refreshAfterCategoryChange,
  updateCategory,
} from '../api/categories';
import { CategoryColorField } from './CategoryColorField';

type FormValues = AdminCategoryForm;

const valuesOf = (category: AdminCategory | null): FormValues => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  color: category?.color ?? '',
});

const colorOf = (values: FormValues) => (values.color ? values.color.toLowerCase() : null);

function createBody(values: FormValues): AdminCategoryCreate {
  return { ...termCreateBody(values), color: colorOf(values) };
}

/** Only what changed. */
function updateBody(initial: FormValues, values: FormValues): AdminCategoryUpdate {
  const body: AdminCategoryUpdate = termUpdateBody(initial, values);
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
  const form = useTermForm({
    term: category,
    namespace: ADMIN_CATEGORIES_NS,
    valuesOf,
    schemas: { create: adminCategoryFormSchema, edit: adminCategoryEditFormSchema },
    fields: ['name', 'slug', 'description', 'color'],
    createBody,
    updateBody,
    create: createCategory,
    update: updateCategory,
    refresh: refreshAfterCategoryChange,
    failure: (error, creating) =>
      failureMessage(
        error,
        creating ? CATEGORY_CLIENT_ERRORS.createCategory : CATEGORY_CLIENT_ERRORS.updateCategory,
      ),
    ownFieldInvalid: t('form.colorInvalid'),
    titleId: 'category-form-title',
    onClose,
    onSaved,
  });

  return (
    <FormDialog {...form.dialog}>
      <TermTextFields
        text={textFieldBinder(form.values, form.set, form.errorProps)}
        namespace={ADMIN_CATEGORIES_NS}
        editing={category !== null}
      />
      <CategoryColorField
        value={form.values.color}
        onChange={(value) => form.set('color', value)}
        error={form.messageOf('color')}
      />
    </FormDialog>
  );
}
