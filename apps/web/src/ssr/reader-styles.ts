/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';

/**
 * The reader stylesheet (ADR 016): the styles every reader page shares, collected at build time
 * by rendering sample pages (style-sampler.ts) into `dist/assets/reader-<hash>.css`. A page then
 * links it and inlines only what it adds: its own rules, and the colour variables where its
 * publication's branding differs from the default.
 */
export interface ReaderStylesheet {
  /** The stylesheet's address, e.g. /assets/reader-1a2b3c.css. */
  href: string;
  /** Emotion ids of the rules it holds. */
  ids: ReadonlySet<string>;
  /** Its top-level blocks (selector to declarations), to inline only what a page changes. */
  blocks: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** What the build writes beside the renderer (dist-ssr/reader-styles.json). */
export interface ReaderStylesManifest {
  href: string;
  ids: string[];
  css: string;
}

type Blocks = Map<string, Map<string, string>>;

/**
 * Plain `selector{a:b;c:d}` blocks, and plain blocks inside an `@media …{}` (the theme's dark
 * variables for a browser that ran no script, app/theme.ts), keyed `@media …{selector`; null when
 * the text has anything else (other at-rules, deeper nesting).
 */
export function parseBlocks(css: string): Blocks | null {
  const blocks: Blocks = new Map();
  let rest = css.trim();
  const block = /^([^{}@]+)\{([^{}]*)\}/;
  const media = /^(@media[^{}]+)\{((?:[^{}]+\{[^{}]*\})*)\s*\}/;
  const add = (selector: string, declarations: ReadonlyMap<string, string>) => {
    const known = blocks.get(selector) ?? new Map<string, string>();
    for (const [name, value] of declarations) known.set(name, value);
    blocks.set(selector, known);
  };
  while (rest.length > 0) {
    const plain = block.exec(rest);
    if (plain) {
      const [whole, selector = '', body = ''] = plain;
      add(selector.trim(), declarationsOf(body));
      rest = rest.slice(whole.length).trim();
      continue;
    }
    // An @media whose inner text holds plain blocks only (the pattern allows no deeper braces).
    const wrapped = media.exec(rest);
    const nested = wrapped && parseBlocks(wrapped[2] ?? '');
    if (!wrapped || !nested) return null;
    const [whole, query = ''] = wrapped;
    for (const [selector, declarations] of nested) {
      add(`${query.trim()}{${selector}`, declarations);
    }
    rest = rest.slice(whole.length).trim();
  }
  return blocks;
}

/** `a:b;c:d` as a map, in order. */
function declarationsOf(body: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
  }
  return declarations;
}

/** A block's own selector: after the `@media …{` of a nested one. */
const ownSelector = (key: string) => key.slice(key.lastIndexOf('{') + 1);

/** `css` cut into its top-level rules (an `@media` block is one rule, with its inner blocks). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return rules;
}

/**
 * `css` less what the stylesheet already declares with the same value: a publication's colour
 * variables become the handful that differ from the default's. A variable re-declared by an
 * earlier block here is declared again by every later block that sets it (the dark scheme after
 * the light one), so the cascade between the schemes stays as in `css`. Null when it cannot be
 * compared.
 */
export function blocksDifference(css: string, sheet: ReaderStylesheet): string | null {
  const blocks = parseBlocks(css);
  if (!blocks) return null;
  let out = '';
  const redeclared = new Set<string>();
  for (const [selector, declarations] of blocks) {
    const known = sheet.blocks.get(selector);
    if (!known) return null;
    const changed = [...declarations].filter(
      ([name, value]) => known.get(name) !== value || redeclared.has(name),
    );
    for (const [name] of changed) redeclared.add(name);
    if (changed.length > 0) {
      const body = changed.map(([name, value]) => `${name}:${value}`).join(';');
      // A block inside an @media is keyed `@media …{selector`: it closes twice.
      out += ownSelector(selector) === selector ? `${selector}{${body}}` : `${selector}{${body}}}`;
    }
  }
  return out;
}

export function readerStylesheetFrom(manifest: ReaderStylesManifest): ReaderStylesheet {
  const blocks = new Map<string, ReadonlyMap<string, string>>();
  // Only the plain blocks (the theme's variables) are ever compared.
  for (const rule of topLevelRules(manifest.css)) {
    const parsed = parseBlocks(rule);
    if (!parsed) continue;
    for (const [selector, declarations] of parsed) {
      if (!ownSelector(selector).startsWith('.')) blocks.set(selector, declarations);
    }
  }
  return { href: manifest.href, ids: new Set(manifest.ids), blocks };
}

/** The stylesheet the build made, or null (then every page inlines all its styles). */
export function loadReaderStylesheet(file: URL): ReaderStylesheet | null {
  try {
    if (!existsSync(file)) return null;
    return readerStylesheetFrom(JSON.parse(readFileSync(file, 'utf8')) as ReaderStylesManifest);
  } catch {
    return null;
  }
}
