import { useEffect } from 'react';

export interface Favicon {
  href: string;
  /** MIME type, e.g. 'image/svg+xml' or 'image/webp'. */
  type: string;
}

function iconLink(): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.append(link);
  return link;
}

/** Points the tab icon at `favicon`; null leaves the page's own icon alone (e.g. while loading). */
export function useFavicon(favicon: Favicon | null): void {
  const href = favicon?.href ?? null;
  const type = favicon?.type ?? null;
  useEffect(() => {
    if (href === null || type === null) return;
    const link = iconLink();
    link.type = type;
    link.href = href;
  }, [href, type]);
}

/** Tints the browser's UI (mobile address bar) in the light colour scheme with `color`. */
export function useThemeColor(color: string | null): void {
  useEffect(() => {
    if (color === null) return;
    const meta =
      document.head.querySelector<HTMLMetaElement>(
        'meta[name="theme-color"][media="(prefers-color-scheme: light)"]',
      ) ?? document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    meta?.setAttribute('content', color);
  }, [color]);
}
