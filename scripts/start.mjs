// `npm start`: build once if needed, then run the server (which prints the URL to open).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

await import('./require-node.mjs');

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
const stamp = (url) => (existsSync(url) ? statSync(url).mtimeMs : 0);
if (!existsSync(entry) || stamp(new URL('../package-lock.json', import.meta.url)) > stamp(entry)) {
  console.info('Building the site (first start)…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: new URL('..', import.meta.url),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Same process, so SIGTERM and SIGINT reach the server's graceful shutdown directly.
await import('../src/server/main.ts');
