import { z } from 'zod';
import { idSchema, isoDateTimeSchema, paginationQuerySchema, slugSchema } from './common.js';
import { LANGUAGES } from './constants.js';
import { STORY_ORIGINS, STORY_STATUSES, storyCategoryRefSchema } from './stories.js';
import { storyAccessSchema } from './membership.js';
import { MEDIA_IMAGE_PATH } from './media.js';

/* ------------------------------------------------------------------------------------------------
 * Articles: editorial stories in the back-office (SPEC section 7; DESIGN section 4, origin
 * `editorial`). Workflow: draft -> pending -> published | scheduled | rejected -> archived.
 * ---------------------------------------------------------------------------------------------- */

const userRefSchema = z.object({ id: z.number().int(), username: z.string() });
/** The account that wrote an article, with the name its bylines show. */
const writerRefSchema = userRefSchema.extend({ display_name: z.string().nullable() });

/** An image this server stored for an article: `/uploads/articles/{tenant id}/{24 hex}.webp`. */
export const ARTICLE_IMAGE_PATH = /^\/uploads\/articles\/([1-9]\d{0,14})\/[0-9a-f]{24}\.webp$/;
/** The demo publications' drawings, shipped with the web app (`/seed/{slug}/{name}.svg`). */
export const SEED_IMAGE_PATH = /^\/seed\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/;

export const IMAGE_URL_ERROR =
  'must be an https:// address or an image uploaded to this publication';

/** https://, a host name (no user or password), an optional port, then anything but spaces. */
const HTTPS_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/**
 * An address the article's image may come from: an https:// address, an image uploaded by this
 * server (exactly the name it gave, so no `..` or other folder), a media library image stored
 * on this server (issue 34), or a demo drawing. Which
 * publication an upload belongs to is the server's check: only the request's own.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (value) =>
      HTTPS_ADDRESS.test(value) ||
      ARTICLE_IMAGE_PATH.test(value) ||
      MEDIA_IMAGE_PATH.test(value) ||
      SEED_IMAGE_PATH.test(value),
    { error: IMAGE_URL_ERROR },
  );

export const adminArticleSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    status: z.enum(STORY_STATUSES),
    origin: z.enum(STORY_ORIGINS),
    access: storyAccessSchema.describe('who may read the whole text (issue 33)'),
    category: storyCategoryRefSchema.nullable(),
    image_url: z.string().nullable(),
    author: z.string().nullable().describe('the byline typed for this article; null: none'),
    byline: z
      .string()
      .nullable()
      .describe(
        "what readers see after 'By': the author typed, else the writer's display name, else their username",
      ),
    language: z.string(),
    created_by: writerRefSchema.nullable(),
    review_note: z.string().nullable().describe('why it was rejected; the author sees it'),
    publish_at: z.string().nullable(),
    unpublish_at: z.string().nullable(),
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    tenant_slug: z.string(),
  })
  .meta({ id: 'AdminArticleSummary' });
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;

export const adminArticleSchema = adminArticleSummarySchema
  .extend({
    body_html: z.string().describe('sanitized on the server before it is stored'),
    image_alt: z.string().nullable(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    revision: z.number().int().describe('increments on every save'),
    tag_ids: z.array(z.number().int()).describe("the ids of the article's tags (issue 34)"),
  })
  .meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: slugSchema.optional().describe('category slug'),
  status: z.enum(STORY_STATUSES).optional(),
  tenant_id: idSchema.optional().describe('platform admins only; ignored for everyone else'),
  sort: z
    .enum(['updated_at', '-updated_at', 'created_at', '-created_at', 'title', '-title'])
    .default('-updated_at'),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

export const adminArticleListResponseSchema = z
  .object({
    articles: z.array(adminArticleSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminArticleList' });
export type AdminArticleListResponse = z.infer<typeof adminArticleListResponseSchema>;

/** Statuses a create or an update may ask for; approve, reject and archive have their own rules. */
export const ARTICLE_WRITE_STATUSES = [
  'draft',
  'pending',
  'published',
  'scheduled',
  'archived',
] as const;

