import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BRANDING_DEFAULTS,
  DEFAULT_TENANT_SLUG,
  LOGO_MAX_BYTES,
  LOGO_SIZES,
  TENANT_MESSAGES,
  type AdminTenant,
  type AdminTenantListResponse,
  type SiteSettings,
  type SiteSettingsUpdate,
  type TenantCreate,
  type TenantListQuery,
  type TenantListResponse,
  type TenantUpdate,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { renderWidths, sniffImageType, UnreadableImageError } from '../../lib/images.js';
import { pageAndTotal } from '../../lib/paging.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import { toAdminTenant, toSiteSettings, toTenantInfo } from './tenants.mapper.js';
import type { TenantsRepository } from './tenants.repository.js';

/**
 * Every request resolves its tenant, from memory. A tenant row changes only with its content
 * version, which every node hears (LISTEN): while it does, a cached row stays until a bump says
 * otherwise (or, for a change made outside the app, FOLLOWED_TTL_MS); while it does not, or for a
 * row read before it last began to, a row is trusted for UNFOLLOWED_TTL_MS.
 */
export const FOLLOWED_TTL_MS = 5 * 60_000;
export const UNFOLLOWED_TTL_MS = 5_000;
const LOGO_URL_PREFIX = '/uploads/logos';

/** Repositories bound to one transaction: a change and its activity row commit together. */
export interface TenantsTransaction {
  tenants: TenantsRepository;
  activity: ActivityRepository;
}

/** Who made a change, for the activity table. */
export interface Actor {
  id: number;
}

export interface TenantsServiceDeps {
  repository: TenantsRepository;
  inTransaction: <T>(work: (tx: TenantsTransaction) => Promise<T>) => Promise<T>;
  /** DATA_DIR/uploads: logos are written below it. */
  uploadsDir: string;
  now?: () => number;
  /**
   * Since when (the `now` clock) every content version bump is heard and invalidates this cache,
   * or null while they are not (`ContentVersions.listeningSince`); never, when absent.
   */
  followedSince?: () => number | null;
}

const isUniqueViolation = (error: unknown) =>
  /tenants_slug_key|duplicate key/.test(String((error as { cause?: unknown }).cause ?? error));

