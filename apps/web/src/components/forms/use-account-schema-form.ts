import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Mode,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstError } from './focus';

export interface AccountSchemaFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /**
   * When a field's check first shows: 'onSubmit' (the default), or 'onTouched' (once the field
   * was left). Either way, after a submit every change checks again.
   */
  mode?: Extract<Mode, 'onSubmit' | 'onTouched'>;
}

/**
 * An account form (sign-in, sign-up, password reset) checked by a contracts' zod schema through
 * react-hook-form, as the server checks the same payload: `submit(onValid)` runs the schema and
 * calls `onValid` with its output, else shows the errors. Errors shown (the schema's or the
 * server's, `showServerErrors`) move the focus to the first invalid field of `formRef`'s form,
 * else to its alert (focusFirstError). A server error stays on its field until the field
 * changes. The words are the form's: it turns an error (`type` 'server', or a zod issue code)
 * into text in the reader's language.
 */
export function useAccountSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  { defaultValues, mode = 'onSubmit' }: AccountSchemaFormOptions<TValues>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Bumped when errors are to be shown; focus moves once they have rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useLayoutEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);
  const focusErrors = () => setFocusRequest((count) => count + 1);

  return {
    form,
    formRef,
    formError,
    setFormError,

    /** The field's error now, if any: the schema's (once shown) or the server's. */
    errorOf: (field: Path<TValues>): FieldError | undefined =>
      form.getFieldState(field, form.formState).error,

    /** The form's submit handler: the schema's output to `onValid`, else its errors shown. */
    submit: (onValid: (values: TOutput) => void) =>
      form.handleSubmit(
        (values) => {
          setFormError(null);
          onValid(values);
        },
        () => {
          setFormError(null);
          focusErrors();
        },
      ),

    /** The server refused: its message above the fields (or none), and its words per field. */
    showServerErrors: (
      message: string | null,
      fields: Partial<Record<Path<TValues>, string>> = {},
    ) => {
      for (const [field, text] of Object.entries(fields) as [Path<TValues>, string | undefined][])
        if (text) form.setError(field, { type: 'server', message: text }, { shouldFocus: false });
      setFormError(message);
      focusErrors();
    },
  };
}

export type AccountSchemaForm<TValues extends FieldValues, TOutput> = ReturnType<
  typeof useAccountSchemaForm<TValues, TOutput>
>;
