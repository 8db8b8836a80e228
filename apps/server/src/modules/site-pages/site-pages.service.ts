import {
  SITE_PAGE_MESSAGES,
  SITE_PAGE_PLACEMENTS,
  SITE_PAGE_SLUGS,
  type AdminSitePage,
  type AdminSitePageListResponse,
  type AdminSitePageOrder,
  type AdminSitePageUpdate,
  type adminSitePageCreateSchema,
  type SitePage,
  type SitePageNav,
  type SitePageRevisionList,
} from '@helionews/contracts';
import type { z } from 'zod';
import type { SitePageRow, TenantRow } from '../../db/schema/index.js';
import { sanitizeStoryHtml } from '../../lib/html.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { slugify } from '../../lib/slug.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { sitePagesChanged } from '../content/content-tags.js';
import {
  toAdminSitePage,
  toSitePage,
  toSitePageLink,
  toSitePageRevision,
} from './site-pages.mapper.js';
import {
  isSlugConflict,
  type SitePageChanges,
  type SitePagesRepository,
} from './site-pages.repository.js';

export type AdminSitePageInput = z.output<typeof adminSitePageCreateSchema>;

/** A reader's page, or the slug a renamed page has now. */
export type SitePageLookup = { page: SitePage } | { redirectTo: string };

