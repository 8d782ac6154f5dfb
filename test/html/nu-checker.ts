// The W3C Nu HTML Checker (npm vnu-jar) run on files: Java from Debian's default-jre-headless,
// installed when missing like the other Debian components the tests drive.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { findOrInstall } from '../../scripts/debian-package.ts';

export type NuMessage = { file: string; line?: number; message: string; extract?: string };

/** What the checker reports as errors, per file (`file:` URLs turned back into paths). */
export function checkHtml(files: string[]): NuMessage[] {
  const java = findOrInstall('default-jre-headless', () => {
    const which = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' });
    return which.status === 0 ? which.stdout.trim() : undefined;
  });
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const run = spawnSync(java, ['-Xss1m', '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // The checker writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(run.stderr) as {
    messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: decodeURIComponent(m.url.replace(/^file:/, '')),
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}
