import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsUpdate,
} from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export const siteSettingsKeys = {
  current: () => [...adminKeys.all, 'site-settings'] as const,
};

/** GET /api/admin/settings: the current tenant's site settings. */
export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: siteSettingsKeys.current(),
    queryFn: ({ signal }): Promise<SiteSettings> =>
      adminRequest(ADMIN_API_PATHS.settings, ADMIN_CLIENT_ERRORS.fetchSiteSettings, {
        schema: siteSettingsSchema,
        signal,
      }),
  });
}

/** PUT /api/admin/settings: partial, social links merge. */
export function putSiteSettings(body: SiteSettingsUpdate): Promise<SiteSettings> {
  return adminRequest(ADMIN_API_PATHS.settings, ADMIN_CLIENT_ERRORS.updateSiteSettings, {
    schema: siteSettingsSchema,
    method: 'PUT',
    body,
  });
}