const articleFields = {
  title: z.string().trim().min(1, { error: 'is required' }).max(300),
  summary: z.string().trim().max(1000),
  body_html: z.string().max(500_000),
  category: slugSchema.nullable().describe('category slug; null: none'),
  image_url: imageUrlSchema.nullable(),
  image_alt: z.string().trim().max(300).nullable(),
  author: z.string().trim().max(200).nullable(),
  language: z.enum(LANGUAGES),
  slug: slugSchema.max(120),
  seo_title: z.string().trim().max(120).nullable(),
  seo_description: z.string().trim().max(300).nullable(),
  status: z.enum(ARTICLE_WRITE_STATUSES),
  publish_at: isoDateTimeSchema.nullable(),
  unpublish_at: isoDateTimeSchema.nullable(),
  /** Absent on create: the category's default access, else the publication's, else public. */
  access: storyAccessSchema,
  /** The publication's tags the article carries (issue 34); the list replaces the previous one. */
  tag_ids: z.array(z.number().int().positive()).max(50),
};

/** POST /admin/articles. `status` is draft by default; published and scheduled are for editors. */
export const adminArticleCreateSchema = z
  .strictObject({
    ...articleFields,
    summary: articleFields.summary.default(''),
    body_html: articleFields.body_html.default(''),
    status: articleFields.status.default('draft'),
  })
  .partial({
    category: true,
    image_url: true,
    image_alt: true,
    author: true,
    language: true,
    slug: true,
    seo_title: true,
    seo_description: true,
    publish_at: true,
    unpublish_at: true,
    access: true,
    tag_ids: true,
  })
  .meta({ id: 'AdminArticleCreate' });
export type AdminArticleCreate = z.input<typeof adminArticleCreateSchema>;

/** PUT /admin/articles/{id}: the same fields, partially. `autosave` marks a background save. */
export const adminArticleUpdateSchema = z
  .strictObject({ ...articleFields, autosave: z.boolean() })
  .partial()
  .meta({ id: 'AdminArticleUpdate' });
export type AdminArticleUpdate = z.infer<typeof adminArticleUpdateSchema>;

export const adminArticleApproveSchema = z
  .strictObject({
    publish_at: isoDateTimeSchema
      .nullable()
      .optional()
      .describe('in the future: scheduled; absent or past: published now'),
  })
  .meta({ id: 'AdminArticleApprove' });
export type AdminArticleApprove = z.infer<typeof adminArticleApproveSchema>;

export const adminRejectSchema = z
  .strictObject({
    reason: z.string().trim().min(1, { error: 'is required' }).max(1000),
  })
  .meta({ id: 'AdminReject' });
export type AdminReject = z.infer<typeof adminRejectSchema>;

export const articleRevisionSummarySchema = z
  .object({
    id: z.number().int(),
    revision: z.number().int(),
    title: z.string(),
    saved_by: userRefSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ArticleRevisionSummary' });

export const articleRevisionSchema = articleRevisionSummarySchema
  .extend({
    summary: z.string(),
    body_html: z.string(),
    fields: z
      .record(
        z.string(),
        z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.number().int())]),
      )
      .describe('the other editable fields as they were; `tag_ids` a list of tag ids (issue 34)'),
  })
  .meta({ id: 'ArticleRevision' });
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

export const articleRevisionListSchema = z
  .object({ revisions: z.array(articleRevisionSummarySchema) })
  .meta({ id: 'ArticleRevisionList' });
export type ArticleRevisionList = z.infer<typeof articleRevisionListSchema>;

export const articleRevisionParamsSchema = z.object({ id: idSchema, revisionId: idSchema });

/** POST /admin/articles/images: an uploaded picture for the editor, re-encoded by the server. */
export const articleImageUploadSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ArticleImageUpload' });
export type ArticleImageUpload = z.infer<typeof articleImageUploadSchema>;

/** Hosts whose players may be embedded in an article body (iframes to anything else are dropped). */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
] as const;

