import {
  DEFAULT_TENANT_SLUG,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  ROUTES,
  STORAGE_KEYS,
  type Language,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { PagesRepository } from './pages.repository.js';

/** The parts of a page request the server decides from (the browser decides the same way). */
export interface PageAddress {
  /** The tenant the host name names (its first label), if any. */
  hostSlug: string | undefined;
  /** The path, e.g. '/tenant/space/story/12'. */
  pathname: string;
  cookies: Readonly<Record<string, string>>;
  acceptLanguage: string | undefined;
  /** `?lng=`: hreflang alternates name a language in the address. */
  lngParam: string | undefined;
}

export type TenantResolution =
  | { kind: 'tenant'; tenant: TenantRow; prefix: string | null; rest: string }
  /** An unknown /tenant/{slug}: the reader is sent to the same page of the default publication. */
  | { kind: 'unknownPrefix'; location: string };

const TENANT_PREFIX = /^\/tenant\/([^/]+)(\/.*)?$/;

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** 'fr-CA' -> 'fr'; null when it is none of the eight. */
export function supportedLanguage(code: string | undefined): Language | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : null;
}

/** The first supported language of an Accept-Language header, by quality then order. */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return null;
}

export function createPagesService(deps: { repository: PagesRepository; tenants: TenantsService }) {
  async function tryResolve(slug: string | undefined): Promise<TenantRow | null> {
    if (!slug) return null;
    try {
      return await deps.tenants.resolve(slug);
    } catch {
      return null;
    }
  }

  return {
    /**
     * SPEC section 4's order, as the browser applies it: the host, then the /tenant/{slug}
     * prefix, then the stored selection (its cookie mirror), then the default publication.
     */
    async resolveTenant(address: PageAddress): Promise<TenantResolution> {
      const match = TENANT_PREFIX.exec(address.pathname);
      let prefix: string | null = null;
      let rest = address.pathname;
      let prefixSlug: string | undefined;
      if (match?.[1]) {
        prefix = `${ROUTES.tenant('')}${match[1]}`;
        rest = match[2] || ROUTES.home;
        try {
          prefixSlug = decodeURIComponent(match[1]).trim().toLowerCase();
        } catch {
          prefixSlug = undefined;
        }
      }
      const fromHost = await tryResolve(address.hostSlug);
      if (fromHost) return { kind: 'tenant', tenant: fromHost, prefix, rest };
      if (prefix !== null) {
        const fromPrefix = await tryResolve(prefixSlug);
        if (fromPrefix) return { kind: 'tenant', tenant: fromPrefix, prefix, rest };
        return { kind: 'unknownPrefix', location: rest };
      }
      const fromCookie = await tryResolve(address.cookies[STORAGE_KEYS.selectedTenant]);
      if (fromCookie) return { kind: 'tenant', tenant: fromCookie, prefix, rest };
      return {
        kind: 'tenant',
        tenant: await deps.tenants.resolve(DEFAULT_TENANT_SLUG),
        prefix,
        rest,
      };
    },

    /**
     * SPEC section 1's order as far as a server can know it: an explicit `?lng=`, then the cookie
     * mirroring the stored preference, then Accept-Language, then English.
     */
    resolveLanguage(address: PageAddress): { language: Language; explicit: boolean } {
      const explicit = supportedLanguage(address.lngParam);
      if (explicit) return { language: explicit, explicit: true };
      const language =
        supportedLanguage(address.cookies[STORAGE_KEYS.preferredLanguage]) ??
        languageFromAcceptLanguage(address.acceptLanguage) ??
        FALLBACK_LANGUAGE;
      return { language, explicit: false };
    },

    /** Where a story lives when the publication asked for does not hold it. */
    async storyPublisher(storyId: number): Promise<string | null> {
      return (await deps.repository.findStoryPublisher(storyId))?.slug ?? null;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
