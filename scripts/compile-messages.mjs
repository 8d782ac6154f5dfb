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
import { PARAGLIDE, PARAGLIDE_SERVER, STATIC_LOCALE } from './paraglide-options.mjs';

const root = new URL('..', import.meta.url);
const cache = new URL('../node_modules/.cache/', import.meta.url);
const lock = new URL('compile-messages.lock', cache);
const stamp = new URL('compile-messages.hash', cache);
mkdirSync(cache, { recursive: true });

/** Everything a compile depends on: the options, this script, the compiler's version, the catalogs. */
function inputsHash() {
  const hash = createHash('sha256');
  const settingsText = readFileSync(new URL('project.inlang/settings.json', root), 'utf8');
  const settings = JSON.parse(settingsText);
  hash
    .update(JSON.stringify([PARAGLIDE, PARAGLIDE_SERVER, STATIC_LOCALE]))
    .update(settingsText)
    .update(readFileSync(new URL(import.meta.url)));
  hash.update(readFileSync(new URL('node_modules/@inlang/paraglide-js/package.json', root)));
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    for (const locale of settings.locales)
      hash.update(pattern).update(readFileSync(new URL(pattern.replace('{locale}', locale), root)));
  }
  return hash.digest('hex');
}

/**
 * A browser message picks its language from STATIC_LOCALE.global first, which nothing sets: in
 * `astro dev` and the tests it follows the page, and after `astro build` the per-language scripts
 * pass (src/integrations/per-language-scripts.ts) replaces it with a literal in each language's copy
 * of the scripts, so the other language's strings are dropped from it.
 */
function markStaticLocale(output) {
  const from = `const locale = experimentalStaticLocale ?? options.locale`;
  const to = `const locale = ${STATIC_LOCALE.global} ?? options.locale`;
  for (const [file, code] of Object.entries(output)) {
    if (!file.startsWith('messages/') || !file.endsWith('.js') || file === 'messages/_index.js') continue;
    if (!code.includes(from))
      throw new Error(`${file}: the compiled message no longer reads "${from}" (paraglide changed its output)`);
    if (!code.includes(BROWSER_RUNTIME_IMPORT))
      throw new Error(`${file}: the compiled message imports more of the runtime than the browser's has`);
    // The runtime's constant is no longer read: an unused import is a warning of `astro check` per message.
    output[file] = code.replace(from, to).replace(BROWSER_RUNTIME_IMPORT, `import { getLocale } from '../runtime.js';`);
  }
}

// What the compiled messages import from the runtime: all a browser needs of it, with
// overwriteGetLocale for src/shared/i18n/locale.ts (the page's <html lang>). The compiler's
// runtime also carries URL, cookie and request strategies the site does not use in a browser
// (about 1.3 kB gzip on every page); the server keeps it whole (src/paraglide-server).
const BROWSER_RUNTIME_IMPORT = `import { getLocale, experimentalStaticLocale } from '../runtime.js';`;

function browserRuntime(locales, baseLocale) {
  return `// Written by scripts/compile-messages.mjs for browsers in place of the compiler's runtime.
export const baseLocale = ${JSON.stringify(baseLocale)};
export const locales = /** @type {const} */ (${JSON.stringify(locales)});
export const experimentalStaticLocale = undefined;
export let getLocale = () => baseLocale;
export const overwriteGetLocale = (fn) => {
  getLocale = fn;
};
`;
}

/** The browser's output: messages that read the static language first, a runtime cut to their needs. */
function forBrowsers(output, settings) {
  markStaticLocale(output);
  output['runtime.js'] = browserRuntime(settings.locales, settings.baseLocale);
}

const compiled = () =>
  [PARAGLIDE, PARAGLIDE_SERVER].every((options) => existsSync(new URL(`${options.outdir}/messages.js`, root)));
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
      const output = await compileProject({
        compilerOptions: { ...defaultCompilerOptions, ...options },
        project,
        projectPath: options.project,
      });
      if (options === PARAGLIDE) forBrowsers(output, await project.settings.get());
      await writeOutput({
        directory: fileURLToPath(new URL(options.outdir, root)),
        output,
        cleanDirectory: true,
        fs: fs.promises,
      });
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
