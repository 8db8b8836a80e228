import {
  SSO_API_PATHS,
  ssoSettingsSchema,
  type SsoSettings,
  type SsoSettingsInput,
} from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export const ssoKeys = {
  settings: () => [...adminKeys.all, 'sso-settings'] as const,
};

const FETCH_FAILED = 'Failed to fetch single sign-on settings';
const SAVE_FAILED = 'Failed to save single sign-on settings';

/** GET /api/admin/sso: the publication's single sign-on settings (never the secret). */
export function ssoSettingsQueryOptions() {
  return queryOptions({
    queryKey: ssoKeys.settings(),
    queryFn: ({ signal }): Promise<SsoSettings> =>
      adminRequest(SSO_API_PATHS.adminSso, FETCH_FAILED, { schema: ssoSettingsSchema, signal }),
  });
}

/** PUT /api/admin/sso: an omitted client_secret keeps the stored one. */
export function putSsoSettings(body: SsoSettingsInput): Promise<SsoSettings> {
  return adminRequest(SSO_API_PATHS.adminSso, SAVE_FAILED, {
    schema: ssoSettingsSchema,
    method: 'PUT',
    body,
  });
}
