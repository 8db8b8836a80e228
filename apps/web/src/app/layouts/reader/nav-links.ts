import type { ReaderRoutes } from '@/lib/reader-routes';

/** Routes of ReaderRoutes that are plain paths (not built from an id or a query). */
type PathRoute = {
  [K in keyof ReaderRoutes]: ReaderRoutes[K] extends string ? K : never;
}[keyof ReaderRoutes];

export interface NavLinkEntry {
  /** Looked up in the reader routes of the page, so links keep a /tenant/{slug} prefix. */
  route: PathRoute;
  labelKey:
    | 'nav.home'
    | 'nav.storyDemo'
    | 'nav.liveNews'
    | 'nav.membership'
    | 'nav.login'
    | 'nav.signUp'
    | 'nav.profile'
    | 'nav.admin';
  /** The one call to action of the bar (Sign Up), drawn as a filled button. */
  highlighted?: boolean;
}

/** SPEC section 2: the top bar's links. */
export const PRIMARY_LINKS: readonly NavLinkEntry[] = [
  { route: 'home', labelKey: 'nav.home' },
  { route: 'storyDemo', labelKey: 'nav.storyDemo' },
];

/**
 * The footer and the phone menu also lead to the live page and to membership (the plans a
 * reader can join), which the wide top bar (SPEC) has no links for.
 */
export const SITE_LINKS: readonly NavLinkEntry[] = [
  ...PRIMARY_LINKS,
  { route: 'realtimeNews', labelKey: 'nav.liveNews' },
  { route: 'membership', labelKey: 'nav.membership' },
];

export const SIGNED_OUT_LINKS: readonly NavLinkEntry[] = [
  { route: 'login', labelKey: 'nav.login' },
  { route: 'register', labelKey: 'nav.signUp', highlighted: true },
];

export const PROFILE_LINK: NavLinkEntry = { route: 'profile', labelKey: 'nav.profile' };
/** Shown to admins only; the admin guard still checks on the way in. */
export const ADMIN_LINK: NavLinkEntry = { route: 'admin', labelKey: 'nav.admin' };
