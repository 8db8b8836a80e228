import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BoundTextField, TextBindingOptions } from '@/features/admin/shared/text-field-binder';
import {
  TERM_NAME_MAX,
  type TermFormValues,
  type TermNamespace,
} from '@/features/admin/shared/use-term-form';

export interface TermTextFieldsProps {
  /** The form's text binder (`textFieldBinder`). */
  text: (key: keyof TermFormValues, options?: TextBindingOptions) => BoundTextField;
  /** The term page's texts (its `form.*`). */
  namespace: TermNamespace;
  /** Editing a term (its slug is required), rather than creating one. */
  editing: boolean;
  /** The slug's help; by default the create or edit text. */
  slugHelp?: string;
}

/** A term's name, slug and description (useTermForm), the fields every term's form starts with. */
export function TermTextFields({ text, namespace, editing, slugHelp }: TermTextFieldsProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <TextField
        label={t('form.name')}
        {...text('name')}
        required
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: TERM_NAME_MAX + 20 } }}
      />
      <TextField
        label={t('form.slug')}
        {...text('slug', {
          help: slugHelp ?? (editing ? t('form.slugHelp') : t('form.slugHelpCreate')),
          normalize: (value) => value.toLowerCase(),
        })}
        required={editing}
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
    </>
  );
}
