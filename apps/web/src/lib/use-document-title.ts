import { useEffect } from 'react';
import { useSiteName } from './site-name';

/** Sets the tab title to '<page title> | <site name>', or the site name alone without a page title. */
export function useDocumentTitle(pageTitle?: string | null): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
  }, [pageTitle, siteName]);
}
