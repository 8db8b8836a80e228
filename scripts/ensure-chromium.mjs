// The browser tests drive Debian's Chromium at /usr/bin/chromium; nothing downloads a browser.
// Installs it when this process may (root), else says in one line how to.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install -y chromium" and run npm test again.`,
    );
    return false;
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0 ||
    !existsSync(CHROMIUM)
  ) {
    console.error(
      `Could not install Chromium: install it with "apt-get install -y chromium" and run npm test again.`,
    );
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await ensureChromium()) ? 0 : 1);
}
