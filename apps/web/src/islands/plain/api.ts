import { API_BASE } from '@helionews/contracts';
import { pageData } from './page-data';

/** A call to this site's API for the page's publication (the header every reader call sends). */
export function readerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const tenant = pageData()?.tenantSlug;
  if (tenant) headers.set('X-Tenant-ID', tenant);
  return fetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'omit' });
}
