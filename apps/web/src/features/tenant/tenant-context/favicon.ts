import type { TenantInfo } from '@helionews/contracts';
import { fallbackLetter, logoSources } from '@/components/Logo';
import { readableTextOn } from '@/lib/contrast';
import type { Favicon } from '@/lib/document-branding';

/** Browsers draw the tab icon at 16-32 px; the 32 px logo file covers it on 2x screens. */
const FAVICON_PIXELS = 32;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A rounded square in `color` with the tenant's first letter, as an SVG data URL. */
export function letterFavicon(name: string | null | undefined, color: string): string {
  const letter = escapeXml(fallbackLetter(name));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="45" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="38" font-weight="700" fill="${readableTextOn(color)}">${letter}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The tab icon of a tenant: its logo when it has one, else its letter in its primary colour. */
export function tenantFavicon(tenant: TenantInfo): Favicon {
  if (tenant.logo_url) {
    const { src } = logoSources(tenant.logo_url, FAVICON_PIXELS);
    return { href: src, type: src.endsWith('.webp') ? 'image/webp' : '' };
  }
  return {
    href: letterFavicon(tenant.display_name || tenant.name, tenant.branding.primary_color),
    type: 'image/svg+xml',
  };
}
