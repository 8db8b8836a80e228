// The edge cache of `npm run cluster -- --edge varnish` and its tests: Debian's Varnish 7 and
// varnish-modules (the xkey module). Installs what is missing from Debian's packages when this
// process may (root), as ensure-chromium.mjs does; else says in one line how to. Nothing is
// downloaded at run time beyond apt-get's own packages.
import { ClusterError, findVarnishd, VARNISH_PACKAGES } from './cluster-lib.mjs';
import { run } from './lib.mjs';

function varnishReady() {
  try {
    findVarnishd();
    return null;
  } catch (error) {
    if (error instanceof ClusterError) return error.message;
    throw error;
  }
}

/** True once varnishd loads xkey; false (after one line on stderr) when it cannot be installed. */
export async function ensureVarnish() {
  if (varnishReady() === null) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = `apt-get install -y ${VARNISH_PACKAGES.join(' ')}`;
  if (!isRoot) {
    console.error(
      `The edge cache needs Varnish and its xkey module: install with "sudo ${command}".`,
    );
    return false;
  }
  console.log(
    `Installing Debian ${VARNISH_PACKAGES.join(' and ')} for the edge cache (apt-get)...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', ...VARNISH_PACKAGES], { env })) !== 0
  ) {
    console.error(`Could not install ${VARNISH_PACKAGES.join(' and ')}: run "${command}".`);
    return false;
  }
  const problem = varnishReady();
  if (problem) console.error(problem);
  return problem === null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await ensureVarnish()) ? 0 : 1);
}
