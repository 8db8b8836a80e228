/** Only web links leave the site: a feed could carry `javascript:` or `data:` in its source URL. */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
