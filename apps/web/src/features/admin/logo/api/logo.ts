import {
  ADMIN_API_PATHS,
  API_BASE,
  adminTenantSchema,
  errorResponseSchema,
  type AdminTenant,
} from '@helionews/contracts';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { apiTenantSlug } from '@/lib/active-tenant';
import { getAuthToken } from '@/lib/storage';

export const LOGO_ERRORS = {
  upload: 'Failed to upload logo',
  delete: 'Failed to delete logo',
} as const;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A failed upload: the server's sentence when it sent one ('The logo must be at most 2 MB'). */
export class LogoUploadError extends Error {
  override readonly name = 'LogoUploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly serverDetail: string | null,
  ) {
    super(message);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/tenant-settings/logo as multipart/form-data (field `file`), through
 * XMLHttpRequest because fetch cannot report upload progress. `onProgress` gets 0..100.
 */
export function uploadLogo(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AdminTenant> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (status: number, detail: string | null, cause?: unknown) => {
      const error = new LogoUploadError(LOGO_ERRORS.upload, status, detail);
      console.error(LOGO_ERRORS.upload, cause ?? error);
      reject(error);
    };
    xhr.open('POST', `${API_BASE}${ADMIN_API_PATHS.tenantSettingsLogo}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Tenant-ID', apiTenantSlug());
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = adminTenantSchema.safeParse(body);
        if (parsed.success) {
          onProgress(100);
          resolve(parsed.data);
        } else fail(xhr.status, null, parsed.error);
        return;
      }
      const error = errorResponseSchema.safeParse(body);
      fail(xhr.status, error.success ? error.data.detail : null);
    };
    xhr.onerror = () => fail(0, null);
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** DELETE /api/admin/tenant-settings/logo: back to the letter fallback. */
export function deleteLogo(): Promise<AdminTenant> {
  return adminRequest(ADMIN_API_PATHS.tenantSettingsLogo, LOGO_ERRORS.delete, {
    schema: adminTenantSchema,
    method: 'DELETE',
  });
}
