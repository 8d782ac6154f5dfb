import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Islands share the server's wire-shape schemas (`src/server/**/*.schemas.ts`). Whatever they
// reach under src/server ends up in the browser bundle, so it must be plain TypeScript and zod:
// no Node built-ins, no server packages (the ~49 000-word password list above all).

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(SRC, 'server');
const ALLOWED_PACKAGES = new Set(['zod']);

// `import x from '…'`, `export { x } from '…'`, `import '…'` and `import('…')`; `import type` is erased.
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The specifiers a module imports at run time. */
function runtimeImports(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (match[1]) continue;
    const specifier = match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

/** Every file under src/server the islands load, with the problems found in each. */
function serverModulesOfIslands(): { reached: string[]; problems: string[] } {
  const pending = sourceFiles(join(SRC, 'islands'));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const inServer = file.startsWith(SERVER);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target) && /\.tsx?$/.test(target)) pending.push(target);
      } else if (inServer && !ALLOWED_PACKAGES.has(specifier)) {
        problems.push(`${relative(SRC, file)} imports ${specifier}`);
      }
    }
  }
  const reached = [...seen].filter((file) => file.startsWith(SERVER)).map((file) => relative(SRC, file));
  return { reached: reached.sort(), problems };
}

/** Each island file's own imports of a src/server module that is not a wire-shape schema. */
function islandImportsOfServerRules(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(join(SRC, 'islands'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[2] ?? match[3];
      if (!specifier?.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (target.startsWith(SERVER) && !target.endsWith('.schemas.ts')) found.push(`${relative(SRC, file)} imports ${relative(SRC, target)}`);
    }
  }
  return found;
}

describe('server modules shared with the islands', () => {
  it('are the wire-shape schemas only: the rules both sides run live in src/shared/', () => {
    expect(islandImportsOfServerRules()).toEqual([]);
  });

  const { reached, problems } = serverModulesOfIslands();

  it('include the wire-shape schemas the forms validate with', () => {
    expect(reached).toEqual(
      expect.arrayContaining(['server/auth/auth.schemas.ts', 'server/mfa/mfa.schemas.ts', 'server/users/users.schemas.ts']),
    );
  });

  it('import nothing but zod and each other: no Node built-ins, no password list', () => {
    expect(problems).toEqual([]);
    expect(reached).not.toContain('server/auth/password-policy.ts');
  });
});
