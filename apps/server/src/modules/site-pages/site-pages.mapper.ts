import type { AdminSitePage, SitePage, SitePageLink, SitePageRevision } from '@helionews/contracts';
import type { SitePageRevisionRow, SitePageRow } from '../../db/schema/index.js';

/** A published page as readers see it. */
export function toSitePage(row: SitePageRow): SitePage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body_html: row.bodyHtml,
    placement: row.placement,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSitePageLink(row: SitePageRow): SitePageLink {
  return { title: row.title, slug: row.slug };
}

export function toAdminSitePage(row: SitePageRow): AdminSitePage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body_html: row.bodyHtml,
    status: row.status,
    placement: row.placement,
    position: row.position,
    revision: row.revision,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSitePageRevision(row: SitePageRevisionRow): SitePageRevision {
  return {
    id: row.id,
    revision: row.revision,
    title: row.title,
    slug: row.slug,
    body_html: row.bodyHtml,
    status: row.status,
    placement: row.placement,
    saved_by: row.savedBy,
    created_at: row.createdAt.toISOString(),
  };
}
