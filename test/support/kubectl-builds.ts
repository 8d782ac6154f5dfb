// The kubectl builds the tests drive: the machine's own (Debian's `kubectl` package, or Google's,
// when it is newer than 1.20) and Debian's `kubernetes-client` 1.20. The two packages both own
// /usr/bin/kubectl, so whichever is not installed is unpacked from its package into a cache
// folder. KUBECTL=/path runs the tests with that one build instead.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findOrInstall, unpackDebianPackage } from '../../scripts/debian-package.ts';

export type KubectlBuild = { path: string; version: string; minor: number };

/** The client version of a kubectl binary, or undefined when it does not run. */
export function kubectlVersion(path: string): KubectlBuild | undefined {
  try {
    const output = execFileSync(path, ['version', '--client', '-o', 'json'], { encoding: 'utf8', timeout: 30_000 });
    const client = (JSON.parse(output) as { clientVersion?: { gitVersion?: string; minor?: string } }).clientVersion;
    const version = client?.gitVersion ?? '';
    return { path, version, minor: Number.parseInt(client?.minor ?? /^v1\.(\d+)/.exec(version)?.[1] ?? '0', 10) };
  } catch {
    return undefined;
  }
}

/**
 * The builds to run, oldest last, and why one is missing when it is. Debian's 1.20 can always be
 * installed (`.ci/run` does; this installs it when missing): without it this throws, so a suite
 * never passes with no kubectl run. A newer build is run when the machine has one (Debian's
 * repositories hold none): its absence is only reported.
 */
export function kubectlBuilds(): { builds: KubectlBuild[]; missing: string[] } {
  const chosen = process.env.KUBECTL;
  if (chosen) {
    const build = kubectlVersion(chosen);
    if (!build) throw new Error(`KUBECTL=${chosen} does not run`);
    return { builds: [build], missing: [] };
  }
  const installedPath =
    ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((path) => existsSync(path)) ??
    findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);
  const installed = kubectlVersion(installedPath);
  const legacy =
    installed && installed.minor <= 20
      ? installed
      : kubectlVersionOf(unpackDebianPackage('kubernetes-client', 'usr/bin/kubectl'));
  const current = installed && installed.minor > 20 ? installed : undefined;
  if (!legacy)
    throw new Error(
      "Debian's kubernetes-client 1.20 is missing and could not be installed (apt-get install kubernetes-client, or apt-get download kubernetes-client, failed)",
    );
  const builds = [current, legacy].filter((build): build is KubectlBuild => build !== undefined);
  const missing = [
    ...(current
      ? []
      : [
          'a kubectl newer than 1.20 (Debian packages only kubernetes-client 1.20; install the `kubectl` package from the Kubernetes repository, or set KUBECTL)',
        ]),
  ];
  return { builds, missing };
}

function kubectlVersionOf(path: string | undefined): KubectlBuild | undefined {
  return path ? kubectlVersion(path) : undefined;
}

let firstBuild: KubectlBuild | undefined;

/**
 * Runs the first of the machine's kubectl builds with `kubeconfig` (its folder as HOME and cache)
 * and answers its standard output; a non-zero exit rejects with its standard error.
 */
export function runKubectl(kubeconfig: string, args: readonly string[]): Promise<string> {
  firstBuild ??= kubectlBuilds().builds[0];
  const build = firstBuild;
  if (!build) throw new Error('no kubectl on this machine');
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(kubeconfig, '..'), KUBECONFIG: kubeconfig };
  return new Promise((resolve, reject) => {
    execFile(
      build.path,
      [`--cache-dir=${join(kubeconfig, '..', 'cache')}`, ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
    );
  });
}
