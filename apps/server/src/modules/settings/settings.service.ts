import { TENANT_MESSAGES, type SiteSettings, type SiteSettingsUpdate } from '@helionews/contracts';
import { notFound } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/activity.service.js';
import { toSiteSettings } from '../tenants/tenants.mapper.js';
import type { Actor, TenantsTransaction } from '../tenants/tenants.service.js';
import type { TenantsRepository } from '../tenants/tenants.repository.js';

export interface SettingsServiceDeps {
  tenants: TenantsRepository;
  inTransaction: <T>(work: (tx: TenantsTransaction) => Promise<T>) => Promise<T>;
  /** Tells the tenant cache of this node that the tenant changed. */
  onChange: () => void;
}

/**
 * Site Settings of one tenant. They live on the tenant row, so a change reaches the reader site
 * with the tenant (and bumps its content version in the same statement).
 */
export function createSettingsService(deps: SettingsServiceDeps) {
  return {
    async get(tenantId: number): Promise<SiteSettings> {
      const row = await deps.tenants.findById(tenantId);
      if (!row) throw notFound(TENANT_MESSAGES.notFound);
      return toSiteSettings(row);
    },

    /** Only the fields sent change; social links merge into the stored ones. */
    async update(tenantId: number, patch: SiteSettingsUpdate, actor: Actor): Promise<SiteSettings> {
      const { analytics_enabled, comments_enabled, social_links, ...site } = patch;
      const updated = await deps.inTransaction(async (tx) => {
        // Read inside the transaction so two editors saving at once each merge the other's change.
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
      deps.onChange();
      return toSiteSettings(updated);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
