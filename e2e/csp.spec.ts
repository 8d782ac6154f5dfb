import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { policyProblems, watchCsp } from './csp.ts';
import { SPEC_PUBLIC_ROUTES } from './public-pages.ts';
import { countFetches, settled } from './settle.ts';
import { expect, test } from './visitor-page.ts';

// Every page, as the visitor it is meant for, under the Content-Security-Policy: no script,
// style, worker or connection may be refused, and the policy comes as a header too. The public
// routes are checked by public-routes.spec.ts and the console screens by every role's walk in
// roles.spec.ts, on the same visit as their other checks; this spec checks the other built pages
// (documentation, tutorials, legal and form pages), the error page and the headers themselves.

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

/** Opens each path and lets its islands load; returns the policy problems seen. */
async function visit(page: Page, paths: string[]): Promise<string[]> {
  const watcher = await watchCsp(page);
  await countFetches(page);
  const seen: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    // Every island hydrated and its first requests answered: what would be refused has been tried.
    await settled(page);
    seen.push(...(await policyProblems(path, response, watcher)));
  }
  return [...new Set(seen)];
}

// A French build is its English page's markup with other words and the French copies of the same
// scripts: one page of each kind (layout, island set) is visited in French.
const FRENCH_SAMPLE = [
  '/fr',
  '/fr/pricing',
  '/fr/cluster-types/ai',
  '/fr/documentation/getting-started',
  '/fr/tutorials/deploy-your-first-app',
  '/fr/terms',
  '/fr/faq',
  '/fr/auth',
  '/fr/contact-sales',
  '/fr/submit-ticket',
  '/fr/api-reference',
];
const isFrench = (path: string) => path === '/fr' || path.startsWith('/fr/');

const publicPages = [...new Set([...builtPages(), '/auth?tab=register', '/no-such-page'])].filter(
  (path) => !SPEC_PUBLIC_ROUTES.includes(path) && (!isFrench(path) || FRENCH_SAMPLE.includes(path)),
);

test('the build wrote the docs, tutorial and French pages this spec visits', () => {
  expect(publicPages).toContain('/documentation/getting-started');
  expect(builtPages()).toContain('/tutorials/deploy-your-first-app');
  expect(publicPages).toContain('/no-such-page');
  expect(publicPages.filter(isFrench).sort()).toEqual([...FRENCH_SAMPLE].sort());
});

for (const path of publicPages) {
  test(`${path} runs under the policy`, async ({ visitorPage }) => {
    expect(await visit(visitorPage, [path])).toEqual([]);
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
