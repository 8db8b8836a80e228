import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state every back-office settings form keeps: the values as edited, which errors show (the
 * client's once the form was submitted, the server's until the field changes), the form-wide
 * failure, and focus on what needs fixing.
 */
export function useSettingsForm<V extends object, F extends string = Extract<keyof V, string>>(
  initial: V,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focus = (selector: string) =>
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  const forgetServerError = (field: F) =>
    setFromServer(({ [field]: _stale, ...rest }) => rest as FieldErrors<F>);

  return {
    formRef,
    values,
    setValues,
    formError,

    /** The error a field shows now, given the client's verdict on the current values. */
    errorOf: (field: F, clientErrors: FieldErrors<F>): string | null =>
      fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null),

    /** A field the user edits loses the server's complaint about its old value. */
    forgetServerError,

    /** Edits one field: its new value, without the server's complaint about the old one. */
    set: <K extends keyof V & F>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      forgetServerError(field);
    },

    /** Submitting: false (and focus on the first invalid field) while the client finds errors. */
    trySubmit: (clientErrors: FieldErrors<F>): boolean => {
      setFormError(null);
      if (Object.keys(clientErrors).length > 0) {
        flushSync(() => setSubmitted(true));
        focus('[aria-invalid="true"]');
        return false;
      }
      setSubmitted(true);
      return true;
    },

    /** The server refused: its field errors on the fields, else `message` above the form. */
    failed: (fields: FieldErrors<F>, message: string) => {
      flushSync(() => {
        setFromServer(fields);
        setFormError(Object.keys(fields).length > 0 ? null : message);
      });
      focus('[aria-invalid="true"], [role="alert"]');
    },

    discard: () => {
      setValues(initial);
      setFromServer({});
      setSubmitted(false);
      setFormError(null);
    },
  };
}
