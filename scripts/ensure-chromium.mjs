// The browser tests drive Debian's Chromium at /usr/bin/chromium, and the HTML journey runs the
// W3C Nu checker (the vnu-jar package) with Java; nothing downloads a browser or a runtime.
// Installs what is missing from Debian's packages when this process may (root), else says in
// one line how to.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JAVA_PACKAGE = 'openjdk-17-jre-headless';

function hasJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What the browser journeys need and this machine lacks, as Debian package names. */
function missingPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasJava()) missing.push(JAVA_PACKAGE);
  return missing;
}

export async function ensureChromium() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!isRoot) {
    console.error(
      `The browser tests need ${missing.join(' and ')}: install with "sudo ${command}" and run npm test again.`,
    );
    return false;
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the browser tests (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', ...missing], { env })) !== 0 ||
    missingPackages().length > 0
  ) {
    console.error(
      `Could not install ${missing.join(' and ')}: run "${command}" and npm test again.`,
    );
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await ensureChromium()) ? 0 : 1);
}
