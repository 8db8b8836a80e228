import { ADMIN_API_PATHS, adminTenantSchema, type AdminTenant } from '@helionews/contracts';
import { adminRequest, adminUpload } from '@/features/admin/shared/api/admin-request';

export const LOGO_ERRORS = {
  upload: 'Failed to upload logo',
  delete: 'Failed to delete logo',
} as const;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * POST /api/admin/tenant-settings/logo as multipart/form-data (field `file`), with progress
 * (0..100). A refusal carries the server's sentence ('The logo must be at most 2 MB') as the
 * error's `serverDetail`.
 */
export function uploadLogo(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AdminTenant> {
  return adminUpload(ADMIN_API_PATHS.tenantSettingsLogo, LOGO_ERRORS.upload, {
    schema: adminTenantSchema,
    file,
    signal,
    onProgress,
  });
}

/** DELETE /api/admin/tenant-settings/logo: back to the letter fallback. */
export function deleteLogo(): Promise<AdminTenant> {
  return adminRequest(ADMIN_API_PATHS.tenantSettingsLogo, LOGO_ERRORS.delete, {
    schema: adminTenantSchema,
    method: 'DELETE',
  });
}
