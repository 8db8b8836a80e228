import {
  adminArticleEditFormSchema,
  adminArticleFormSchema,
  adminArticleUpdateSchema,
  adminRejectSchema,
  LANGUAGES,
  type AdminArticle,
  type StoryAccess,
  type AdminArticleCreate,
  type AdminArticleUpdate,
  type Language,
} from '@helionews/contracts';
import { z } from 'zod';

/** The editor's fields as the form holds them: text everywhere, '' for "none". */
export interface ArticleFormValues {
  title: string;
  summary: string;
  body_html: string;
  /** category slug, '' for none */
  category: string;
  image_url: string;
  image_alt: string;
  author: string;
  language: Language;
  slug: string;
  seo_title: string;
  seo_description: string;
  /** `datetime-local` text in the browser's time zone, '' for none */
  publish_at: string;
  unpublish_at: string;
  /** Who may read the whole text (issue 33); '' on a new article: the category's default. */
  access: StoryAccess | '';
  /** The ids of its tags (issue 34), in the order they were picked. */
  tag_ids: number[];
}
export type ArticleField = keyof ArticleFormValues;
/** The fields the form holds as text. */
export type ArticleTextField = Exclude<ArticleField, 'tag_ids'>;

export const ARTICLE_FIELDS = [
  'title',
  'summary',
  'body_html',
  'category',
  'image_url',
  'image_alt',
  'author',
  'language',
  'slug',
  'seo_title',
  'seo_description',
  'publish_at',
  'unpublish_at',
  'access',
  'tag_ids',
] as const satisfies readonly ArticleField[];

/** Whether two lists of tag ids name the same tags (the order they were picked aside). */
export function sameTagIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Whether a field's value is the same in both forms (tags as sets, text as typed). */
export function sameFieldValue(
  field: ArticleField,
  a: ArticleFormValues,
  b: ArticleFormValues,
): boolean {
  return field === 'tag_ids' ? sameTagIds(a.tag_ids, b.tag_ids) : a[field] === b[field];
}

/** The longest text the API takes for a field, read from the contract's schema. */
function maxLengthOf(schema: z.ZodType): number | null {
  let inner: unknown = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
  return inner instanceof z.ZodString ? inner.maxLength : null;
}

const shape = adminArticleUpdateSchema.shape;
export const FIELD_MAX_LENGTHS = {
  title: maxLengthOf(shape.title) ?? 300,
  summary: maxLengthOf(shape.summary) ?? 1000,
  image_alt: maxLengthOf(shape.image_alt) ?? 300,
  author: maxLengthOf(shape.author) ?? 200,
  slug: maxLengthOf(shape.slug) ?? 63,
  seo_title: maxLengthOf(shape.seo_title) ?? 120,
  seo_description: maxLengthOf(shape.seo_description) ?? 300,
} as const;

/** The longest reason a rejection may give. */
export const REJECT_REASON_MAX = maxLengthOf(adminRejectSchema.shape.reason) ?? 1000;

/** What search engines show before they cut a title or description short. */
export const SEO_RECOMMENDED = { seo_title: 60, seo_description: 160 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as a `datetime-local` input shows it: the browser's local time, minutes. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as the ISO timestamp the API takes; '' is null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function formFromArticle(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    summary: article.summary,
    body_html: article.body_html,
    category: article.category?.slug ?? '',
    image_url: article.image_url ?? '',
    image_alt: article.image_alt ?? '',
    author: article.author ?? '',
    language: isLanguage(article.language) ? article.language : 'en',
    slug: article.slug,
    seo_title: article.seo_title ?? '',
    seo_description: article.seo_description ?? '',
    publish_at: toLocalInput(article.publish_at),
    unpublish_at: toLocalInput(article.unpublish_at),
    access: article.access,
    tag_ids: [...article.tag_ids],
  };
}

/**
 * A new article. The byline starts empty: the server signs it with the writer's display name (else
 * their username), which follows later renames; a name typed here stays as typed.
 */
export function emptyArticleForm(language: Language): ArticleFormValues {
  return {
    title: '',
    summary: '',
    body_html: '',
    category: '',
    image_url: '',
    image_alt: '',
    author: '',
    language,
    slug: '',
    seo_title: '',
    seo_description: '',
    publish_at: '',
    unpublish_at: '',
    access: '',
    tag_ids: [],
  };
}

