import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrRenderer } from '@helionews/contracts';

/** The built web app: the page template, its server renderer, and the CSP hashes it needs. */
export interface WebBundle {
  distDir: string;
  template: string;
  /**
   * The reader pages' template (reader.html: the island loader instead of the whole app,
   * ADR 016); the app's template when the build has none.
   */
  readerTemplate: string;
  /** sha256 sources ('sha256-...') of the templates' inline scripts (theme, speculation rules). */
  inlineScriptHashes: string[];
  /**
   * Imports the server renderer (React, MUI and every page: the largest module graph of the
   * server), at most once; null when it was not built. The server loads it after it listens.
   */
  loadRenderer: (() => Promise<RendererFactory>) | null;
  /**
   * The built renderer's module file (dist-ssr/entry-server.js), which render worker threads
   * import (issue 31); absent for a renderer that exists only in this process (tests' stand-ins).
   */
  rendererEntry?: string | null;
}

export type RendererFactory = () => SsrRenderer;

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
  const readerPath = path.join(distDir, 'reader.html');
  const readerTemplate = existsSync(readerPath) ? await readFile(readerPath, 'utf8') : template;
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  let loading: Promise<RendererFactory> | null = null;
  const loadRenderer = () =>
    (loading ??= import(pathToFileURL(entry).href).then(
      (module: { createRenderer: RendererFactory }) => module.createRenderer,
    ));
  const hashes = [
    ...new Set([...inlineScriptHashes(template), ...inlineScriptHashes(readerTemplate)]),
  ];
  return {
    distDir,
    template,
    readerTemplate,
    inlineScriptHashes: hashes,
    loadRenderer: existsSync(entry) ? loadRenderer : null,
    rendererEntry: existsSync(entry) ? entry : null,
  };
}
