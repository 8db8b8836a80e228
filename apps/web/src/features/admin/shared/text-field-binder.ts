import type { ChangeEvent } from 'react';

/** The keys of a form's values that a text field edits as they are (plain strings). */
export type TextKey<V> = {
  [K in keyof V]: V[K] extends string ? (string extends V[K] ? K : never) : never;
}[keyof V];

/** A field's error props, as the forms' `field(key)` gives them. */
export interface FieldErrorProps {
  error: boolean;
  helperText: string | undefined;
}

/** What a bound TextField spreads. */
export interface BoundTextField extends Partial<FieldErrorProps> {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** How one field is bound: its help while it has no error, and how typing is normalized. */
export interface TextBindingOptions {
  help?: string;
  normalize?: (value: string) => string;
}

/**
 * Binds text fields to a form: `text(key)` is the name, value, change handler and (with `field`)
 * error props a TextField spreads, so that each field names its key once; `help` shows while
 * the field has no error.
 */
export function textFieldBinder<V>(
  values: V,
  set: (key: TextKey<V>, value: string) => void,
  field?: (key: TextKey<V>) => FieldErrorProps,
) {
  return (key: TextKey<V>, { help, normalize }: TextBindingOptions = {}): BoundTextField => {
    const errorProps = field?.(key);
    return {
      name: String(key),
      value: values[key] as string,
      onChange: (event) => set(key, normalize ? normalize(event.target.value) : event.target.value),
      ...errorProps,
      ...(help !== undefined && { helperText: errorProps?.helperText ?? help }),
    };
  };
}
