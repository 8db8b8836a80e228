// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server, which proxies
// /api to it. Open the URL Vite prints. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

// The `development` export condition makes @helionews/contracts resolve to its TypeScript source.
const env = {
  ...process.env,
  NODE_ENV: 'development',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=development`.trim(),
  INIT_CWD: process.env.INIT_CWD ?? root,
};
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@helionews/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exit(code);
    }
  });
}
