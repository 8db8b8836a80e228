import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { fieldErrors } from './api/failure';
import type { FieldErrors } from './use-settings-form';

/** The keys of `V` whose values are text: the ones a plain text field edits. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface AdminFormOptions<V extends object, F extends Extract<keyof V, string>, R> {
  /** The values the form starts from (an edited item's, or a new one's). */
  initial: V;
  /** null: the form creates; else it edits, and submits only once something changed. */
  changes: ((initial: V, values: V) => object) | null;
  /** The client's verdict on the current values, shown once the form was submitted. */
  validate: (values: V) => FieldErrors<F>;
  /** The call that saves the values. */
  save: (values: V, initial: V) => Promise<R>;
  onSaved: (saved: R) => Promise<void> | void;
  /** A server field name as the form's field, null for one the form does not show. */
  fieldOf: (serverField: string) => F | null;
  /** The field a 409's sentence belongs to ('slug': the slug is taken). */
  conflictField?: string;
  /** The form-wide sentence for a failure with no field errors. */
  failure: (error: unknown) => string;
  /** Server field errors the form has no field for show above it ('branding: ...'). */
  showUnmatched?: boolean;
}

/**
 * The state of a back-office create-or-edit dialog: the values as edited, which errors show (the
 * client's once the form was submitted, the server's until the field changes), the form-wide
 * failure, and the save call. `dialog` goes onto AdminFormDialog, `text(field)` onto a TextField.
 */
export function useAdminForm<V extends object, F extends Extract<keyof V, string>, R>({
  initial,
  changes,
  validate,
  save,
  onSaved,
  fieldOf,
  conflictField,
  failure,
  showUnmatched = false,
}: AdminFormOptions<V, F, R>) {
  const [start] = useState(initial);
  const [values, setValues] = useState<V>(start);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => save(values, start),
    onSuccess: onSaved,
    onError: (error) => {
      const fields: FieldErrors<F> = {};
      const unmatched: string[] = [];
      for (const [field, message] of Object.entries(fieldErrors(error, { conflictField }))) {
        const key = fieldOf(field);
        if (key) fields[key] = message;
        else unmatched.push(`${field}: ${message}`);
      }
      setFromServer(fields);
      setFormError(
        showUnmatched && unmatched.length > 0
          ? unmatched.join('; ')
          : Object.keys(fields).length > 0
            ? null
            : failure(error),
      );
    },
  });

  const clientErrors = validate(values);

  const errorOf = (field: F): string | null =>
    fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null);

  /** A field the user edits loses the server's complaint about its old value. */
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer(({ [field as keyof V as F]: _stale, ...rest }) => rest as FieldErrors<F>);
  };

  const onSubmit = () => {
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) return;
    mutation.mutate();
  };

  return {
    values,
    set,
    errorOf,

    /** A text field's value, change handler and error; `help` shows while it has no error. */
    text: (
      field: F & TextKey<V>,
      { help, normalize }: { help?: ReactNode; normalize?: (value: string) => string } = {},
    ) => ({
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(
          field,
          (normalize ? normalize(event.target.value) : event.target.value) as V[typeof field],
        ),
      error: Boolean(errorOf(field)),
      helperText: errorOf(field) ?? help,
    }),

    /** AdminFormDialog's error, pending state, submit handler and 'nothing changed' lock. */
    dialog: {
      error: formError,
      pending: mutation.isPending,
      onSubmit,
      submitDisabled: changes !== null && Object.keys(changes(start, values)).length === 0,
    },
  };
}