export interface SitePagesTransaction {
  sitePages: SitePagesRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface SitePagesServiceDeps {
  repository: SitePagesRepository;
  inTransaction: <T>(work: (tx: SitePagesTransaction) => Promise<T>) => Promise<T>;
  now: () => Date;
}

const SLUG_MAX = 63;
/** How many numbered slugs a title without Latin letters may try ('page', 'page-2', ...). */
const NUMBERED_SLUG_ATTEMPTS = 50;

/** The slug a title gives, or null when it has no Latin letter or digit ('関于我们'). */
function slugOfTitle(title: string): string | null {
  const latin = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (!/[a-z0-9]/i.test(latin)) return null;
  return slugify(title).slice(0, SLUG_MAX).replace(/-+$/g, '');
}

/** NUL cannot be stored in a text column: it goes before anything is written. */
const stripNul = (text: string) => text.replaceAll('\u0000', '');

/** The page's body as stored: the article editor's HTML through the stories' allow-list. */
const cleanBody = (html: string) => sanitizeStoryHtml(stripNul(html));

/**
 * A publication's static pages (issue 34, item 2): readers open the published ones, the
 * back-office writes them. Every write keeps the version before it as a revision, records the
 * activity and bumps the tenant's content version (`pages`, `sitemaps`), in one transaction.
 */
export function createSitePagesService(deps: SitePagesServiceDeps) {
  const { repository } = deps;

  async function adminPage(tenantId: number, id: number): Promise<AdminSitePage> {
    const row = await repository.find(tenantId, id);
    if (!row) throw notFound(SITE_PAGE_MESSAGES.notFound);
    return toAdminSitePage(row);
  }

  /** Turns a lost race on the slug's unique index into the same 409 as the check before. */
  async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isSlugConflict(error)) throw conflict(SITE_PAGE_MESSAGES.slugTaken);
      throw error;
    }
  }

  /** Keeps the page as it is now before a save changes it. */
  async function keepRevision(
    tx: SitePagesTransaction,
    current: SitePageRow,
    userId: number,
    now: Date,
  ): Promise<void> {
    await tx.sitePages.insertRevision({
      tenantId: current.tenantId,
      pageId: current.id,
      revision: current.revision,
      title: current.title,
      slug: current.slug,
      bodyHtml: current.bodyHtml,
      status: current.status,
      placement: current.placement,
      savedBy: userId,
      createdAt: now,
    });
  }

  return {
    /** The published pages the reader's header and footer link, and the publisher's policies. */
    async nav(tenantId: number): Promise<SitePageNav> {
      const rows = await repository.listPublishedLinked(tenantId);
      const policies = await repository.publishedSlugs(tenantId, [
        SITE_PAGE_SLUGS.about,
        SITE_PAGE_SLUGS.corrections,
      ]);
      return {
        header: rows.filter((row) => row.placement === 'header').map(toSitePageLink),
        footer: rows.filter((row) => row.placement === 'footer').map(toSitePageLink),
        publishing_principles: policies.includes(SITE_PAGE_SLUGS.about)
          ? SITE_PAGE_SLUGS.about
          : null,
        corrections_policy: policies.includes(SITE_PAGE_SLUGS.corrections)
          ? SITE_PAGE_SLUGS.corrections
          : null,
      };
    },

    /** A published page by slug; a draft, an unknown slug or another tenant's is a 404. */
    /**
     * A published page by slug, or, for a slug a published page had before it was renamed, the
     * slug it has now (the reader's address moves with it: a 301, not a 404).
     */
    async findForReader(tenantId: number, slug: string): Promise<SitePageLookup> {
      const row = await repository.findPublishedBySlug(tenantId, slug);
      if (row) return { page: toSitePage(row) };
      const redirectTo = await repository.movedSlugOf(tenantId, slug);
      if (redirectTo) return { redirectTo };
      throw notFound(SITE_PAGE_MESSAGES.notFound);
    },

    /** The published pages' slugs and dates (the sitemap). */
    listPublished(tenantId: number) {
      return repository.listPublished(tenantId);
    },

    async adminList(tenantId: number): Promise<AdminSitePageListResponse> {
      const rows = await repository.list(tenantId);
      return { pages: rows.map(toAdminSitePage), total: rows.length };
    },

    adminGet(tenantId: number, id: number): Promise<AdminSitePage> {
      return adminPage(tenantId, id);
    },

    /**
     * A new page, last in its placement. Without a slug, the title gives one; a slug in use is a
     * 409, except that titles without Latin letters take the first free 'page-N'.
     */
    async create(
      tenant: TenantRow,
      caller: AdminCaller,
      input: AdminSitePageInput,
    ): Promise<AdminSitePage> {
      const now = deps.now();
      const title = stripNul(input.title);
      const fromTitle = input.slug === undefined ? slugOfTitle(title) : null;
      const candidates =
        input.slug !== undefined
          ? [input.slug]
          : fromTitle !== null
            ? [fromTitle]
            : Array.from({ length: NUMBERED_SLUG_ATTEMPTS }, (_, index) =>
                index === 0 ? 'page' : `page-${index + 1}`,
              );
      const bodyHtml = cleanBody(input.body_html);

      const created = await deps.inTransaction(async (tx) => {
        const position = await tx.sitePages.nextPosition(tenant.id, input.placement);
        for (const slug of candidates) {
          const row = await tx.sitePages.insert({
            tenantId: tenant.id,
            title,
            slug,
            bodyHtml,
            status: input.status,
            placement: input.placement,
            position,
            publishedAt: input.status === 'published' ? now : null,
            createdBy: caller.user.id,
            updatedAt: now,
          });
          if (!row) continue;
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'create',
            entityType: 'site_page',
            entityId: row.id,
            entityLabel: row.title,
            details: { slug: row.slug, status: row.status, placement: row.placement },
          });
          await tx.content.bumpVersion(tenant.id, sitePagesChanged());
          return row;
        }
        throw conflict(SITE_PAGE_MESSAGES.slugTaken);
      });
      return toAdminSitePage(created);
    },

    /**
     * Changes only the fields sent, keeping the version before as a revision. A new placement puts
     * the page last there; publishing it the first time dates it.
     */
    async update(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdminSitePageUpdate,
    ): Promise<AdminSitePage> {
      const now = deps.now();
      await guardSlug(() =>
        deps.inTransaction(async (tx) => {
          const current = await tx.sitePages.findForUpdate(tenant.id, id);
          if (!current) throw notFound(SITE_PAGE_MESSAGES.notFound);
          const changes: SitePageChanges = {};
          if (patch.title !== undefined && stripNul(patch.title) !== current.title)
            changes.title = stripNul(patch.title);
          if (patch.slug !== undefined && patch.slug !== current.slug) changes.slug = patch.slug;
          if (patch.body_html !== undefined) {
            const body = cleanBody(patch.body_html);
            if (body !== current.bodyHtml) changes.bodyHtml = body;
          }
          if (patch.status !== undefined && patch.status !== current.status) {
            changes.status = patch.status;
            if (patch.status === 'published' && !current.publishedAt) changes.publishedAt = now;
          }
          if (patch.placement !== undefined && patch.placement !== current.placement) {
            changes.placement = patch.placement;
            changes.position = await tx.sitePages.nextPosition(tenant.id, patch.placement);
          }
          const changed = Object.keys(changes).filter(
            (key) => key !== 'position' && key !== 'publishedAt',
          );
          if (changed.length === 0) return;
          if (changes.slug && (await tx.sitePages.slugTaken(tenant.id, changes.slug, id))) {
            throw conflict(SITE_PAGE_MESSAGES.slugTaken);
          }
          await keepRevision(tx, current, caller.user.id, now);
          await tx.sitePages.update(tenant.id, id, {
            ...changes,
            revision: current.revision + 1,
            updatedAt: now,
          });
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action:
              changes.status === 'published'
                ? 'publish'
                : changes.status === 'draft'
                  ? 'unpublish'
                  : 'update',
            entityType: 'site_page',
            entityId: id,
            entityLabel: changes.title ?? current.title,
            details: {
              fields: changed.join(','),
              ...(changes.slug ? { old_slug: current.slug, slug: changes.slug } : {}),
            },
          });
          await tx.content.bumpVersion(tenant.id, sitePagesChanged());
        }),
      );
      return adminPage(tenant.id, id);
    },

    async remove(tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const page = await tx.sitePages.findForUpdate(tenant.id, id);
        if (!page) throw notFound(SITE_PAGE_MESSAGES.notFound);
        await tx.sitePages.delete(tenant.id, id);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'site_page',
          entityId: id,
          entityLabel: page.title,
          details: { slug: page.slug },
        });
        await tx.content.bumpVersion(tenant.id, sitePagesChanged());
      });
    },

    /**
     * Sets the order of each placement sent: its pages take positions 0, 1, ... in the order
     * given, and a page listed under another placement than its own moves there; the pages of a
     * placement sent that it does not list follow, in their order. Every id must be one of the
     * tenant's pages, listed once (422 otherwise). Answers the whole list.
     */
    async reorder(
      tenant: TenantRow,
      caller: AdminCaller,
      order: AdminSitePageOrder,
    ): Promise<AdminSitePageListResponse> {
      const listed = SITE_PAGE_PLACEMENTS.flatMap((placement) =>
        (order[placement] ?? []).map((id, position) => ({ id, placement, position })),
      );
      const ids = listed.map((entry) => entry.id);
      if (new Set(ids).size !== ids.length) {
        throw new HttpError(422, SITE_PAGE_MESSAGES.listedTwice);
      }
      const now = deps.now();
      await deps.inTransaction(async (tx) => {
        const rows = await tx.sitePages.lockMany(tenant.id, ids);
        if (rows.length !== ids.length) throw new HttpError(422, SITE_PAGE_MESSAGES.unknownPages);
        const byId = new Map(rows.map((row) => [row.id, row]));
        // The pages a placement sent leaves out keep their order, after the ones it lists.
        const all = await tx.sitePages.list(tenant.id);
        for (const placement of SITE_PAGE_PLACEMENTS) {
          const sent = order[placement];
          if (sent === undefined) continue;
          const rest = all.filter((row) => row.placement === placement && !ids.includes(row.id));
          rest.forEach((row, index) => {
            byId.set(row.id, row);
            listed.push({ id: row.id, placement, position: sent.length + index });
          });
        }
        let moved = 0;
        for (const entry of listed) {
          const row = byId.get(entry.id);
          if (!row || (row.placement === entry.placement && row.position === entry.position)) {
            continue;
          }
          await tx.sitePages.update(tenant.id, entry.id, {
            placement: entry.placement,
            position: entry.position,
            updatedAt: now,
          });
          moved += 1;
        }
        if (moved === 0) return;
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'reorder',
          entityType: 'site_page',
          entityLabel: 'Pages',
          details: Object.fromEntries(
            SITE_PAGE_PLACEMENTS.filter((placement) => order[placement] !== undefined).map(
              (placement) => [placement, (order[placement] ?? []).join(',')],
            ),
          ),
        });
        await tx.content.bumpVersion(tenant.id, sitePagesChanged());
      });
      const rows = await repository.list(tenant.id);
      return { pages: rows.map(toAdminSitePage), total: rows.length };
    },

    async revisions(tenantId: number, id: number): Promise<SitePageRevisionList> {
      await adminPage(tenantId, id);
      const rows = await repository.listRevisions(tenantId, id);
      return { revisions: rows.map(toSitePageRevision) };
    },

    /**
     * Writes a revision's title, slug and body (sanitized again) back as a new save, so the
     * restore itself can be undone. Status and placement stay as they are: publishing and the
     * navigation are set on their own. A slug another page took since keeps the current one.
     */
    async restore(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      revisionId: number,
    ): Promise<AdminSitePage> {
      const now = deps.now();
      await deps.inTransaction(async (tx) => {
        const current = await tx.sitePages.findForUpdate(tenant.id, id);
        if (!current) throw notFound(SITE_PAGE_MESSAGES.notFound);
        const revision = await tx.sitePages.findRevision(tenant.id, id, revisionId);
        if (!revision) throw notFound(SITE_PAGE_MESSAGES.revisionNotFound);
        const slugFree =
          revision.slug === current.slug ||
          !(await tx.sitePages.slugTaken(tenant.id, revision.slug, id));
        await keepRevision(tx, current, caller.user.id, now);
        await tx.sitePages.update(tenant.id, id, {
          title: stripNul(revision.title),
          slug: slugFree ? revision.slug : current.slug,
          bodyHtml: cleanBody(revision.bodyHtml),
          revision: current.revision + 1,
          updatedAt: now,
        });
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'restore',
          entityType: 'site_page',
          entityId: id,
          entityLabel: revision.title,
          details: { revision: revision.revision },
        });
        await tx.content.bumpVersion(tenant.id, sitePagesChanged());
      });
      return adminPage(tenant.id, id);
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
