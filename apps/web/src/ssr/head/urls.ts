/** Absolute URLs for the head: pages under the tenant site's base, images against its origin. */

/**
 * The page at `path` under `baseUrl` (the tenant site's absolute base, no trailing slash), without
 * any `lng` parameter and fragment. Throws if `baseUrl` is not an absolute URL: a server bug.
 */
export function pageUrl(baseUrl: string, path: string): URL {
  const base = baseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  url.searchParams.delete('lng');
  url.hash = '';
  return url;
}

/** `url` as the page in `language`: the `?lng=` parameter the reader app reads. */
export function withLanguage(url: URL, language: string): string {
  const copy = new URL(url);
  copy.searchParams.set('lng', language);
  return copy.href;
}

/** True for an absolute http: or https: URL, the only kind the head may link to. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `value` (a stored image or logo address, often '/uploads/...') made absolute against the site's
 * origin; null unless the result is http(s), so `javascript:` or `data:` never reaches the page.
 */
export function absoluteHttpUrl(value: string | null | undefined, baseUrl: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, `${new URL(baseUrl).origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
