// Bundles the compiled server (dist/main.js and what it imports) into dist/server.js, the file
// every start runs (ADR 017), and each worker thread's module (dist/workers/*.js) into
// dist/workers-<name>.js beside it (ADR 030). A start then reads a handful of files instead of about 500 ES
// modules: Node 20 resolves, reads and compiles each one, which was most of a start's time.
//
// Bundled: the server's own modules, the contracts, and the ES-module libraries of many small
// files (zod, drizzle-orm, fastify-type-provider-zod, p-limit). Left to node_modules: every other
// dependency, in particular native addons (sharp, argon2), PGlite (its WebAssembly and data
// files sit beside its code) and whatever reads files next to its own code (@fastify/swagger-ui).
// What the server imports on demand (a database driver, nodemailer, rss-parser, feed) becomes a
// chunk of its own in dist/chunks/, loaded when first used.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverDir, 'dist');
const BUNDLED = new Set([
  '@helionews/contracts',
  'drizzle-orm',
  'fastify-type-provider-zod',
  'p-limit',
  'zod',
]);

const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(path.join(dist, 'chunks'), { recursive: true, force: true });
const started = performance.now();
const result = await build({
  // The server, and each worker thread's module (src/workers/, lib/thread-service.ts), which
  // paths.ts `workerEntry` finds beside it as dist/workers-<name>.js.
  entryPoints: {
    server: path.join(dist, 'main.js'),
    ...Object.fromEntries(
      readdirSync(path.join(dist, 'workers'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => [`workers-${file.slice(0, -3)}`, path.join(dist, 'workers', file)]),
    ),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  // The libraries bundled above are ES modules; the CommonJS ones stay in node_modules. Should a
  // bundled module still call require(), it gets Node's.
  banner: {
    js: "import { createRequire as helioCreateRequire } from 'node:module'; const require = helioCreateRequire(import.meta.url);",
  },
});
// Test support (src/test/, *.test-support.ts, *.test.ts) never ships: tsc leaves it out
// (tsconfig.json), and the bundle must not reach it through an import either.
const TEST_ONLY = /(?:^|[\\/])test[\\/]|\.test(?:-support)?\.(?:[cm]?[jt]s|d\.ts|js\.map)$/;
const reached = Object.keys(result.metafile.inputs).filter((input) => TEST_ONLY.test(input));
const compiled = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  TEST_ONLY.test(file),
);
if (reached.length > 0 || compiled.length > 0) {
  process.stderr.write(
    `server bundle: test support in the build (${[...reached, ...compiled.map((file) => `dist/${file}`)].join(', ')}); ` +
      'keep it in src/test/ or *.test-support.ts, imported by tests only\n',
  );
  process.exit(1);
}
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
const inputs = Object.keys(result.metafile.inputs).length;
process.stdout.write(
  `server bundle: ${inputs} modules into dist/server.js and ${outputs.length - 1} chunks, ` +
    `${(bytes / 1024).toFixed(0)} KB, in ${Math.round(performance.now() - started)} ms\n`,
);
