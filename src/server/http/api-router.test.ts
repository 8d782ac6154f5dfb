import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiRouter } from './api-router.ts';
import { endpointFile } from './endpoint-files.ts';

const PAGES = fileURLToPath(new URL('../../pages/', import.meta.url));
const API = join(PAGES, 'api');

/** Every file under `dir`, whatever its extension: what Astro would route. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Astro's file-to-route rule, written out independently of the router's. */
function astroRoute(file: string): string {
  const path = relative(API, file)
    .split(sep)
    .join('/')
    .replace(/\.[a-z]+$/, '')
    .replace(/(^|\/)index$/, '');
  return `/api/${path}`.replace(/\/$/, '').replace(/\[([^\]]+)\]/g, '{$1}');
}

describe('the API router', () => {
  it('serves exactly the files under src/pages/api/, each of which declares its operations', async () => {
    // load() imports every file and refuses one without `operations`.
    const router = await ApiRouter.load(API);
    const files = walk(API).filter((file) => !file.endsWith('.test.ts'));
    const paths = router.paths({ devTools: true });
    expect([...paths].sort()).toEqual(files.map(astroRoute).sort());
    expect(paths.length).toBeGreaterThan(40);
  });

  it('leaves out the development endpoints where there are no development tools', async () => {
    const router = await ApiRouter.load(API);
    const withoutDev = router.paths({ devTools: false });
    expect(withoutDev.filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
    expect(router.paths({ devTools: true }).filter((path) => !withoutDev.includes(path))).toEqual([
      '/api/dev/login',
      '/api/dev/mailbox',
      '/api/dev/notifications',
    ]);
  });

  it('is the only thing that claims /api: no page outside src/pages/api/ does', () => {
    const claimants = walk(PAGES).filter((file) => /^api(\.|\/|$)/.test(relative(PAGES, file).split(sep).join('/')));
    expect(claimants.every((file) => file.startsWith(API + sep))).toBe(true);
  });

  it('refuses a route shape it cannot match rather than never answering it', () => {
    expect(() => endpointFile(API, join(API, 'files/[...path].ts'))).toThrow(/whole-segment parameters/);
    expect(() => endpointFile(API, join(API, 'files/v[id].ts'))).toThrow(/whole-segment parameters/);
    expect(endpointFile(API, join(API, 'orders/index.ts')).apiPath).toBe('/api/orders');
    expect(endpointFile(API, join(API, 'notifications/[id]/read.ts')).apiPath).toBe('/api/notifications/{id}/read');
  });
});
