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
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * Binds text fields to a form: `text(key)` is the value, change handler and (with `field`) error
 * props a TextField spreads, so that each field names its key once.
 */
export function textFieldBinder<V>(
  values: V,
  set: (key: TextKey<V>, value: string) => void,
  field?: (key: TextKey<V>) => FieldErrorProps,
) {
  return (key: TextKey<V>): BoundTextField => ({
    value: values[key] as string,
    onChange: (event) => set(key, event.target.value),
    ...field?.(key),
  });
}
