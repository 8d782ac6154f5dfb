// Finds a program that a Debian package provides, installing the package when it is missing
// and we run as root on Debian (CI, a fresh machine); otherwise says which command installs it.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const CACHE = fileURLToPath(new URL('../node_modules/.cache/debian-packages/', import.meta.url));

/** The version apt would install of `pkg`, or undefined when its lists do not know the package. */
function candidateVersion(pkg: string): string | undefined {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(policy.stdout ?? '')?.[1];
  return candidate && candidate !== '(none)' ? candidate : undefined;
}

/**
 * A file of a Debian package unpacked (not installed) under node_modules/.cache: for a package
 * that cannot be installed beside another (kubernetes-client and kubectl both own
 * /usr/bin/kubectl). Downloads with apt-get (updating the lists first when they do not know the
 * package and we run as root); undefined when the package cannot be had here.
 */
export function unpackDebianPackage(pkg: string, file: string): string | undefined {
  if (!existsSync('/etc/debian_version')) return undefined;
  let version = candidateVersion(pkg);
  if (!version && isRoot && !updated) {
    updated =
      spawnSync('apt-get', ['update', '-qq'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    version = candidateVersion(pkg);
  }
  if (!version) return undefined;
  const root = join(CACHE, `${pkg}_${version.replace(/[^\w.+~-]/g, '_')}`);
  const target = join(root, file);
  if (existsSync(target)) return target;
  const download = mkdtempSync(join(tmpdir(), `${pkg}-`));
  chmodSync(download, 0o777); // apt-get downloads as its own _apt user when it can
  try {
    console.info(`Unpacking Debian's ${pkg} ${version} into ${root}…`);
    spawnSync('apt-get', ['download', '-qq', `${pkg}=${version}`], { cwd: download, stdio: 'inherit' });
    const archive = readdirSync(download).find((name) => name.endsWith('.deb'));
    if (!archive) return undefined;
    mkdirSync(root, { recursive: true });
    spawnSync('dpkg-deb', ['-x', join(download, archive), root], { stdio: 'inherit' });
    return existsSync(target) ? target : undefined;
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
}
