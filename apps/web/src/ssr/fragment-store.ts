import type { EmotionCache } from '@emotion/cache';
import {
  FRAGMENT_CLASS,
  RECORDING_ATTRIBUTE,
  RECORDING_END_ATTRIBUTE,
  type AddressText,
  type FragmentScope,
  type PageAddress,
} from '@/lib/server-fragment';

/**
 * The server fragments' store (lib/server-fragment.tsx): one per renderer (each render worker
 * has its own), holding each fragment's markup with its address tokens, the texts that replace
 * them, and the styles its markup uses, so a page that reuses it sends them as if it had drawn it.
 */

/** One emotion rule a fragment's markup uses: its CSS, and whether it is a class (not global). */
interface FragmentStyle {
  css: string;
  registered: string | undefined;
}

interface StoredFragment {
  /** The fragment's inner markup, its address texts still tokens. */
  html: string;
  tokens: ReadonlyArray<{ token: string; build: AddressText }>;
  styles: ReadonlyMap<string, FragmentStyle>;
}

/** Fragments kept per renderer: a handful per publication and language. */
const MAX_FRAGMENTS = 400;

/**
 * What React writes for a text or an attribute value (its escapeTextForBrowser), not
 * ssr/head/escape.ts's escapeHtml (`&#39;` for `'`, CR escaped): a page must be the same bytes
 * whether it drew a fragment or reused it.
 */
function escapeAsReact(text: string): string {
  return text.replace(/["&'<>]/g, (char) => {
    switch (char) {
      case '"':
        return '&quot;';
      case '&':
        return '&amp;';
      case "'":
        return '&#x27;';
      case '<':
        return '&lt;';
      default:
        return '&gt;';
    }
  });
}

function withTexts(
  html: string,
  tokens: ReadonlyArray<{ token: string; build: AddressText }>,
  here: PageAddress,
): string {
  let out = html;
  for (const { token, build } of tokens) out = out.replaceAll(token, escapeAsReact(build(here)));
  return out;
}

/** The render's view of the store: what `FragmentScope` needs, then `finish` on its markup. */
export interface FragmentRender {
  scope: FragmentScope;
  /** The page's markup with every token replaced; records what was missing. */
  finish(html: string): string;
  /** How many fragments this render reused. */
  readonly reused: number;
}

interface Recording {
  key: string;
  tokens: Array<{ token: string; build: AddressText }>;
  /** The rules emotion had inserted when the fragment started. */
  insertedBefore: ReadonlySet<string>;
  /** The rules its components inserted; null until they have all rendered. */
  insertedByIt: string[] | null;
}

export interface FragmentStore {
  /**
   * A render's scope. `baseKey` holds what every fragment of the page follows from (publication
   * and its settings, language, year, the address's prefix); `here` is the page's address.
   */
  begin(baseKey: string, here: PageAddress, cache: EmotionCache): FragmentRender;
  readonly size: number;
}

/**
 * `maxFragments` 0 keeps none: every page draws its fragments (with the same wrappers), as the
 * renderer's tests compare.
 */
export function createFragmentStore(maxFragments = MAX_FRAGMENTS): FragmentStore {
  const stored = new Map<string, StoredFragment>();

  const keep = (key: string, fragment: StoredFragment) => {
    if (maxFragments <= 0) return;
    stored.delete(key);
    stored.set(key, fragment);
    if (stored.size > maxFragments) {
      const oldest = stored.keys().next().value;
      if (oldest !== undefined) stored.delete(oldest);
    }
  };

  return {
    get size() {
      return stored.size;
    },
    begin(baseKey, here, cache) {
      const recordings: Recording[] = [];
      let reused = 0;
      const scope: FragmentScope = {
        markupOf(key) {
          const fragment = stored.get(`${baseKey}|${key}`);
          if (!fragment) return null;
          // Most recently used last: the oldest unused is the one dropped.
          keep(`${baseKey}|${key}`, fragment);
          reused += 1;
          // Its rules join this render's, as if its components had inserted them here.
          for (const [id, style] of fragment.styles) {
            if (cache.inserted[id] === undefined) cache.inserted[id] = style.css;
            if (style.registered !== undefined) {
              cache.registered[`${cache.key}-${id}`] ??= style.registered;
            }
          }
          return withTexts(fragment.html, fragment.tokens, here);
        },
        record(key) {
          recordings.push({
            key: `${baseKey}|${key}`,
            tokens: [],
            insertedBefore: new Set(Object.keys(cache.inserted)),
            insertedByIt: null,
          });
          return recordings.length - 1;
        },
        token(id, build) {
          const recording = recordings[id];
          if (!recording) return build(here);
          // A path: a router link resolves a relative one against the page, an absolute one not.
          const token = `/__hn_fragment_${id}_${recording.tokens.length}__`;
          recording.tokens.push({ token, build });
          return token;
        },
        recorded(id) {
          const recording = recordings[id];
          if (!recording) return;
          const before = recording.insertedBefore;
          recording.insertedByIt = Object.keys(cache.inserted).filter((id) => !before.has(id));
        },
      };

      const finish = (html: string): string => {
        let page = html;
        recordings.forEach((recording, id) => {
          const open = `<div class="${FRAGMENT_CLASS}" ${RECORDING_ATTRIBUTE}="${id}">`;
          const close = `<template ${RECORDING_END_ATTRIBUTE}="${id}"></template></div>`;
          const start = page.indexOf(open);
          const end = start < 0 ? -1 : page.indexOf(close, start);
          if (start < 0 || end < 0) return;
          const inner = page.slice(start + open.length, end);
          if (recording.insertedByIt !== null) {
            keep(recording.key, {
              html: inner,
              tokens: recording.tokens,
              styles: stylesOf(inner, cache, recording),
            });
          }
          // The page itself: the same wrapper a reused fragment has, no markers.
          page = `${page.slice(0, start)}<div class="${FRAGMENT_CLASS}">${inner}</div>${page.slice(end + close.length)}`;
        });
        for (const recording of recordings) page = withTexts(page, recording.tokens, here);
        return page;
      };
      return {
        scope,
        finish,
        get reused() {
          return reused;
        },
      };
    },
  };
}

/**
 * The rules a fragment needs: the classes its markup names, and whatever its components inserted
 * while they rendered (global rules, which no class names).
 */
function stylesOf(
  html: string,
  cache: EmotionCache,
  recording: Recording,
): Map<string, FragmentStyle> {
  const styles = new Map<string, FragmentStyle>();
  const add = (id: string) => {
    const css = cache.inserted[id];
    if (typeof css !== 'string' || styles.has(id)) return;
    styles.set(id, { css, registered: cache.registered[`${cache.key}-${id}`] });
  };
  for (const id of recording.insertedByIt ?? []) add(id);
  const classes = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  for (const match of html.matchAll(classes)) if (match[1]) add(match[1]);
  return styles;
}
