/**
 * Unpaired UTF-16 surrogates in parsed JSON. `JSON.parse('"\ud800"')` gives a string that no
 * Unicode encoding can hold: written to a text column it turns into U+FFFD without a word, and
 * in a jsonb value PostgreSQL refuses the whole statement ("invalid input syntax for type json").
 * A request body that holds one is refused (plugins/errors.ts) before any route reads it.
 */

/** A JSON escape of a surrogate (\uD800-\uDFFF): text without one cannot hold an unpaired one. */
const SURROGATE_ESCAPE = /\\u[dD][89abcdefABCDEF]/;

/** A surrogate standing alone: in a `u` expression a pair is one code point, so only these match. */
const UNPAIRED = /\p{Cs}/u;

export const UNPAIRED_SURROGATE_MESSAGE = 'must not contain an unpaired UTF-16 surrogate';

/** Whether JSON text may hold an unpaired surrogate once parsed (a fast test of the raw body). */
export function mayHoldUnpairedSurrogate(json: string): boolean {
  return SURROGATE_ESCAPE.test(json);
}

/** A place in the body: its key, under its parent's (a chain, so that nothing is copied per level). */
interface Place {
  key: string;
  parent: Place | null;
}

/** A place as the validation errors name fields; the first levels only, for a body nested deep. */
function named(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at; at = at.parent) keys.push(at.key);
  keys.reverse();
  return keys.length > 12 ? `${keys.slice(0, 12).join('.')}...` : keys.join('.');
}

/**
 * Where `value` holds a string (or an object key) with an unpaired surrogate: paths from `root`,
 * dotted like the validation errors' fields ('body.tagline', 'body.roles.0.tenant'), at most
 * `limit` of them.
 */
export function unpairedSurrogatePaths(value: unknown, root = 'body', limit = 20): string[] {
  const found: string[] = [];
  // A stack, not recursion: a body may nest ten thousand levels deep.
  const pending: [unknown, Place][] = [[value, { key: root, parent: null }]];
  while (pending.length > 0 && found.length < limit) {
    const [node, place] = pending.pop() as [unknown, Place];
    if (typeof node === 'string') {
      if (UNPAIRED.test(node)) found.push(named(place));
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1) {
        pending.push([node[index], { key: String(index), parent: place }]);
      }
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node).reverse()) {
        // A key is stored too (a map of links, a record of details): its place is its object's.
        pending.push(UNPAIRED.test(key) ? [key, place] : [item, { key, parent: place }]);
      }
    }
  }
  return found;
}
