import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@helionews/contracts';
import Negotiator from 'negotiator';
import { rememberedPerValue } from '../../lib/header-memo.js';
import type { PagesRepository } from './pages.repository.js';

/**
 * What a page's language is decided from (the browser decides the same way). Its publication is
 * decided before, by the tenant plugin (plugins/tenant.ts), like every request's.
 */
export interface PageAddress {
  /** The request's cookies, as @fastify/cookie read them. */
  cookies: Readonly<Record<string, string | undefined>>;
  acceptLanguage: string | undefined;
  /** `?lng=`: hreflang alternates name a language in the address. */
  lngParam: string | undefined;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** 'fr-CA' -> 'fr'; null when it is none of the eight. */
export function supportedLanguage(code: string | undefined): Language | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : null;
}

/** Remembered per header value: a cached page's request costs a map lookup. */
const negotiatedLanguage = rememberedPerValue((header): Language | null => {
  for (const tag of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return null;
});

/**
 * The first supported language of an Accept-Language header: `negotiator` ranks its tags by
 * quality, then by their order ('fr-CA' asks for 'fr'); null when it names none of the eight.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  // No header accepts anything, which is not a preference: English comes as the fallback.
  return header ? negotiatedLanguage(header) : null;
}

export function createPagesService(deps: { repository: PagesRepository }) {
  return {
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
