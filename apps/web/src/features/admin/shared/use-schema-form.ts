import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaFormOptions<V extends FieldValues> {
  /** The values the form starts from. */
  defaultValues: V;
  /**
   * When errors shown change after a submit: 'onChange' checks a field again as it changes (an
   * error comes and goes as the user types); 'onSubmit' only clears the field's error as it
   * changes, and the next submit checks again.
   */
  revalidate: 'onChange' | 'onSubmit';
}

/**
 * A back-office form whose values live in react-hook-form and whose rules are a zod schema of
 * the contracts (the one the server checks the payload with, or a form-shaped variant of it).
 * Fields are controlled: `values` are the current values and `set(field, value)` changes one,
 * which also drops an error the server gave for it. `errorOf(field)` is what the schema or the
 * server found; the form chooses the words (the schema's codes, the reader's language).
 */
export function useSchemaForm<V extends FieldValues, Out>(
  schema: z.ZodType<Out, V>,
  { defaultValues, revalidate }: SchemaFormOptions<V>,
) {
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: revalidate,
    shouldFocusError: false,
  });
  // A copy of the values at each change (each render sees what the fields hold).
  const values = useWatch({ control: form.control, compute: (all: V) => ({ ...all }) });
  const { errors, isSubmitted } = form.formState;

  /** Changes a top-level field (the forms here are flat). */
  const set = <K extends FieldPath<V> & keyof V>(field: K, value: V[K]) => {
    const name: FieldPath<V> = field;
    const checkAgain = revalidate === 'onChange' && isSubmitted;
    form.setValue(name, value as PathValue<V, FieldPath<V>>, {
      shouldDirty: true,
      shouldValidate: checkAgain,
    });
    if (!checkAgain) form.clearErrors(name);
  };

  /** The error found for a top-level field (its type is the zod issue's code, or 'server'). */
  const errorOf = (field: FieldPath<V>): FieldError | undefined =>
    errors[field] as FieldError | undefined;

  /** Errors the server sent for fields the form shows: each stays until its field changes. */
  const setServerErrors = (fields: Partial<Record<FieldPath<V>, string>>) => {
    for (const [field, message] of Object.entries(fields) as [FieldPath<V>, string][]) {
      form.setError(field, { type: 'server', message }, { shouldFocus: false });
    }
  };

  /** Checks the values with the schema, then calls `onValid` with the schema's output. */
  const submit = (onValid: SubmitHandler<Out>, onInvalid?: () => void) =>
    void form.handleSubmit(onValid, onInvalid)();

  return { form, values, set, errorOf, setServerErrors, submit };
}
