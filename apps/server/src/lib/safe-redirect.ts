/**
 * Every `Location` the server builds from a request path goes through here, so that a redirect
 * always stays on the site that answered it.
 *
 * A browser resolves `Location: //evil.example/x` (and `/\evil.example/x`, since it reads a
 * backslash as a slash in http(s) URLs, and tabs or newlines it silently drops) against the
 * current page as another host. A path that reaches a redirect is therefore normalized first:
 * its leading run of slashes and backslashes, written plainly or percent-encoded, becomes one
 * '/'; anything with a control character, whitespace or a scheme is refused outright and sends
 * the reader home instead.
 */

/** Where a refused path leads: the front page of the site that answered. */
export const SAFE_REDIRECT_FALLBACK = '/';

/** Any origin would do: it only tells whether a value stays on the site it is resolved against. */
const PROBE_ORIGIN = 'http://same-site.invalid';

// Raw or percent-encoded: C0 controls, space, DEL (a browser strips some and rewrites others).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0020\u007f]|%(?:[01][0-9a-f]|20|7f)/i;
/** In the query, where nothing names a host, only raw ones matter (they would break the header). */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f]/;
/** One or more slashes or backslashes, written plainly or as %2f / %5c. */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;
/** `javascript:`, `data:`, `http:` … at the start, where a scheme would be read. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The same-site path (with `search`, e.g. '?page=2', appended) a redirect to `path` may name, or
 * '/' when `path` is not one. `path` is what the request named, e.g. the remainder of
 * '/tenant/{unknown}/...'.
 */
export function sameSiteLocation(path: string, search = ''): string {
  if (CONTROL.test(path) || RAW_CONTROL.test(search)) return SAFE_REDIRECT_FALLBACK;
  const rest = path.replace(LEADING_SEPARATORS, '');
  if (SCHEME.test(rest) || SCHEME.test(safeDecode(rest))) return SAFE_REDIRECT_FALLBACK;
  // Backslashes are path separators to a browser: none is left to be read as one later.
  const candidate = `/${rest.replace(/\\/g, '/')}${search.startsWith('?') ? search : ''}`;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return SAFE_REDIRECT_FALLBACK;
  }
  // Belt and braces: whatever the rules above missed, the result must resolve to this site,
  // and must not begin with something a browser reads as a host ('//', also once decoded).
  if (url.origin !== PROBE_ORIGIN) return SAFE_REDIRECT_FALLBACK;
  if (LEADING_SEPARATORS.test(safeDecode(candidate).slice(1))) return SAFE_REDIRECT_FALLBACK;
  return encodedLocation(candidate);
}

/** Anything a header may not carry as it is: non-ASCII (and a space left in the query). */
const NOT_HEADER_SAFE = /[^\u0021-\u007e]+/g;
/** Half of a UTF-16 pair without the other half: no character, and nothing UTF-8 can encode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The location as a header can carry it: every character outside printable ASCII ('✓', 'é', a
 * space in the query) percent-encoded as UTF-8, as a browser would; what is already ASCII,
 * escapes included, is left exactly as it was (so no '/%2e%2e//' is normalized into '//').
 * A lone surrogate becomes U+FFFD first, which encodeURIComponent can encode.
 */
function encodedLocation(location: string): string {
  return location
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(NOT_HEADER_SAFE, (run) => encodeURIComponent(run));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
