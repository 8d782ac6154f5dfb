import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SCAN_MS } from './budgets.ts';
import { violationsOf, wcagScan } from './signed-in.ts';

// /api-reference lists every operation of /api/openapi.json, each a <details> whose tables are
// rendered when it is opened. public-routes.spec.ts scans the page as it first appears; this
// spec scans it with every operation open.

type Document = { paths: Record<string, Record<string, { tags?: string[] }>> };

test('lists every operation of the OpenAPI document, and a linked one opens with its tables', async ({
  page,
  request,
}) => {
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

// The open reference is long (some 30 000 elements). Axe's colour-contrast rule costs about 85 % of
// a scan of it, and what it checks depends on an element's styles only: its classes and its
// ancestors' (one stylesheet) and its style attribute. So the whole reference is scanned open
// with every other rule, and colour contrast on the fewest operations that between them show
// every styling of text the open reference has (a few, where each of the two hundred operations
// repeats the same tables).

/** Opens every operation and waits for each one's tables. */
async function openEveryOperation(page: Page): Promise<void> {
  await page.goto('/api-reference');
  await expect(page.locator('details[id]').first()).toBeVisible();
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('details[id]')].every((details) => details.querySelector(':scope > div')),
  );
}

test('the whole reference, every operation open, has no axe violations besides colour contrast', async ({ page }) => {
  test.setTimeout(SCAN_MS);
  await openEveryOperation(page);
  expect(await violationsOf(wcagScan(page).disableRules(['color-contrast']))).toEqual([]);
});

test('every styling of text in the open reference passes colour contrast', async ({ page }) => {
  test.setTimeout(SCAN_MS);
  await openEveryOperation(page);
  // Per operation, the stylings of its text: for each element with text of its own, the tag,
  // classes and style attribute of it and of each ancestor up to the operation.
  const stylings = await page.evaluate(() =>
    [...document.querySelectorAll('details[id]')].map((details) => {
      const seen = new Set<string>();
      for (const element of details.querySelectorAll('*')) {
        if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
          continue;
        const chain: string[] = [];
        for (let at: Element | null = element; at && at !== details.parentElement; at = at.parentElement) {
          chain.push(`${at.tagName}.${at.className}|${at.getAttribute('style') ?? ''}`);
        }
        seen.add(chain.join(' < '));
      }
      return { id: details.id, stylings: [...seen] };
    }),
  );
  // The operations that cover every styling, chosen greedily (the one adding most first).
  const uncovered = new Set(stylings.flatMap((operation) => operation.stylings));
  const gain = (operation: { stylings: string[] }) =>
    operation.stylings.filter((styling) => uncovered.has(styling)).length;
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    const best = stylings.reduce((top, operation) => (gain(operation) > gain(top) ? operation : top));
    chosen.push(`details#${best.id}`);
    best.stylings.forEach((styling) => uncovered.delete(styling));
  }
  expect(chosen.length).toBeGreaterThan(1);
  // Only the chosen operations stay open: the scan's cost grows with the whole page.
  await page.evaluate(
    (keep) =>
      document
        .querySelectorAll('details')
        .forEach((details) => (details.open = keep.includes(`details#${details.id}`))),
    chosen,
  );
  let scan = new AxeBuilder({ page }).withRules(['color-contrast']);
  for (const selector of chosen) scan = scan.include(selector);
  expect(await violationsOf(scan)).toEqual([]);
});
