import { API_BASE, NEWSLETTER_API_PATHS, NEWSLETTER_ROUTES } from '@helionews/contracts';
import { useMemo } from 'react';
import { useTenantPathPrefix } from '@/lib/reader-routes';

/** Where the newsletter forms post, and the newsletter pages under the page's tenant prefix. */
export interface NewsletterLinks {
  /** POST (an HTML form): the server answers 303 to the check-inbox page. */
  subscribeAction: string;
  checkInbox: string;
  unsubscribed: string;
  /** The unsubscribe page's own address: its one button posts the one-click body there. */
  unsubscribeAction: (token: string) => string;
}

export function newsletterLinks(prefix: string): NewsletterLinks {
  return {
    subscribeAction: `${API_BASE}${NEWSLETTER_API_PATHS.subscribe}`,
    checkInbox: `${prefix}${NEWSLETTER_ROUTES.checkInbox}`,
    unsubscribed: `${prefix}${NEWSLETTER_ROUTES.unsubscribed}`,
    unsubscribeAction: (token) =>
      `${prefix}${NEWSLETTER_ROUTES.unsubscribe}?token=${encodeURIComponent(token)}`,
  };
}

export function useNewsletterLinks(): NewsletterLinks {
  const prefix = useTenantPathPrefix();
  return useMemo(() => newsletterLinks(prefix), [prefix]);
}
