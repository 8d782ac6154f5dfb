import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The islands call the API through lib/api only (one transport, one error shape, one
// invalidation), and name their query keys in key factories, so one endpoint has one key.
const ISLANDS = fileURLToPath(new URL('../../', import.meta.url));
const CLIENT_MODULE = 'lib/api/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

const files = sourceFiles(ISLANDS).map((path) => ({
  name: relative(ISLANDS, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

function offenders(pattern: RegExp, allowed: (name: string) => boolean): string[] {
  return files.filter((file) => !allowed(file.name) && pattern.test(file.text)).map((file) => file.name);
}

describe('API calls in the islands', () => {
  it('reach the network only through the client module (lib/api)', () => {
    // `fetch(` as a call, not `refetch(` or `.fetchQuery(`.
    expect(offenders(/(?<![\w.])fetch\(/, (name) => name.startsWith(CLIENT_MODULE))).toEqual([]);
  });

  it('name their query keys in key factories, never as an inline array', () => {
    const isKeyFactory = (name: string) =>
      name.endsWith('/keys.ts') || name.endsWith('.queries.ts') || name === `${CLIENT_MODULE}client.ts`;
    expect(offenders(/queryKey:\s*\[/, isKeyFactory)).toEqual([]);
  });

  it('invalidate through invalidateApi (or the live refresh) only, so the response cache follows', () => {
    expect(offenders(/\.invalidateQueries\(/, (name) => name.startsWith('lib/'))).toEqual([]);
  });

  it('key the pricing quote under its API path only', () => {
    expect(offenders(/'pricing-quote'/, () => false)).toEqual([]);
  });
});
