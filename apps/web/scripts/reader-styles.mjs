// The web build's last step (ADR 016): the reader stylesheet. Renders the sample reader pages
// with the server renderer just built, writes the styles they share to
// dist/assets/reader-<hash>.css (long-cached like every asset) and, beside the renderer,
// dist-ssr/reader-styles.json, which tells it what a page may leave out of its HTML.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const renderer = await import(pathToFileURL(path.join(web, 'dist-ssr/entry-server.js')).href);
const { css, ids } = await renderer.sampleReaderStyles();
const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
const file = `assets/reader-${hash}.css`;
writeFileSync(path.join(web, 'dist', file), css);
writeFileSync(
  path.join(web, 'dist-ssr/reader-styles.json'),
  JSON.stringify({ href: `/${file}`, ids, css }),
);
console.log(
  `reader stylesheet: dist/${file}, ${(css.length / 1000).toFixed(1)} KB, ${ids.length} rules`,
);
