import { LINK_PROTOCOLS } from '@helionews/contracts';

/** The contracts' rule for a link's address, which the link dialog's schema applies. */
export { LINK_PROTOCOLS, normalizeLinkUrl } from '@helionews/contracts';

/** Whether a stored link may stay a link (TipTap's check on pasted and typed links). */
export function isAllowedLink(href: string): boolean {
  try {
    return (LINK_PROTOCOLS as readonly string[]).includes(new URL(href).protocol);
  } catch {
    return false;
  }
}
