import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The wire contract (`src/shared/**/*.schemas.ts`) and the rules both sides run live in
// src/shared/. Islands and shared code import nothing from src/server/ (not even a type): what an
// island reaches ends up in the browser bundle, so it must be plain TypeScript: no Node built-in.
// Tests may reach the server's helpers: they run in Node.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(SRC, 'server');

// `import x from '…'`, `export { x } from '…'`, `import '…'` and `import('…')`; group 1 marks `import type`.
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Tests and their support (a test server for the islands' tests) run in Node only. */
const TEST_FILE = /\.test\.tsx?$|test-server\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The specifiers a module imports, with whether only its types are. */
function imports(file: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3];
    if (specifier) found.push({ specifier, typeOnly: Boolean(match[1]) });
  }
  return found;
}

/** Each module of `folder` that imports a src/server module, with what it imports. */
function serverImportsOf(folder: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(join(SRC, folder))) {
    for (const { specifier } of imports(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (target.startsWith(SERVER)) found.push(`${relative(SRC, file)} imports ${relative(SRC, target)}`);
    }
  }
  return found;
}

/** Every module the islands load at run time, with the Node built-ins any of them imports. */
function modulesOfIslands(): { reached: string[]; problems: string[] } {
  const pending = sourceFiles(join(SRC, 'islands'));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, typeOnly } of imports(file)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target) && /\.tsx?$/.test(target)) pending.push(target);
      } else if (specifier.startsWith('node:')) {
        problems.push(`${relative(SRC, file)} imports ${specifier}`);
      }
    }
  }
  return { reached: [...seen].map((file) => relative(SRC, file)).sort(), problems };
}

describe('what the islands and shared code import', () => {
  it('shared code imports nothing from the server', () => {
    expect(serverImportsOf('shared')).toEqual([]);
  });

  it('islands import nothing from the server: the wire schemas they validate with are shared', () => {
    expect(serverImportsOf('islands')).toEqual([]);
  });

  const { reached, problems } = modulesOfIslands();

  it('include the wire-shape schemas the forms validate with', () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        'shared/auth/auth.schemas.ts',
        'shared/mfa/mfa.schemas.ts',
        'shared/users/users.schemas.ts',
      ]),
    );
  });

  it('import no Node built-in, and never the password list', () => {
    expect(problems).toEqual([]);
    expect(reached.some((file) => file.startsWith('server/'))).toBe(false);
  });
});
