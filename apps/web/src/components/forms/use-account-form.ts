import { useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from './focus';

export type FieldMessages<TField extends string> = Partial<Record<TField, string>>;

/**
 * The state every account form keeps beside its mutation: the typed values, whether a submit was
 * tried (the client's checks show from then on), the server's verdict per field (dropped as soon
 * as that field changes, it was about the old value) and the alert above the fields. Errors
 * shown move the focus to the first invalid field of `formRef`'s form, else to its alert.
 */
export function useAccountForm<TField extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  initial: Record<TField, string>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldMessages<TField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: TField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer(({ [field]: _stale, ...rest }) => rest as FieldMessages<TField>);
  };

  /** Renders what `update` sets at once, then focuses the first invalid field, else the alert. */
  const showErrors = (update: () => void) => {
    flushSync(update);
    focusFirstError(formRef.current);
  };

  return {
    values,
    submitted,
    setSubmitted,
    fromServer,
    setFromServer,
    formError,
    setFormError,
    change,
    showErrors,
    /** The server's message for the field, else the client's once a submit was tried. */
    fieldError: (
      field: TField,
      clientErrors: Partial<Record<TField, string | null>>,
    ): string | null => fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null),
    /** The client's checks failed: show them all, no alert. */
    showClientErrors: () =>
      showErrors(() => {
        setSubmitted(true);
        setFormError(null);
      }),
    /** The server refused: its message in the alert (or none) and per field. */
    showServerErrors: (message: string | null, fields: FieldMessages<TField>) =>
      showErrors(() => {
        setFormError(message);
        setFromServer(fields);
      }),
    /** After a success: empty again, nothing shown. */
    clear: () => {
      setValues(initial);
      setSubmitted(false);
    },
  };
}

export type AccountForm<TField extends string> = ReturnType<typeof useAccountForm<TField>>;
