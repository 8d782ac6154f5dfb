import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** `GET /api/version/summary`: displayVersion and environment. */
export const versionSummarySchema = z.object({
  displayVersion: z.string().meta({ example: 'v1.5.0 (3f9c2ab)' }),
  environment: z.string().meta({ example: 'production' }),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** The running build's version and commit, read once at start (frozen: its JSON is made once). */
export function readVersionSummary(environment: string): Readonly<VersionSummary> {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const commit = process.env.GIT_COMMIT?.slice(0, 7) ?? readGitCommit();
  return Object.freeze({ displayVersion: commit ? `v${pkg.version} (${commit})` : `v${pkg.version}`, environment });
}

function readGitCommit(): string | undefined {
  try {
    const cwd = new URL('../../..', import.meta.url);
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}
