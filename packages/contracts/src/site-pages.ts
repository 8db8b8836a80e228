import { z } from 'zod';
import { idSchema, slugSchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * Static pages (issue 34, item 2): a publication's About, Contact, Corrections... Each has a title,
 * a slug, a body from the article editor (sanitized like a story's), a status, and a place in the
 * header or footer navigation (or none) in the order the editor sets. Every save keeps the
 * version before it as a revision, which an editor can restore. Readers open a published page at
 * /page/{slug}.
 * ---------------------------------------------------------------------------------------------- */

export const SITE_PAGE_STATUSES = ['draft', 'published'] as const;
export type SitePageStatus = (typeof SITE_PAGE_STATUSES)[number];

/** Where the reader site links a page: the top bar, the footer, or nowhere (linked by hand). */
export const SITE_PAGE_PLACEMENTS = ['header', 'footer', 'none'] as const;
export type SitePagePlacement = (typeof SITE_PAGE_PLACEMENTS)[number];

/**
 * Slugs with a meaning of their own: the reader's structured data calls `about` an AboutPage and
 * links it as the publisher's publishingPrinciples, `contact` a ContactPage, and `corrections`
 * the publisher's correctionsPolicy.
 */
export const SITE_PAGE_SLUGS = {
  about: 'about',
  contact: 'contact',
  corrections: 'corrections',
} as const;

/** A page in the reader's navigation: what a link needs. */
export const sitePageLinkSchema = z
  .object({ title: z.string(), slug: z.string() })
  .meta({ id: 'SitePageLink' });
export type SitePageLink = z.infer<typeof sitePageLinkSchema>;

/**
 * GET /pages: the published pages the header and the footer link, each in the editor's order,
 * and the slugs of the published pages the publisher's structured data links (about, corrections).
 */
export const sitePageNavSchema = z
  .object({
    header: z.array(sitePageLinkSchema),
    footer: z.array(sitePageLinkSchema),
    publishing_principles: z
      .string()
      .nullable()
      .describe('slug of the published about page, if any'),
    corrections_policy: z
      .string()
      .nullable()
      .describe('slug of the published corrections page, if any'),
  })
  .meta({ id: 'SitePageNav' });
export type SitePageNav = z.infer<typeof sitePageNavSchema>;

/** GET /pages/{slug}: a published page as readers see it. */
export const sitePageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    body_html: z.string().describe('sanitized HTML'),
    placement: z.enum(SITE_PAGE_PLACEMENTS),
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'SitePage' });
export type SitePage = z.infer<typeof sitePageSchema>;

/** A page as the back-office sees it, drafts included. */
export const adminSitePageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    body_html: z.string().describe('sanitized HTML'),
    status: z.enum(SITE_PAGE_STATUSES),
    placement: z.enum(SITE_PAGE_PLACEMENTS),
    position: z.number().int().describe('its place among the pages of the same placement, from 0'),
    revision: z.number().int().describe('how many times it was saved'),
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminSitePage' });
export type AdminSitePage = z.infer<typeof adminSitePageSchema>;

/** GET /admin/pages: every page, by placement (header, footer, none) then position. */
export const adminSitePageListResponseSchema = z
  .object({ pages: z.array(adminSitePageSchema), total: z.number().int() })
  .meta({ id: 'AdminSitePageList' });
export type AdminSitePageListResponse = z.infer<typeof adminSitePageListResponseSchema>;

const titleSchema = z.string().trim().min(1, { error: 'is required' }).max(200);
const bodySchema = z.string().max(200_000, { error: 'is too long' });

/** POST /admin/pages. A new page goes last in its placement. */
export const adminSitePageCreateSchema = z
  .strictObject({
    title: titleSchema,
    slug: slugSchema.optional().describe('derived from the title when absent'),
    body_html: bodySchema.default(''),
    status: z.enum(SITE_PAGE_STATUSES).default('draft'),
    placement: z.enum(SITE_PAGE_PLACEMENTS).default('none'),
  })
  .meta({ id: 'AdminSitePageCreate' });
export type AdminSitePageCreate = z.input<typeof adminSitePageCreateSchema>;

/** PUT /admin/pages/{id}: only the fields sent change; a new placement puts it last there. */
export const adminSitePageUpdateSchema = z
  .strictObject({
    title: titleSchema,
    slug: slugSchema,
    body_html: bodySchema,
    status: z.enum(SITE_PAGE_STATUSES),
    placement: z.enum(SITE_PAGE_PLACEMENTS),
  })
  .partial()
  .meta({ id: 'AdminSitePageUpdate' });
export type AdminSitePageUpdate = z.infer<typeof adminSitePageUpdateSchema>;

/**
 * PUT /admin/pages/order: the ids of each placement in their new order. Every id must be one of
 * the tenant's pages, and each at most once; a page listed under another placement moves there.
 * A placement's pages its list leaves out follow the listed ones, in their order; a placement
 * left out keeps its order.
 */
export const adminSitePageOrderSchema = z
  .strictObject({
    header: z.array(idSchema).max(200).optional(),
    footer: z.array(idSchema).max(200).optional(),
    none: z.array(idSchema).max(500).optional(),
  })
  .meta({ id: 'AdminSitePageOrder' });
export type AdminSitePageOrder = z.infer<typeof adminSitePageOrderSchema>;

/** One kept version of a page, as the revision list shows it. */
export const sitePageRevisionSchema = z
  .object({
    id: z.number().int(),
    revision: z.number().int().describe("the page's revision number this version was"),
    title: z.string(),
    slug: z.string(),
    body_html: z.string(),
    status: z.enum(SITE_PAGE_STATUSES),
    placement: z.enum(SITE_PAGE_PLACEMENTS),
    saved_by: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SitePageRevision' });
export type SitePageRevision = z.infer<typeof sitePageRevisionSchema>;

/** GET /admin/pages/{id}/revisions: newest first. */
export const sitePageRevisionListSchema = z
  .object({ revisions: z.array(sitePageRevisionSchema) })
  .meta({ id: 'SitePageRevisionList' });
export type SitePageRevisionList = z.infer<typeof sitePageRevisionListSchema>;

export const sitePageRevisionParamsSchema = z.object({ id: idSchema, revisionId: idSchema });

/** GET /pages/{slug}. */
export const sitePageSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const SITE_PAGE_MESSAGES = {
  notFound: 'Page not found',
  slugTaken: 'Another page of this publication already uses this slug',
  revisionNotFound: 'Revision not found',
  unknownPages: 'Some of these pages do not exist in this publication',
  listedTwice: 'A page is listed more than once',
  noSlug: 'The title gives no slug: send one',
} as const;

export const SITE_PAGE_API_PATHS = {
  nav: '/pages',
  page: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
} as const;

export const ADMIN_SITE_PAGE_API_PATHS = {
  pages: '/admin/pages',
  order: '/admin/pages/order',
  page: (id: number | string) => `/admin/pages/${id}`,
  revisions: (id: number | string) => `/admin/pages/${id}/revisions`,
  revisionRestore: (id: number | string, revisionId: number | string) =>
    `/admin/pages/${id}/revisions/${revisionId}/restore`,
} as const;

/** The reader's address of a page (under the tenant's /tenant/{slug} prefix where there is one). */
export const SITE_PAGE_ROUTES = {
  page: (slug: string) => `/page/${encodeURIComponent(slug)}`,
} as const;
