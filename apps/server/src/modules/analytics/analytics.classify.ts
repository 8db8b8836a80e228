import type { DeviceClass } from '@helionews/contracts';
import { isbot } from 'isbot';

/** Pure rules that turn a beacon and its request into what is counted. */

const MAX_PATH = 256;

/**
 * The page's path without query string or fragment, without a /tenant/{slug} prefix (the tenant
 * is counted apart), repeated and trailing slashes dropped.
 */
export function normalisePath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '/';
  path = path.replace(/\/{2,}/g, '/');
  path = path.replace(/^\/tenant\/[^/]+(?=\/|$)/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.slice(0, MAX_PATH);
}

/** The story a page shows: /story/{id} and /story/{id}/detail; 0 for any other page. */
export function storyIdOf(path: string): number {
  const match = /^\/story\/(\d{1,15})(?:\/detail)?$/.exec(path);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The referring site's host name; null for none, this site, or anything not http(s). */
export function referrerDomain(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!host || host === own) return null;
  return host.slice(0, 253);
}

/** Simple User-Agent rules: tablets first (an Android tablet says Android without Mobile). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|IEMobile/i.test(userAgent))
    return 'mobile';
  return 'desktop';
}

/**
 * What isbot's maintained list misses that this site has counted as a bot before: a Slurp user
 * agent without its help address, and a monitor's name at the end of a browser-like agent.
 */
const EXTRA_BOTS = /slurp|uptime|monitor/i;

/**
 * Crawlers, scripts, previews and monitors: not counted (isbot's list, plus EXTRA_BOTS). An empty
 * User-Agent is not a browser either.
 */
export function isBot(userAgent: string): boolean {
  return userAgent.trim().length === 0 || isbot(userAgent) || EXTRA_BOTS.test(userAgent);
}

/** A search term as counted: Unicode-normalised, lower case, single spaces, at most 100 chars. */
export function normaliseSearchTerm(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
}
