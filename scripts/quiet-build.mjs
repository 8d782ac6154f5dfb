// `astro build` for `npm start`'s first start: the full log goes to a file, the terminal gets one
// line when it is done, plus any warning or error. A failed build prints its whole log, so
// nothing that matters is hidden. Plain JavaScript: start.mjs runs before anything is built.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASTRO = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
const COMPILE_MESSAGES = fileURLToPath(new URL('./compile-messages.mjs', import.meta.url));

// Astro's logger marks warnings and errors; Vite and Node errors start with "error" or "Error".
const NOTABLE = /\[(?:WARN|ERROR)\]|^\s*(?:\S+\s+)?error\b/i;
// Warnings weighed and settled, with the reason, so they do not greet every first start:
// - Shiki colours code with inline styles; the Content-Security-Policy allows inline styles on
//   purpose (style-src 'unsafe-inline', scripts stay hash-only: src/csp/policy.ts).
const SETTLED = [/Shiki syntax highlighting uses inline styles that are not compatible with Content Security Policy/];

/**
 * Builds the site with `astro build …args`, printing through `print` only what needs reading.
 * Returns the build's exit status (0 when it succeeded).
 */
export function buildQuietly({ args = [], print = (line) => console.info(line) } = {}) {
  const started = Date.now();
  const logFile = join(mkdtempSync(join(tmpdir(), 'astro-build-')), 'build.log');
  // One file for both streams keeps their lines in the order they were written.
  const fd = openSync(logFile, 'w');
  let build;
  try {
    // The messages first (npm run i18n): the build and the server read them compiled.
    build = spawnSync(process.execPath, [COMPILE_MESSAGES], { cwd: ROOT, stdio: ['ignore', fd, fd] });
    if (build.status === 0)
      build = spawnSync(process.execPath, [ASTRO, 'build', ...args], { cwd: ROOT, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  const log = readFileSync(logFile, 'utf8');
  if (build.status !== 0) {
    print(log.trimEnd());
    print(
      `The build failed (${build.error?.message ?? build.signal ?? `exit code ${build.status}`}); its log is above and in ${logFile}.`,
    );
    return build.status ?? 1;
  }
  const notable = log
    .split('\n')
    .filter((line) => NOTABLE.test(line) && !SETTLED.some((settled) => settled.test(line)));
  for (const line of notable) print(line);
  if (notable.length > 0) print(`The whole build log is in ${logFile}.`);
  else rmSync(dirname(logFile), { recursive: true, force: true });
  print(`Built the site in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}
