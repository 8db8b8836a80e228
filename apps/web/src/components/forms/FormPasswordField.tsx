import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

export interface FormPasswordFieldProps<TValues extends FieldValues, TOutput> extends Omit<
  PasswordFieldProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef'
> {
  /** The form's `control` (react-hook-form). */
  control: Control<TValues, unknown, TOutput>;
  /** The form's field this input holds (its `name` attribute is `name`, for a post without JS). */
  field: FieldPathByValue<TValues, string>;
  /** A field checked again as this one changes (a confirmation). */
  deps?: FieldPath<TValues>;
}

/**
 * A PasswordField held by a react-hook-form form: its value, changes, blur and focus go through
 * the form; the label, help and error words stay the caller's.
 */
export function FormPasswordField<TValues extends FieldValues, TOutput>({
  control,
  field: fieldName,
  deps,
  ...props
}: FormPasswordFieldProps<TValues, TOutput>) {
  return (
    <Controller
      name={fieldName}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field }) => (
        <PasswordField
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
