import { LINK_PROTOCOLS } from '@helionews/contracts';

export { LINK_PROTOCOLS };

/**
 * The address a writer typed, as the link will carry it: http, https or mailto only. A bare
 * domain ('example.com/page') becomes https; an email address becomes mailto. Null otherwise.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(text)) return `mailto:${text}`;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  // A host needs a dot (or is localhost): 'https://news' is a typo, not a site.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url.href;
}

/** Whether a stored link may stay a link (TipTap's check on pasted and typed links). */
export function isAllowedLink(href: string): boolean {
  try {
    return (LINK_PROTOCOLS as readonly string[]).includes(new URL(href).protocol);
  } catch {
    return false;
  }
}
