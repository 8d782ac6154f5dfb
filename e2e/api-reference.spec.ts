import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SCAN_MS } from './budgets.ts';
import { listOperations, type OpenApiDocument } from '../src/islands/site/openapi-view.ts';

// /api-reference lists every operation of /api/openapi.json, each a <details> whose tables are
// rendered when it is opened. public-routes.spec.ts scans the page as it first appears; this
// spec opens every operation, one section at a time, and scans each section open.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Document = { paths: Record<string, Record<string, { tags?: string[] }>> };

test('lists every operation of the OpenAPI document, and a linked one opens with its tables', async ({ page, request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as Document;
  const operations = Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  await page.goto('/api-reference#get-api-user');
  await expect(page.getByRole('status').filter({ hasText: /operations?$/ })).toHaveText(`${operations} operations`);
  const user = page.locator('details#get-api-user');
  await expect(user).toHaveAttribute('open', '');
  await expect(user.getByRole('table', { name: /Response 200/ })).toBeVisible();
  // Closed operations carry no tables until opened.
  const login = page.locator('details#post-api-login');
  await expect(login.getByRole('table')).toHaveCount(0);
  await login.locator('summary').click();
  await expect(login.getByRole('table', { name: 'Request body (JSON)' })).toBeVisible();
});

// The open reference is long (some 26 000 elements) and axe's cost grows with the whole page, not
// with the part it is told to check: it is scanned in parts, each a test of its own (they run in
// parallel) that opens only its own operations. Operations are dealt to the parts by their size in
// the OpenAPI document, largest first, each to the lightest part so far.
const PARTS = 8;

function operationsOfPart(doc: Document, part: number): string[] {
  const loads = Array.from({ length: PARTS }, () => ({ weight: 0, ids: [] as string[] }));
  const weighed = listOperations(doc as unknown as OpenApiDocument).map((op) => ({
    id: op.id,
    weight: JSON.stringify(doc.paths[op.path]?.[op.method.toLowerCase()] ?? {}).length,
  }));
  for (const { id, weight } of weighed.sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id))) {
    const lightest = loads.reduce((min, load) => (load.weight < min.weight ? load : min));
    lightest.weight += weight;
    lightest.ids.push(id);
  }
  return loads[part]?.ids ?? [];
}

for (let part = 0; part < PARTS; part += 1) {
  test(`part ${part + 1} of ${PARTS} of the reference, every operation open, has no axe violations`, async ({ page, request }) => {
    test.setTimeout(SCAN_MS);
    const doc = (await (await request.get('/api/openapi.json')).json()) as Document;
    const mine = operationsOfPart(doc, part).map((id) => `details#${id}`);
    expect(mine.length).toBeGreaterThan(0);
    await page.goto('/api-reference');
    await expect(page.locator(mine[0] ?? '')).toBeVisible();
    // Opening an operation renders its tables.
    await page.evaluate((selectors) => selectors.forEach((selector) => ((document.querySelector(selector) as HTMLDetailsElement).open = true)), mine);
    for (const selector of mine) await expect(page.locator(`${selector} > div`)).toBeVisible();
    let scan = new AxeBuilder({ page }).withTags(WCAG);
    for (const selector of mine) scan = scan.include(selector);
    const { violations } = await scan.analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
