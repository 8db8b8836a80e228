import { BRANDING_DEFAULTS } from '@helionews/contracts';
import { createContext, use } from 'react';

/**
 * The tenant's display name, provided by the app shell once tenant info has loaded. A context
 * (rather than a query) keeps features independent of the tenant feature (DESIGN section 6).
 */
export const SiteNameContext = createContext<string>(BRANDING_DEFAULTS.display_name);

export function useSiteName(): string {
  return use(SiteNameContext);
}