/** The fields whose value differs from the saved one. */
export function changedFields(values: ArticleFormValues, saved: ArticleFormValues): ArticleField[] {
  return ARTICLE_FIELDS.filter((field) => !sameFieldValue(field, values, saved));
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The API's body for `fields` of the form (a PUT sends only what changed). */
export function toUpdatePayload(
  values: ArticleFormValues,
  fields: readonly ArticleField[],
): AdminArticleUpdate {
  const payload: AdminArticleUpdate = {};
  for (const field of fields) {
    switch (field) {
      case 'title':
      case 'summary':
        payload[field] = values[field].trim();
        break;
      case 'body_html':
        payload.body_html = values.body_html;
        break;
      case 'language':
        payload.language = values.language;
        break;
      case 'slug':
        // A slug cannot be removed; an empty one is a validation error before anything is sent.
        if (values.slug.trim()) payload.slug = values.slug.trim();
        break;
      case 'publish_at':
      case 'unpublish_at':
        payload[field] = fromLocalInput(values[field]);
        break;
      case 'access':
        // '' (a new article's default) is the server's to decide: nothing is sent.
        if (values.access) payload.access = values.access;
        break;
      case 'tag_ids':
        payload.tag_ids = [...values.tag_ids];
        break;
      default:
        payload[field] = orNull(values[field]);
    }
  }
  return payload;
}

/** POST /admin/articles: every field that says something; the server derives the slug if absent. */
export function toCreatePayload(values: ArticleFormValues): AdminArticleCreate {
  const fields = ARTICLE_FIELDS.filter((field) =>
    field === 'tag_ids'
      ? values.tag_ids.length > 0
      : field === 'title' || field === 'language' || values[field].trim() !== '',
  );
  return { ...toUpdatePayload(values, fields), title: values.title.trim() };
}

export type FieldError =
  | { key: 'required' }
  | { key: 'tooLong'; max: number }
  | { key: 'slugFormat' }
  | { key: 'imageUrl' }
  | { key: 'altRequired' }
  | { key: 'dateInvalid' }
  | { key: 'publishAtFuture' }
  | { key: 'unpublishBeforePublish' };
export type FieldErrors = Partial<Record<ArticleField, FieldError>>;

/** The form's words for what the schema found wrong with `field` (its first issue). */
function fieldErrorOf(
  field: ArticleField,
  issue: z.core.$ZodIssue,
  values: ArticleFormValues,
): FieldError {
  if (issue.code === 'too_big')
    return {
      key: 'tooLong',
      max:
        field in FIELD_MAX_LENGTHS
          ? FIELD_MAX_LENGTHS[field as keyof typeof FIELD_MAX_LENGTHS]
          : Number(issue.maximum),
    };
  switch (field) {
    case 'slug':
      return issue.code === 'too_small' ? { key: 'required' } : { key: 'slugFormat' };
    case 'image_url':
      return { key: 'imageUrl' };
    case 'image_alt':
      return { key: 'altRequired' };
    case 'publish_at':
    case 'unpublish_at':
      return fromLocalInput(values[field]) === null
        ? { key: 'dateInvalid' }
        : { key: 'unpublishBeforePublish' };
    default:
      return { key: 'required' };
  }
}

/**
 * The contracts' rules for the editor's form (adminArticleFormSchema), checked before anything is
 * sent, so the form can point at the field. `isNew`: a new article may leave the slug empty (the
 * server derives it from the title).
 */
export function validateArticleForm(values: ArticleFormValues, isNew: boolean): FieldErrors {
  const result = (isNew ? adminArticleFormSchema : adminArticleEditFormSchema).safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!(ARTICLE_FIELDS as readonly PropertyKey[]).includes(field ?? '')) continue;
    const key = field as ArticleField;
    errors[key] ??= fieldErrorOf(key, issue, values);
  }
  return errors;
}

/** Errors that stop an autosave: a draft may be incomplete, but the server must accept it. */
export function blocksSaving(errors: FieldErrors): boolean {
  return Object.entries(errors).some(([field, error]) => field !== 'image_alt' && error);
}

/** True when a `datetime-local` value lies in the future (a publication to schedule). */
export function isFutureLocal(value: string, now: Date = new Date()): boolean {
  const iso = fromLocalInput(value);
  return iso !== null && new Date(iso).getTime() > now.getTime();
}

/** A slug made from a title: lowercase ASCII words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FIELD_MAX_LENGTHS.slug)
    .replace(/-+$/g, '');
}
