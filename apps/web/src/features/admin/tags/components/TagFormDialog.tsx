import {
  adminTagEditFormSchema,
  adminTagFormSchema,
  type AdminTag,
  type AdminTagCreate,
  type AdminTagForm,
  type AdminTagUpdate,
} from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/FormDialog';
import { ADMIN_TAGS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { TermTextFields } from '@/features/admin/shared/components/TermTextFields';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { termCreateBody, termUpdateBody, useTermForm } from '@/features/admin/shared/use-term-form';
import { createTag, refreshAfterTagChange, updateTag } from '../api/tags';

type FormValues = AdminTagForm;

const valuesOf = (tag: AdminTag | null): FormValues => ({
  name: tag?.name ?? '',
  slug: tag?.slug ?? '',
  description: tag?.description ?? '',
  image_url: tag?.image_url ?? '',
});

const imageOf = (values: FormValues) => values.image_url.trim() || null;

function createBody(values: FormValues): AdminTagCreate {
  const body: AdminTagCreate = termCreateBody(values);
  if (imageOf(values)) body.image_url = imageOf(values);
  return body;
}

/** Only what changed. */
function updateBody(initial: FormValues, values: FormValues): AdminTagUpdate {
  const body: AdminTagUpdate = termUpdateBody(initial, values);
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
  const form = useTermForm({
    term: tag,
    namespace: ADMIN_TAGS_NS,
    valuesOf,
    schemas: { create: adminTagFormSchema, edit: adminTagEditFormSchema },
    fields: ['name', 'slug', 'description', 'image_url'],
    createBody,
    updateBody,
    create: createTag,
    update: updateTag,
    refresh: refreshAfterTagChange,
    failure: (error, creating) =>
      failureMessage(error, creating ? t('errors.create') : t('errors.update'), 'fallback'),
    ownFieldInvalid: t('form.imageUrlInvalid'),
    titleId: 'tag-form-title',
    onClose,
    onSaved,
  });
  const text = textFieldBinder(form.values, form.set, form.errorProps);
  // A renamed slug keeps the old one as a redirect: the help says so while it differs.
  const slugRenamed = tag !== null && form.values.slug.trim() !== form.initial.slug;

  return (
    <FormDialog {...form.dialog}>
      <TermTextFields
        text={text}
        namespace={ADMIN_TAGS_NS}
        editing={tag !== null}
        slugHelp={slugRenamed ? t('form.slugRedirect', { slug: form.initial.slug }) : undefined}
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
