// Makes sure the end-to-end tests have a Chromium: never a test tool's browser download.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../e2e/chromium.ts';

const found = findChromium();
if (found) {
  console.info(`Chromium for end-to-end tests: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/etc/debian_version')) {
  console.info("No Chromium found: installing Debian's chromium package with apt-get (running as root)…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (installed) {
    console.info(`Installed Chromium: ${installed}`);
    process.exit(0);
  }
}
console.error(
  'No Chromium found for the end-to-end tests. Install it, e.g. `sudo apt-get install chromium`, ' +
    'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
