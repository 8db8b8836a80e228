// `npm test`: the whole suite, in the order a reviewer would look: lint, types, unit and
// integration tests (server on a real database, web components), then the browser journeys.
import { bin, buildIfNeeded, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['lint', () => run('npm', ['run', 'lint', '--silent'])],
  ['typecheck', () => run('npm', ['run', 'typecheck', '--silent'])],
  ['unit and integration tests', () => run(bin('vitest'), ['run'])],
  [
    'browser journeys (Playwright, Chromium)',
    async () => {
      if (!(await ensureChromium())) return 1;
      await buildIfNeeded();
      return run('npm', ['test', '-w', '@helionews/e2e', '--silent']);
    },
  ],
];

const started = Date.now();
for (const [name, step] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await step();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (${seconds}s)`);
    process.exit(code);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
