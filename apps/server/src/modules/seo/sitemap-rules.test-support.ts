import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The rules of the sitemaps.org protocol (0.9) a sitemap or sitemap index must keep, checked on
 * the document as a crawler fetched it from `location`. Returns what breaks them (empty: none).
 *
 * - the file is UTF-8 XML, with the sitemap namespace on a `urlset` or `sitemapindex` root;
 * - at most 50,000 entries and 50 MB (52,428,800 bytes) uncompressed;
 * - every entry has exactly one `loc`: an absolute http(s) URL, escaped (printable ASCII only),
 *   shorter than 2,048 characters, on the sitemap's own protocol and host, and below the folder
 *   the sitemap is in ("the location of a Sitemap file determines the set of URLs that can be
 *   included in that Sitemap"); an index lists sitemaps of the same site only;
 * - `lastmod`, when given, is a W3C Datetime; `changefreq` and `priority` take their values only.
 */

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 52_428_800;
const MAX_LOC = 2_048;
/** YYYY, YYYY-MM, YYYY-MM-DD, or a date with a time (minutes at least) and a time zone. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
const ESCAPED_URL = /^[\u0021-\u007e]+$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['url', 'sitemap', 'loc', 'lastmod'].includes(name),
});

type Entry = Record<string, unknown> & { loc?: unknown[]; lastmod?: unknown[] };

/** The folder a sitemap's URLs must be under: its own URL up to the last '/'. */
const folderOf = (url: URL) =>
  `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;

export function sitemapRuleViolations(body: string, location: string): string[] {
  const problems: string[] = [];
  const sitemapUrl = new URL(location);
  if (!/^<\?xml version="1\.0" encoding="UTF-8"\?>/i.test(body)) {
    problems.push('no XML declaration naming UTF-8');
  }
  if (Buffer.byteLength(body, 'utf8') > MAX_BYTES) problems.push('larger than 50 MB');
  if (XMLValidator.validate(body) !== true) return [...problems, 'not well-formed XML'];
  const doc = parser.parse(body) as Record<string, Record<string, unknown> | string | undefined>;
  const rootName =
    doc.urlset !== undefined ? 'urlset' : doc.sitemapindex !== undefined ? 'sitemapindex' : null;
  if (!rootName) return [...problems, 'root is neither urlset nor sitemapindex'];
  const root = doc[rootName];
  const fields = typeof root === 'object' ? root : {};
  if (fields['@xmlns'] !== NAMESPACE) problems.push(`${rootName} is not in ${NAMESPACE}`);
  const entries = (fields[rootName === 'urlset' ? 'url' : 'sitemap'] ?? []) as Entry[];
  if (entries.length > MAX_ENTRIES) problems.push(`${entries.length} entries, over 50,000`);
  const folder = folderOf(sitemapUrl);

  for (const [index, entry] of entries.entries()) {
    const where = `${rootName} entry ${index + 1}`;
    const locs = entry.loc ?? [];
    if (locs.length !== 1) {
      problems.push(`${where}: ${locs.length} loc elements`);
      continue;
    }
    const loc = String(locs[0]);
    if (loc.length >= MAX_LOC) problems.push(`${where}: loc of ${loc.length} characters`);
    if (!ESCAPED_URL.test(loc)) problems.push(`${where}: loc not URL-escaped: ${loc}`);
    let url: URL;
    try {
      url = new URL(loc);
    } catch {
      problems.push(`${where}: loc is no absolute URL: ${loc}`);
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${where}: loc is not http(s): ${loc}`);
    }
    if (url.protocol !== sitemapUrl.protocol || url.host !== sitemapUrl.host) {
      problems.push(`${where}: ${loc} is on another protocol or host than ${location}`);
    } else if (rootName === 'urlset' && !url.href.startsWith(folder)) {
      problems.push(`${where}: ${loc} is not below ${folder}, where the sitemap is`);
    }
    const lastmods = entry.lastmod ?? [];
    if (lastmods.length > 1) problems.push(`${where}: ${lastmods.length} lastmod elements`);
    for (const lastmod of lastmods) {
      if (!W3C_DATETIME.test(String(lastmod))) {
        problems.push(`${where}: lastmod ${String(lastmod)} is no W3C Datetime`);
      }
    }
    if (rootName === 'urlset') {
      const { changefreq, priority } = entry as { changefreq?: unknown; priority?: unknown };
      if (changefreq !== undefined && !CHANGEFREQ.has(String(changefreq))) {
        problems.push(`${where}: changefreq ${String(changefreq)}`);
      }
      if (priority !== undefined && !/^(0(\.\d+)?|1(\.0+)?)$/.test(String(priority))) {
        problems.push(`${where}: priority ${String(priority)}`);
      }
    }
  }
  return problems;
}
