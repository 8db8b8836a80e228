import type { ResourceKey } from 'i18next';
import { i18n, registerNamespaceLoader } from '@/lib/i18n';

/**
 * The account's Security section's texts (passkeys, authenticator app): one namespace shared by
 * the reader profile and the back-office profile, fetched with the section's chunk, one language
 * at a time.
 */
export const SECURITY_NS = 'accountSecurity';

const texts = import.meta.glob<{ default: ResourceKey }>('../../locales/*/account-security.json');

registerNamespaceLoader(
  SECURITY_NS,
  (language) => texts[`../../locales/${language}/account-security.json`],
);

// The chunk finishes loading once its texts in the current language are in.
await i18n.loadNamespaces(SECURITY_NS);
