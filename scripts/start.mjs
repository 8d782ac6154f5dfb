// `npm start`: build once if needed (quietly: see quiet-build.mjs), then run the server, which
// prints the URL to open as its last line.
import { existsSync, statSync } from 'node:fs';

await import('./require-node.mjs');
const { buildQuietly } = await import('./quiet-build.mjs');

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
const stamp = (url) => (existsSync(url) ? statSync(url).mtimeMs : 0);
if (!existsSync(entry) || stamp(new URL('../package-lock.json', import.meta.url)) > stamp(entry)) {
  console.info('Building the site (first start only; it can take a minute)…');
  const status = buildQuietly();
  if (status !== 0) process.exit(status);
}

// Same process, so SIGTERM and SIGINT reach the server's graceful shutdown directly.
await import('../src/server/main.ts');
