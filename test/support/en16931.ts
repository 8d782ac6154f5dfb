import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The European Commission's EN 16931 validation artefacts, run by ../shared/validators/en16931/
// validate (XML Schema + Schematron, Saxon-HE): one file per run, about 2 s each, so a test
// validates its files in parallel, as many at once as the machine has cores.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The validator, beside the project. */
export const EN16931_VALIDATOR = resolve(ROOT, '../shared/validators/en16931/validate');

export type Validation = { file: string; fatal: number; warnings: number; exitCode: number; output: string };

// The validator installs its Debian packages when they are missing; two installs at once fail
// on dpkg's lock, so a process's first validation holds a lock file that the others wait for.
const INSTALL_LOCK = resolve(tmpdir(), 'en16931-validator-install.lock');
let installed = false;

function validateOne(file: string): Promise<Validation> {
  const [command, args] = installed ? [EN16931_VALIDATOR, [file]] : ['flock', [INSTALL_LOCK, EN16931_VALIDATOR, file]];
  return new Promise((done) => {
    execFile(command, args, { maxBuffer: 4 * 1024 * 1024, timeout: 300_000 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      const counts = /en16931: (\d+) fatal, (\d+) warning/.exec(output);
      const exitCode = error ? (typeof error.code === 'number' ? error.code : 2) : 0;
      if (counts) installed = true;
      done({ file, fatal: counts ? Number(counts[1]) : -1, warnings: counts ? Number(counts[2]) : -1, exitCode, output });
    });
  });
}

/** Validates every file (an XML or a Factur-X PDF), `concurrency` at a time. */
export async function validateEn16931(files: string[], concurrency = Math.max(1, availableParallelism())): Promise<Validation[]> {
  if (!existsSync(EN16931_VALIDATOR)) throw new Error(`The EN 16931 validator is missing: ${EN16931_VALIDATOR}`);
  const results: Validation[] = new Array(files.length);
  let next = 0;
  // The first one alone: it may install the validator's packages.
  if (!installed && files.length > 0) results[next] = await validateOne(files[next++] as string);
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      results[index] = await validateOne(files[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return results;
}
