import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The islands have one UI kit (src/islands/ui): announced messages, confirmations and the light
// pieces the public and account pages load are drawn there only.

const UI = dirname(fileURLToPath(import.meta.url));
const ISLANDS = resolve(UI, '..');

const sources = readdirSync(ISLANDS, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

/** `file:line` of each line of the islands' sources (outside `except`) matching `pattern`. */
function linesMatching(pattern: RegExp, except?: (file: string) => boolean): string[] {
  return sources
    .filter((file) => !except?.(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${relative(ISLANDS, file)}:${index + 1}`] : [])),
    );
}

describe('the islands UI kit', () => {
  it('draws every role="alert" (Alert, QueryError, field messages) inside ui/', () => {
    expect(linesMatching(/role=(["']alert|\{[^}]*["']alert["'])/, (file) => dirname(file) === UI)).toEqual([]);
  });

  it('asks with AlertDialog, never the browser’s confirm or prompt', () => {
    expect(linesMatching(/(?<![\w.])(window\.)?(confirm|prompt)\(|window\.(confirm|prompt)\b/)).toEqual([]);
  });

  it('keeps ui/light.ts light: no Radix, TanStack, form library, zod or class merging', () => {
    const heavy =
      /from '(@radix-ui\/|@tanstack\/|react-hook-form|@hookform\/|zod|tailwind-merge|clsx|class-variance-authority)|\/lib\/cn\.ts'/;
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [line, from = ''] of readFileSync(file, 'utf8').matchAll(
        /^(?:import|export)\b[^;]*?from '([^']+)';/gms,
      )) {
        if (heavy.test(`from '${from}'`)) offenders.push(`${relative(ISLANDS, file)}: ${line.replace(/\s+/g, ' ')}`);
        else if (from.startsWith('.') && /\.tsx?$/.test(from)) visit(resolve(dirname(file), from));
      }
    };
    visit(join(UI, 'light.ts'));
    expect(offenders).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });
});
