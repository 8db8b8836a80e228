import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrRenderer, SsrServerHooks } from '@helionews/contracts';

/** The built web app: the page template, its server renderer, and the CSP hashes it needs. */
export interface WebBundle {
  distDir: string;
  template: string;
  /** sha256 sources ('sha256-...') of the template's inline scripts (the theme script). */
  inlineScriptHashes: string[];
  createRenderer: ((hooks: SsrServerHooks) => SsrRenderer) | null;
}

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Loads apps/web/dist (client) and apps/web/dist-ssr (renderer) when they were built; null when
 * the web app was not built (the API alone, e.g. most tests).
 */
export async function loadWebBundle(distDir: string | null): Promise<WebBundle | null> {
  if (distDir === null) return null;
  const templatePath = path.join(distDir, 'index.html');
  if (!existsSync(templatePath)) return null;
  const template = await readFile(templatePath, 'utf8');
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  let createRenderer: WebBundle['createRenderer'] = null;
  if (existsSync(entry)) {
    const module = (await import(pathToFileURL(entry).href)) as {
      createRenderer: (hooks: SsrServerHooks) => SsrRenderer;
    };
    createRenderer = module.createRenderer;
  }
  return { distDir, template, inlineScriptHashes: inlineScriptHashes(template), createRenderer };
}
