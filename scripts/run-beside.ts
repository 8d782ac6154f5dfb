// Runs two npm scripts at once: `node scripts/run-beside.ts QUIET MAIN`. MAIN prints as it goes;
// QUIET's output is held and printed in one piece when it ends, so the two never interleave line
// by line. Exits with the first failure's code (0 when both pass).
//
// `npm test` runs the type check beside the end-to-end tests: nothing else writes Astro's
// generated types then (the unit tests include a full build, which does), and the check's single
// thread fits in the time the browsers leave.
import { spawn } from 'node:child_process';

const [quiet, main] = process.argv.slice(2);
if (!quiet || !main) {
  console.error('usage: node scripts/run-beside.ts QUIET_SCRIPT MAIN_SCRIPT');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script: string, held: boolean): Promise<number> {
  const child = spawn(npm, ['run', '--silent', script], { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      if (held)
        process.stdout.write(`\n> npm run ${script} (run beside the tests)\n${Buffer.concat(chunks).toString()}\n`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const codes = await Promise.all([run(quiet, true), run(main, false)]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
