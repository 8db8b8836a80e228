import {
  STORY_ACCESS_LEVELS,
  STORY_STATUSES,
  type AdminArticle,
  type ArticleRevision,
  type StoryAccess,
  type StoryStatus,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { RevisionComparison } from '@/features/admin/shared/components/RevisionComparison';
import { tagListQueryOptions } from '@/features/admin/tags/api/tags';
import { formatLongDate } from '@/lib/format-date';

/** A kept field's value: text, a number, a yes/no, none, or a list of ids (the tags). */
type Scalar = string | number | boolean | null | number[];

/** Fields a revision may keep, in the order the compare view lists them. */
const KNOWN_FIELDS = [
  'title',
  'summary',
  'category',
  'image_url',
  'image_alt',
  'author',
  'language',
  'slug',
  'seo_title',
  'seo_description',
  'status',
  'access',
  'tag_ids',
  'publish_at',
  'unpublish_at',
] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];

function isKnownField(field: string): field is KnownField {
  return (KNOWN_FIELDS as readonly string[]).includes(field);
}

/** The current article's value of a field a revision names. */
function currentValue(article: AdminArticle, field: string): Scalar {
  if (field === 'category') return article.category?.slug ?? null;
  if (field === 'tag_ids') return article.tag_ids;
  if (!Object.hasOwn(article, field)) return null;
  const value: unknown = article[field as keyof AdminArticle];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

function isStatus(value: Scalar): value is StoryStatus {
  return typeof value === 'string' && (STORY_STATUSES as readonly string[]).includes(value);
}

function isAccess(value: Scalar): value is StoryAccess {
  return typeof value === 'string' && (STORY_ACCESS_LEVELS as readonly string[]).includes(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Whether a field kept the same value (a list of tags: the same tags, in any order). */
export function sameValue(before: Scalar, after: Scalar): boolean {
  if (Array.isArray(before) || Array.isArray(after)) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    return a.length === b.length && a.every((id) => b.includes(id));
  }
  return (before ?? '') === (after ?? '');
}

export interface FieldChange {
  field: string;
  before: Scalar;
  after: Scalar;
}

/** Every field of the revision beside its current value: title, summary, then its fields. */
export function compareFields(revision: ArticleRevision, article: AdminArticle): FieldChange[] {
  const rows = new Map<string, FieldChange>();
  rows.set('title', { field: 'title', before: revision.title, after: article.title });
  rows.set('summary', { field: 'summary', before: revision.summary, after: article.summary });
  for (const [field, before] of Object.entries(revision.fields)) {
    if (field === 'body_html' || rows.has(field)) continue;
    rows.set(field, { field, before, after: currentValue(article, field) });
  }
  const rank = (field: string) => {
    const index = (KNOWN_FIELDS as readonly string[]).indexOf(field);
    return index === -1 ? KNOWN_FIELDS.length : index;
  };
  return [...rows.values()].sort((a, b) => rank(a.field) - rank(b.field));
}

export interface RevisionCompareProps {
  revision: ArticleRevision;
  article: AdminArticle;
}

/** A kept version beside the current one: fields side by side, the body as a word diff. */
export function RevisionCompare({ revision, article }: RevisionCompareProps) {
  const { t, i18n } = useTranslation(ADMIN_ARTICLES_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const fields = compareFields(revision, article);
  // Tags are kept by id: their names come from the publication's list.
  const tagList = useQuery({
    ...tagListQueryOptions(''),
    enabled: fields.some(({ field }) => field === 'tag_ids'),
  });
  const tagName = (id: number) =>
    tagList.data?.tags.find((tag) => tag.id === id)?.name ??
    (tagList.isPending ? t('revisions.tagLoading') : t('revisions.tagGone'));

  const show = (field: string, value: Scalar) => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
      return (
        <Box component="span" sx={{ color: 'text.disabled' }}>
          —
        </Box>
      );
    if (field === 'status' && isStatus(value)) return t(`status.${value}`);
    if (field === 'access' && isAccess(value)) return t(`access.${value}`);
    if (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)))
      return formatLongDate(value, language);
    if (Array.isArray(value)) return value.map(tagName).join(', ');
    if (typeof value === 'boolean') return value ? t('revisions.yes') : t('revisions.no');
    return String(value);
  };
  const fieldName = (field: string) =>
    isKnownField(field) ? t(`form.fieldNames.${field}`) : field.replace(/_/g, ' ');

  return (
    <RevisionComparison
      ns={ADMIN_ARTICLES_NS}
      revision={revision.revision}
      fieldsHeading={t('revisions.fieldsHeading')}
      rows={fields.map(({ field, before, after }) => ({
        key: field,
        name: fieldName(field),
        before: show(field, before),
        after: show(field, after),
        changed: !sameValue(before, after),
      }))}
      bodyBefore={revision.body_html}
      bodyAfter={article.body_html}
    />
  );
}
