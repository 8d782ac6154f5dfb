import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The messages as they are now compiled before any test imports them (src/shared/i18n). */
export default function compileMessages(): void {
  const script = fileURLToPath(new URL('../../scripts/compile-messages.mjs', import.meta.url));
  execFileSync(process.execPath, [script], { stdio: 'inherit', cwd: fileURLToPath(new URL('../..', import.meta.url)) });
}
