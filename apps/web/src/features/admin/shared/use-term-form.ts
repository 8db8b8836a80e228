import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { FormDialogProps } from '@/components/forms/FormDialog';
import type { ADMIN_CATEGORIES_NS, ADMIN_TAGS_NS } from '@/features/admin/shared/admin-i18n';
import { fieldErrors } from '@/features/admin/shared/api/failure';
import type { FieldErrorProps } from '@/features/admin/shared/text-field-binder';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';

export const TERM_NAME_MAX = 80;
export const TERM_DESCRIPTION_MAX = 500;

/** The fields every term (a category, a tag) has; a term's form adds its own. */
export interface TermFormValues {
  name: string;
  slug: string;
  description: string;
}

/** The pages whose texts hold a term form's `form.*` words. */
export type TermNamespace = typeof ADMIN_CATEGORIES_NS | typeof ADMIN_TAGS_NS;

/** A new term's name, description and (when typed) slug, trimmed. */
export function termCreateBody(values: TermFormValues): {
  name: string;
  description: string;
  slug?: string;
} {
  const body: { name: string; description: string; slug?: string } = {
    name: values.name.trim(),
    description: values.description.trim(),
  };
  if (values.slug.trim()) body.slug = values.slug.trim();
  return body;
}

/** Which of a term's name, slug and description changed, trimmed. */
export function termUpdateBody(
  initial: TermFormValues,
  values: TermFormValues,
): Partial<TermFormValues> {
  const body: Partial<TermFormValues> = {};
  for (const key of ['name', 'slug', 'description'] as const) {
    if (values[key].trim() !== initial[key]) body[key] = values[key].trim();
  }
  return body;
}

export interface TermFormSetup<Term, V extends TermFormValues, Out, Create, Update> {
  /** null: create one. */
  term: (Term & { id: number; name: string }) | null;
  /** The term page's texts (its `form.*`). */
  namespace: TermNamespace;
  valuesOf: (term: Term | null) => V;
  /** The contracts' rules for the form (editing needs a slug); the words are the form's. */
  schemas: { create: z.ZodType<Out, V>; edit: z.ZodType<Out, V> };
  /** Every field the form shows, for the server's field errors. */
  fields: readonly FieldPath<V>[];
  createBody: (values: V) => Create;
  /** Only what changed: an empty body leaves Save disabled. */
  updateBody: (initial: V, values: V) => Update;
  create: (body: Create) => Promise<Term>;
  update: (id: number, body: Update) => Promise<Term>;
  refresh: (client: QueryClient) => Promise<unknown>;
  /** The sentence for a failure the server gave no field for (the call's when it has one). */
  failure: (error: unknown, creating: boolean) => string;
  /** The form's words for the term's own field when the schema refuses it. */
  ownFieldInvalid: string;
  titleId: string;
  onClose: () => void;
  onSaved: (term: Term, created: boolean) => void;
}

/**
 * A term's create-or-edit form (a category, a tag): values checked by the contracts' schema,
 * sent as a body of what changed, the server's field errors shown under their fields. Answers the
 * form's state and the props of its `FormDialog`; the dialog is mounted afresh for each term, so
 * that the form starts from its values.
 */
export function useTermForm<Term, V extends TermFormValues, Out, Create, Update>(
  setup: TermFormSetup<Term, V, Out, Create, Update>,
) {
  const { term } = setup;
  const { t } = useTranslation(setup.namespace);
  const queryClient = useQueryClient();
  const [initial] = useState(() => setup.valuesOf(term));
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set, errorOf, setServerErrors, submit } = useSchemaForm(
    term ? setup.schemas.edit : setup.schemas.create,
    { defaultValues: initial, revalidate: 'onChange' },
  );

  const save = useMutation({
    mutationFn: (sent: V) =>
      term
        ? setup.update(term.id, setup.updateBody(initial, sent))
        : setup.create(setup.createBody(sent)),
    onSuccess: async (saved) => {
      await setup.refresh(queryClient);
      setup.onSaved(saved, term === null);
    },
    onError: (error) => {
      const shown: Partial<Record<FieldPath<V>, string>> = {};
      for (const [field, message] of Object.entries(fieldErrors(error, { conflictField: 'slug' })))
        for (const known of setup.fields) if (known === field) shown[known] = message;
      setServerErrors(shown);
      setFormError(Object.keys(shown).length > 0 ? null : setup.failure(error, term === null));
    },
  });

  /** The server's words for a field, else the form's for the rule the schema found broken. */
  const messageOf = (field: FieldPath<V>): string | null => {
    const error = errorOf(field);
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (field === 'name')
      return error.type === 'too_big'
        ? t('form.tooLong', { max: TERM_NAME_MAX })
        : t('form.required');
    if (field === 'slug') return t('form.slugInvalid');
    if (field === 'description') return t('form.tooLong', { max: TERM_DESCRIPTION_MAX });
    return setup.ownFieldInvalid;
  };

  /** A field's error props, for `textFieldBinder`. */
  const errorProps = (field: FieldPath<V>): FieldErrorProps => ({
    error: messageOf(field) !== null,
    helperText: messageOf(field) ?? undefined,
  });

  const dialog = {
    variant: 'form',
    spacing: 1,
    title: term ? t('form.editTitle', { name: term.name }) : t('form.createTitle'),
    titleId: setup.titleId,
    error: formError,
    pending: save.isPending,
    onSubmit: () => {
      setFormError(null);
      // The values as typed: the bodies trim them and send only what changed.
      submit(() => save.mutate(values));
    },
    submitDisabled:
      term !== null && Object.keys(setup.updateBody(initial, values) as object).length === 0,
    onClose: setup.onClose,
    cancelLabel: t('form.cancel'),
    submitLabel: term ? t('form.save') : t('form.createAction'),
    pendingLabel: t('form.saving'),
  } satisfies FormDialogProps;

  return { initial, values, set, messageOf, errorProps, dialog };
}
