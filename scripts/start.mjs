// `npm start`: builds what is out of date, then runs the server in the foreground. The server
// itself migrates, seeds an empty database and prints where it listens and the admin login.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './lib.mjs';

await buildIfNeeded();

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
