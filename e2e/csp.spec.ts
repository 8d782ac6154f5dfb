import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/shared/routes/index.ts';
import { watchCsp } from './csp.ts';
import { registerCustomer } from './signed-in.ts';
import { countFetches, settled } from './settle.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';

// Every page, as the visitor it is meant for, under the Content-Security-Policy: no script,
// style, worker or connection may be refused, and the policy comes as a header too.

/** Every page the build wrote (dist/client/**\/index.html), as a path. */
function builtPages(): string[] {
  const root = join(import.meta.dirname, '..', 'dist', 'client');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') pages.push('/' + relative(root, dir).split(sep).join('/'));
    }
  };
  walk(root);
  return pages.map((p) => (p === '/' ? p : p.replace(/\/$/, ''))).sort();
}

/** Opens each path and lets its islands load; returns the violations seen. */
async function visit(page: Page, paths: string[]): Promise<string[]> {
  const watcher = await watchCsp(page);
  await countFetches(page);
  const seen: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], `${path} sends a policy header`).toMatch(/script-src 'self'/);
    // Every island hydrated and its first requests answered: what would be refused has been tried.
    await settled(page);
    seen.push(...(await watcher.violations()));
  }
  return [...new Set(seen)];
}

const signedInPaths = (access: 'user' | 'admin' | 'officer', id: string) =>
  Object.values(ROUTES)
    .filter((route) => route.access === access)
    .map((route) => route.path.replace(':id', id));

const publicPages = [...new Set([...builtPages(), '/auth?tab=register', '/no-such-page'])];

test('the build wrote the docs and tutorial pages this spec visits', () => {
  expect(publicPages).toContain('/documentation/getting-started');
  expect(publicPages).toContain('/tutorials/deploy-your-first-app');
});

for (const path of publicPages) {
  test(`${path} runs under the policy`, async ({ page }) => {
    expect(await visit(page, [path])).toEqual([]);
  });
}

test('the built pages keep the policy in a <meta> the header repeats, with frame-ancestors', async ({ request }) => {
  const response = await request.get('/pricing');
  const header = response.headers()['content-security-policy'] ?? '';
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(await response.text())?.[1];
  expect(header.startsWith((meta ?? '-').replace(/&#39;/g, "'").replace(/;$/, ''))).toBe(true);
});

test('/api answers with a policy that loads nothing', async ({ request }) => {
  for (const path of ['/api/health', '/api/no-such-endpoint', '/api/auth/me']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  }
});

test('every signed-in console page runs under the policy, the topology drawing included', async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await registerCustomer(page);
  const created = await page.request.post('/api/gcp-clusters', {
    data: {
      name: 'csp',
      tierId: 'standard',
      providerId: 'gcp',
      regionId: 'europe-west9',
      kubernetesVersion: '1.36',
      haControlPlane: true,
      nodePools: [{ name: 'web', nodeSizeId: 'gp-2-8', count: 2 }],
      addonIds: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await visit(page, signedInPaths('user', id))).toEqual([]);
  // The topology lays out in a web worker: the drawing must appear.
  await page.goto(`/clusters/${id}/topology`);
  await expect(page.getByRole('region', { name: 'Drawing of csp' }).getByRole('group', { name: /^Node pool web/ })).toBeVisible({
    timeout: PROVISIONING_MS,
  });
  expect(await visit(page, [`/clusters/${id}/topology`])).toEqual([]);
});

test('the staff pages run under the policy for an admin and an officer', async ({ browser, baseURL }) => {
  test.setTimeout(JOURNEY_MS);
  for (const as of ['admin', 'officer'] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
    expect(await visit(page, signedInPaths(as === 'admin' ? 'admin' : 'officer', 'x'))).toEqual([]);
    await context.close();
  }
});