export function createTenantsService(deps: TenantsServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? Date.now;
  const followedSince = deps.followedSince ?? (() => null);
  const cache = new Map<string, { tenant: TenantRow; readAt: number }>();
  /**
   * Lookups under way, by slug: however many requests miss the cache at once (a burst when an
   * entry expires), one query runs and they all wait for it, so a burst cannot empty the pool.
   */
  const inflight = new Map<string, Promise<TenantRow | undefined>>();
  /** Bumped by every change: a lookup that started before one does not refill the cache. */
  let generation = 0;
  const forget = () => {
    generation += 1;
    cache.clear();
    inflight.clear();
  };

  const load = async (id: number): Promise<TenantRow> => {
    const tenant = await repository.findById(id);
    if (!tenant) throw notFound(TENANT_MESSAGES.notFound);
    return tenant;
  };
  const withCounts = async (rows: TenantRow[]): Promise<AdminTenant[]> => {
    const counts = await repository.contentCounts(rows.map((row) => row.id));
    return rows.map((row) =>
      toAdminTenant(row, counts.get(row.id) ?? { stories: 0, categories: 0 }),
    );
  };
  const get = async (id: number): Promise<AdminTenant> => {
    const [tenant] = await withCounts([await load(id)]);
    if (!tenant) throw notFound(TENANT_MESSAGES.notFound);
    return tenant;
  };
  const logoDir = (tenantId: number) => path.join(deps.uploadsDir, 'logos', String(tenantId));
  const removeLogoFiles = (tenantId: number) =>
    rm(logoDir(tenantId), { recursive: true, force: true });
  const changeLogo = async (id: number, logoUrl: string | null, actor: Actor) => {
    await deps.inTransaction(async (tx) => {
      const row = await tx.tenants.update(id, { logoUrl });
      await recordActivity(tx.activity, {
        tenantId: id,
        actorId: actor.id,
        action: logoUrl ? 'update' : 'delete',
        entityType: 'logo',
        entityId: id,
        entityLabel: row?.displayName ?? '',
      });
    });
    forget();
  };

  const cacheKey = (slug: string | undefined) =>
    (slug ?? DEFAULT_TENANT_SLUG).trim().toLowerCase() || DEFAULT_TENANT_SLUG;
  const cached = (key: string): TenantRow | undefined => {
    const hit = cache.get(key);
    if (!hit) return undefined;
    const since = followedSince();
    const followed = since !== null && hit.readAt >= since;
    const age = now() - hit.readAt;
    return age < (followed ? FOLLOWED_TTL_MS : UNFOLLOWED_TTL_MS) ? hit.tenant : undefined;
  };

  return {
    /**
     * `resolve` without waiting, when the tenant is cached: the request hook then costs no
     * promise on the hot read path.
     */
    resolveCached(slug: string | undefined): TenantRow | undefined {
      return cached(cacheKey(slug));
    },

    /** The tenant named by a slug (default tenant when none is given); 404 when unknown. */
    async resolve(slug: string | undefined): Promise<TenantRow> {
      const key = cacheKey(slug);
      const hit = cached(key);
      if (hit) return hit;
      let lookup = inflight.get(key);
      if (!lookup) {
        const started = generation;
        const readAt = now();
        lookup = (key.length <= 63 ? repository.findBySlug(key) : Promise.resolve(undefined)).then(
          (tenant) => {
            if (generation === started) {
              if (tenant) cache.set(key, { tenant, readAt });
              else cache.delete(key);
            }
            return tenant;
          },
        );
        const settled = () => {
          if (inflight.get(key) === lookup) inflight.delete(key);
        };
        lookup.then(settled, settled);
        inflight.set(key, lookup);
      }
      const tenant = await lookup;
      if (!tenant) throw notFound(TENANT_MESSAGES.notFound);
      return tenant;
    },

    /** Forget cached tenants: after a change made on this node, and on every version bump heard. */
    invalidate(): void {
      forget();
    },

    async listPublic(): Promise<TenantListResponse> {
      const rows = await repository.listAll();
      return { tenants: rows.map(toTenantInfo), total: rows.length };
    },

    async list(query: TenantListQuery): Promise<AdminTenantListResponse> {
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.list(query.search || undefined, window),
        () => repository.count(query.search || undefined),
      );
      return { tenants: await withCounts(rows), ...paging };
    },

    get,

    async create(input: TenantCreate, actor: Actor): Promise<AdminTenant> {
      if (await repository.findBySlug(input.slug)) throw conflict(TENANT_MESSAGES.slugTaken);
      try {
        const row = await deps.inTransaction(async (tx) => {
          const created = await tx.tenants.insert({
            slug: input.slug,
            name: input.name,
            displayName: input.display_name ?? input.name,
            description: input.description ?? '',
            industry: input.industry ?? 'general',
            branding: {
              primary_color: BRANDING_DEFAULTS.primary_color,
              secondary_color: BRANDING_DEFAULTS.secondary_color,
              background_color: BRANDING_DEFAULTS.background_color,
              text_color: BRANDING_DEFAULTS.text_color,
              ...input.branding,
            },
            settings: {
              articles_per_page: 10,
              enable_comments: true,
              rss_enabled: true,
              ...input.settings,
              require_staff_mfa: input.security?.require_staff_mfa ?? false,
            },
            features: {
              logoUpload: false,
              tenantSwitching: false,
              analytics: false,
              ...input.features,
            },
          });
          await recordActivity(tx.activity, {
            tenantId: created.id,
            actorId: actor.id,
            action: 'create',
            entityType: 'tenant',
            entityId: created.id,
            entityLabel: created.displayName,
          });
          return created;
        });
        return toAdminTenant(row, { stories: 0, categories: 0 });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TENANT_MESSAGES.slugTaken);
        throw error;
      }
    },

    /** Only the fields sent change; branding, settings and features merge into what is stored. */
    async update(id: number, patch: TenantUpdate, actor: Actor): Promise<AdminTenant> {
      const current = await load(id);
      if (current.slug === DEFAULT_TENANT_SLUG && patch.slug && patch.slug !== current.slug) {
        throw conflict('The default tenant keeps its slug');
      }
      if (patch.slug && patch.slug !== current.slug && (await repository.findBySlug(patch.slug))) {
        throw conflict(TENANT_MESSAGES.slugTaken);
      }
      try {
        const row = await deps.inTransaction(async (tx) => {
          const updated = await tx.tenants.update(id, {
            ...(patch.slug !== undefined && { slug: patch.slug }),
            ...(patch.name !== undefined && { name: patch.name }),
            ...(patch.display_name !== undefined && { displayName: patch.display_name }),
            ...(patch.description !== undefined && { description: patch.description }),
            ...(patch.industry !== undefined && { industry: patch.industry }),
            ...(patch.branding && { branding: { ...current.branding, ...patch.branding } }),
            ...((patch.settings || patch.security) && {
              settings: { ...current.settings, ...patch.settings, ...patch.security },
            }),
            ...(patch.features && { features: { ...current.features, ...patch.features } }),
          });
          if (!updated) throw notFound(TENANT_MESSAGES.notFound);
          await recordActivity(tx.activity, {
            tenantId: id,
            actorId: actor.id,
            action: 'update',
            entityType: 'tenant',
            entityId: id,
            entityLabel: updated.displayName,
            details: { fields: Object.keys(patch).sort().join(',') },
          });
          return updated;
        });
        forget();
        return get(row.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TENANT_MESSAGES.slugTaken);
        throw error;
      }
    },

    /**
     * A tenant's Site Settings, as its own admins change them (the settings module's routes).
     * They live on the tenant row, so a change reaches the reader site with the tenant.
     */
    async siteSettings(tenantId: number): Promise<SiteSettings> {
      return toSiteSettings(await load(tenantId));
    },

    /**
     * Only the fields sent change; social links merge into the stored ones. The row is read
     * inside the transaction, locked, so two admins saving at once each merge the other's change;
     * the update bumps the content version in the same statement.
     */
    async updateSiteSettings(
      tenantId: number,
      patch: SiteSettingsUpdate,
      actor: Actor,
    ): Promise<SiteSettings> {
      const { analytics_enabled, comments_enabled, social_links, ...site } = patch;
      const updated = await deps.inTransaction(async (tx) => {
        const current = await tx.tenants.findByIdForUpdate(tenantId);
        if (!current) throw notFound(TENANT_MESSAGES.notFound);
        const row = await tx.tenants.update(tenantId, {
          siteSettings: {
            ...current.siteSettings,
            ...site,
            ...(social_links && {
              social_links: { ...toSiteSettings(current).social_links, ...social_links },
            }),
          },
          ...(analytics_enabled !== undefined && {
            features: { ...current.features, analytics: analytics_enabled },
          }),
          ...(comments_enabled !== undefined && {
            settings: { ...current.settings, enable_comments: comments_enabled },
          }),
        });
        if (!row) throw notFound(TENANT_MESSAGES.notFound);
        await recordActivity(tx.activity, {
          tenantId,
          actorId: actor.id,
          action: 'update',
          entityType: 'site_settings',
          entityId: tenantId,
          entityLabel: toSiteSettings(row).site_title,
          details: { fields: Object.keys(patch).sort().join(',') },
        });
        return row;
      });
      forget();
      return toSiteSettings(updated);
    },

    /**
     * Deletes a tenant. Never the default one; one with content only with `force`, and then all
     * of it in one transaction.
     */
    async delete(id: number, force: boolean, actor: Actor): Promise<void> {
      await deps.inTransaction(async ({ tenants: tx, activity }) => {
        const tenant = await tx.findById(id);
        if (!tenant) throw notFound(TENANT_MESSAGES.notFound);
        if (tenant.slug === DEFAULT_TENANT_SLUG) throw conflict(TENANT_MESSAGES.defaultUndeletable);
        const counts = (await tx.contentCounts([id])).get(id) ?? { stories: 0, categories: 0 };
        if (!force && (counts.stories > 0 || counts.categories > 0)) {
          throw conflict(TENANT_MESSAGES.hasContent(counts.stories, counts.categories));
        }
        await tx.delete(id);
        // Kept outside the deleted tenant (its own rows go with it): platform-wide activity.
        await recordActivity(activity, {
          tenantId: null,
          actorId: actor.id,
          action: 'delete',
          entityType: 'tenant',
          entityId: id,
          entityLabel: tenant.displayName,
          details: { slug: tenant.slug, force },
        });
      });
      forget();
      await removeLogoFiles(id);
    },

    /** Validates, re-encodes and stores an uploaded logo; returns the updated tenant. */
    async setLogo(id: number, bytes: Buffer, actor: Actor): Promise<AdminTenant> {
      const tenant = await load(id);
      if (!tenant.features.logoUpload) throw forbidden(TENANT_MESSAGES.logoUploadDisabled);
      if (bytes.length > LOGO_MAX_BYTES) throw new HttpError(413, TENANT_MESSAGES.logoTooLarge);
      if (!sniffImageType(bytes)) throw new HttpError(415, TENANT_MESSAGES.logoType);
      const widths = LOGO_SIZES.map((size) => size * 2);
      let rendered: Map<number, Buffer>;
      try {
        rendered = await renderWidths(bytes, widths);
      } catch (error) {
        if (error instanceof UnreadableImageError)
          throw new HttpError(415, TENANT_MESSAGES.logoUnreadable);
        throw error;
      }
      await removeLogoFiles(id);
      const dir = logoDir(id);
      await mkdir(dir, { recursive: true });
      const name = randomBytes(8).toString('hex');
      for (const [width, output] of rendered) {
        await writeFile(path.join(dir, `${name}-${width}.webp`), output);
      }
      const largest = Math.max(...widths);
      await changeLogo(id, `${LOGO_URL_PREFIX}/${id}/${name}-${largest}.webp`, actor);
      return get(id);
    },

    async clearLogo(id: number, actor: Actor): Promise<AdminTenant> {
      await load(id);
      await removeLogoFiles(id);
      await changeLogo(id, null, actor);
      return get(id);
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
