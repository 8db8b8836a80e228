// `npm test`: the whole suite, in the order a reviewer would look: lint, types, unit and
// integration tests (server on a real database, web components), then the browser journeys.
import { spawn } from 'node:child_process';
import { bin, buildIfNeeded, root, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

/** Runs a command with its output held back, so that two can run at once and print in turn. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) =>
      resolve({ code: 1, output: `Could not run ${command}: ${error.message}\n` }),
    );
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Lint and typecheck are single-threaded and independent: on two cores they run side by side. */
async function lintAndTypecheck() {
  const results = await Promise.all([
    runQuietly('npm', ['run', 'lint', '--silent']),
    runQuietly('npm', ['run', 'typecheck', '--silent']),
  ]);
  for (const [name, { code, output }] of [
    ['lint', results[0]],
    ['typecheck', results[1]],
  ]) {
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`${code === 0 ? '✓' : '✗'} ${name}`);
  }
  return results.find(({ code }) => code !== 0)?.code ?? 0;
}

const steps = [
  ['lint and typecheck', lintAndTypecheck],
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