/** Link schemes an article body may carry (the server's sanitizer allows the same). */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/**
 * The editor's link dialog: the address (required; the editor makes it an href of one of
 * LINK_PROTOCOLS) and a text of its own, if any.
 */
export const articleLinkFormSchema = z.object({
  url: z.string().trim().min(1, { error: 'is required' }),
  text: z.string().trim(),
});
export type ArticleLinkForm = z.input<typeof articleLinkFormSchema>;

/** The editor's picture dialog: its alt text, required (the body's pictures all have one). */
export const articleImageAltFormSchema = z.object({
  alt: articleFields.image_alt.unwrap().min(1, { error: 'is required' }),
});
export type ArticleImageAltForm = z.input<typeof articleImageAltFormSchema>;

/**
 * The editor's player dialog: a link to a player (required; the editor turns it into an address
 * on one of EMBED_HOSTS) and the player's title, if any.
 */
export const articleEmbedFormSchema = z.object({
  url: z.string().trim().min(1, { error: 'is required' }),
  title: z.string().trim(),
});
export type ArticleEmbedForm = z.input<typeof articleEmbedFormSchema>;

export const ARTICLE_MESSAGES = {
  notFound: 'Article not found',
  notYours: 'Contributors can only change their own articles',
  editorOnlyStatus: 'Only editors can publish or schedule',
  publishAtRequired: 'A scheduled article needs publish_at in the future',
  unpublishBeforePublish: 'unpublish_at must be after publish_at',
  slugTaken: 'Another story already uses this slug',
  categoryNotFound: 'Category not found',
  revisionNotFound: 'Revision not found',
  notEditable: 'This article can no longer be changed by its author',
  transition: (from: string, to: string) => `An article cannot go from ${from} to ${to}`,
} as const;

/** Text a form holds, '' (or only spaces) for "none": absent, else trimmed and checked with `rule`. */
const blankOr = (rule: z.ZodType<unknown, string>) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value.trim()))
    .pipe(rule.optional());

/** A `datetime-local` text (the browser's local time), '' for none. */
const localDateTime = z
  .string()
  .refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), {
    error: 'must be a date and time',
  });

const articleFormFields = z.object({
  title: articleFields.title,
  summary: articleFields.summary,
  body_html: z.string(),
  category: z.string().describe("category slug, '' for none"),
  image_url: blankOr(articleFields.image_url.unwrap()),
  image_alt: articleFields.image_alt.unwrap(),
  author: articleFields.author.unwrap(),
  language: articleFields.language,
  slug: blankOr(articleFields.slug),
  seo_title: articleFields.seo_title.unwrap(),
  seo_description: articleFields.seo_description.unwrap(),
  publish_at: localDateTime,
  unpublish_at: localDateTime,
  access: z.union([z.literal(''), storyAccessSchema]).describe("'' for the default"),
});

/** The rules between fields: alt text with a picture, an end of publication after its start. */
const withArticleFormRules = <T extends z.ZodType<z.output<typeof articleFormFields>>>(schema: T) =>
  schema
    .refine((value) => value.image_url === undefined || value.image_alt !== '', {
      error: 'is required with an image',
      path: ['image_alt'],
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'image_alt'),
    })
    .refine(
      (value) =>
        value.publish_at === '' ||
        value.unpublish_at === '' ||
        new Date(value.unpublish_at) > new Date(value.publish_at),
      {
        error: ARTICLE_MESSAGES.unpublishBeforePublish,
        path: ['unpublish_at'],
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'publish_at' || issue.path?.[0] === 'unpublish_at',
          ),
      },
    );

/**
 * The back-office's article editor, as its fields hold the values (text everywhere, '' for none,
 * dates as `datetime-local` text), checked with the create and update rules. A new article may
 * leave the slug empty (the server derives it); an edited one must keep one.
 */
export const adminArticleFormSchema = withArticleFormRules(articleFormFields);
export const adminArticleEditFormSchema = withArticleFormRules(
  articleFormFields.extend({ slug: z.string().trim().pipe(articleFields.slug) }),
);
export type AdminArticleForm = z.input<typeof articleFormFields>;
