// `npm run i18n`: compiles every messages/{en,fr}.json into src/paraglide and src/paraglide-server. Plain JavaScript, as
// it runs right after npm install (on whatever Node installed it). One compile at a time: the
// compiler empties the folder it writes, so two at once (parallel test runs) would trip on each other.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE, PARAGLIDE_SERVER } from './paraglide-options.mjs';

const lock = new URL('../node_modules/.cache/compile-messages.lock', import.meta.url);
mkdirSync(new URL('.', lock), { recursive: true });
const started = Date.now();
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    // A lock older than a minute was left by a compile that died: take it over.
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > 60_000 || Date.now() - started > 60_000) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
try {
  await compile(PARAGLIDE);
  await compile(PARAGLIDE_SERVER);
} finally {
  rmSync(lock, { recursive: true, force: true });
}
// The compiler leaves a timer of its own running (its CLI exits the same way).
process.exit(0);
