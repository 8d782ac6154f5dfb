// Finds a program that a Debian package provides, installing the package when it is missing
// and we run as root on Debian (CI, a fresh machine); otherwise says which command installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = process.getuid?.() === 0;
let updated = false;

/** What `find` finds (e.g. the first existing path of a list), after installing `pkg` if nothing. */
export function findOrInstall(pkg: string, find: readonly string[] | (() => string | undefined)): string {
  const lookup = typeof find === 'function' ? find : () => find.find((path) => existsSync(path));
  const found = lookup();
  if (found) return found;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.info(`${pkg} is not installed: installing Debian's ${pkg} package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!updated) updated = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0;
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
    const installed = lookup();
    if (installed) return installed;
  }
  throw new Error(`${pkg} is needed here but not installed. Install it with: sudo apt-get install -y ${pkg}`);
}
