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

/** Plain `selector{a:b;c:d}` blocks; null when the text has nested rules (at-rules). */
export function parseBlocks(css: string): Blocks | null {
  const blocks: Blocks = new Map();
  let rest = css.trim();
  const block = /^([^{}@]+)\{([^{}]*)\}/;
  while (rest.length > 0) {
    const match = block.exec(rest);
    if (!match) return null;
    const [whole, selector = '', body = ''] = match;
    const declarations = blocks.get(selector.trim()) ?? new Map<string, string>();
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) {
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
      }
    }
    blocks.set(selector.trim(), declarations);
    rest = rest.slice(whole.length).trim();
  }
  return blocks;
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
      out += `${selector}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    }
  }
  return out;
}

export function readerStylesheetFrom(manifest: ReaderStylesManifest): ReaderStylesheet {
  const blocks = new Map<string, ReadonlyMap<string, string>>();
  // Only the plain blocks (the theme's variables) are ever compared.
  for (const rule of manifest.css.split(/(?<=\})/)) {
    const parsed = parseBlocks(rule);
    if (!parsed) continue;
    for (const [selector, declarations] of parsed) {
      if (!selector.startsWith('.')) blocks.set(selector, declarations);
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
