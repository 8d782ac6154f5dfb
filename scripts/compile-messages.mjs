// `npm run i18n`: compiles every messages/{en,fr}.json into src/paraglide and src/paraglide-server.
// Plain JavaScript, as it runs right after npm install (on whatever Node installed it). It does
// nothing when the catalogs have not changed since the last compile: the compiler empties the
// folders it writes, which a running server or test suite must not see for nothing. And one
// compile at a time (parallel test runs), under a lock.
import { createHash } from 'node:crypto';
import fs, { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadProjectFromDirectory } from '@inlang/sdk';
import { compileProject, defaultCompilerOptions, writeOutput } from '@inlang/paraglide-js';
import { PARAGLIDE, PARAGLIDE_SERVER } from './paraglide-options.mjs';

const root = new URL('..', import.meta.url);
const cache = new URL('../node_modules/.cache/', import.meta.url);
const lock = new URL('compile-messages.lock', cache);
const stamp = new URL('compile-messages.hash', cache);
mkdirSync(cache, { recursive: true });

/** Everything a compile depends on: the options, the compiler's version, the catalogs. */
function inputsHash() {
  const hash = createHash('sha256');
  const settingsText = readFileSync(new URL('project.inlang/settings.json', root), 'utf8');
  const settings = JSON.parse(settingsText);
  hash.update(JSON.stringify([PARAGLIDE, PARAGLIDE_SERVER])).update(settingsText);
  hash.update(readFileSync(new URL('node_modules/@inlang/paraglide-js/package.json', root)));
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    for (const locale of settings.locales) hash.update(pattern).update(readFileSync(new URL(pattern.replace('{locale}', locale), root)));
  }
  return hash.digest('hex');
}

const compiled = () => [PARAGLIDE, PARAGLIDE_SERVER].every((options) => existsSync(new URL(`${options.outdir}/messages.js`, root)));
const upToDate = (hash) => compiled() && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;

const started = Date.now();
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    // A lock older than three minutes was left by a compile that died: take it over.
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > 180_000 || Date.now() - started > 180_000) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
try {
  const hash = inputsHash();
  if (!upToDate(hash)) {
    rmSync(stamp, { force: true });
    // The project read once for both outputs (what the compiler's compile() does for one).
    const project = await loadProjectFromDirectory({ path: fileURLToPath(new URL(PARAGLIDE.project, root)), fs });
    for (const options of [PARAGLIDE, PARAGLIDE_SERVER]) {
      const output = await compileProject({ compilerOptions: { ...defaultCompilerOptions, ...options }, project, projectPath: options.project });
      await writeOutput({ directory: fileURLToPath(new URL(options.outdir, root)), output, cleanDirectory: true, fs: fs.promises });
    }
    for (const problem of await project.errors.get()) console.warn(problem);
    await project.close();
    writeFileSync(stamp, hash);
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
// The compiler leaves a timer of its own running (its CLI exits the same way).
process.exit(0);
