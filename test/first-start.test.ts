import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isKnownHarmlessWarning, onBuildWarning } from '../src/integrations/build-warnings.ts';
import { SLOW_TEST_MS } from './support/budgets.ts';

const QUIET_BUILD = fileURLToPath(new URL('../scripts/quiet-build.mjs', import.meta.url));
// Inside the project, so the pre-rendering step finds node_modules from the built files.
const SCRATCH = fileURLToPath(new URL('../.tmp/', import.meta.url));

/** Runs buildQuietly(args) in a child process, as `npm start` does; resolves with what it printed. */
function runQuietBuild(args: string[]): Promise<{ status: number | null; lines: string[] }> {
  const script = `const { buildQuietly } = await import(${JSON.stringify(QUIET_BUILD)}); process.exitCode = buildQuietly({ args: ${JSON.stringify(args)} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (status) => resolve({ status, lines: output.trimEnd().split('\n') }));
  });
}

describe("npm start's first build", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(
    'prints one line for the whole build, with no warning, leaving the log to the server and its URL',
    async () => {
      await mkdir(SCRATCH, { recursive: true });
      const outDir = await mkdtemp(join(SCRATCH, 'quiet-build-'));
      dirs.push(outDir);
      const { status, lines } = await runQuietBuild(['--outDir', outDir]);
      expect(status).toBe(0);
      expect(lines).toEqual([expect.stringMatching(/^Built the site in \d+\.\d s\.$/)]);
    },
    SLOW_TEST_MS,
  );

  it('prints the whole log when the build fails, so the error is never hidden', async () => {
    const { status, lines } = await runQuietBuild(['--config', 'no-such-astro.config.mjs']);
    expect(status).not.toBe(0);
    expect(lines.join('\n')).toMatch(/no-such-astro\.config\.mjs/);
    expect(lines.at(-1)).toMatch(/^The build failed \(exit code \d+\); its log is above and in .+build\.log\.$/);
  });
});

describe('build warnings', () => {
  const directive = {
    code: 'MODULE_LEVEL_DIRECTIVE',
    message:
      'The semantics of the module level directive "use astro:head-inject" in "src/content/docs/api.mdx?astroPropagatedAssets" may not be preserved when bundling.',
  };

  it("drops only the MDX pages' head-inject directive warning", () => {
    const kept: unknown[] = [];
    onBuildWarning(directive, (warning) => kept.push(warning));
    const other = [
      {
        code: 'MODULE_LEVEL_DIRECTIVE',
        message: 'The semantics of the module level directive "use client" may not be preserved',
      },
      { code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency: a.ts -> b.ts -> a.ts' },
      { message: 'a warning without a code' },
    ];
    for (const warning of other) onBuildWarning(warning, (passed) => kept.push(passed));
    expect(kept).toEqual(other);
    expect(isKnownHarmlessWarning(directive)).toBe(true);
  });

  it('stops the build on a call of a message that does not exist', () => {
    const missing = {
      code: 'IMPORT_IS_UNDEFINED',
      message:
        "Import `orders_title` will always be undefined because there is no matching export in 'src/paraglide/messages/_index.js'",
    };
    expect(() => onBuildWarning(missing, () => undefined)).toThrow(/orders_title/);
  });
});
