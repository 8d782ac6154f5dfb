import { expect, test } from './visitor-page.ts';

const SECTIONS = ['Get started', 'Clusters', 'Access and security', 'Billing', 'API'];

test('the docs home lists every section with its pages', async ({ visitorPage: page }) => {
  const response = await page.goto('/documentation');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  for (const section of SECTIONS) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const clusters = page.getByRole('region', { name: 'Clusters' });
  await expect(clusters.getByRole('link', { name: 'Networking' })).toHaveAttribute('href', '/documentation/networking');
  await expect(clusters.getByRole('link', { name: 'Storage' })).toBeVisible();
});

test('a doc page marks itself in the sidebar, has a table of contents and previous/next links', async ({
  visitorPage: page,
}) => {
  await page.goto('/documentation/networking');
  await expect(page.getByRole('heading', { level: 1, name: 'Networking' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Documentation', exact: true });
  await expect(sidebar.getByRole('link', { name: 'Networking' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Storage' })).not.toHaveAttribute('aria-current', /.*/);

  const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
  await toc.getByRole('link', { name: 'Load balancers' }).click();
  await expect(page).toHaveURL(/#load-balancers$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Load balancers' })).toBeInViewport();

  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  await expect(pager.getByRole('link', { name: /Previous\s*Node pools and sizes/ })).toHaveAttribute(
    'href',
    '/documentation/node-pools-and-sizes',
  );
  await pager.getByRole('link', { name: /Next\s*Storage/ }).click();
  await expect(page).toHaveURL('/documentation/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await expect(page.getByText(/Last updated/)).toBeVisible();
});

test('on a phone the sidebar folds into a menu that still marks the current page', async ({ visitorPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/documentation/storage');
  const menu = page.getByRole('navigation', { name: 'Documentation (menu)' });
  await expect(menu).toBeHidden();
  await page.getByText('Documentation menu').click();
  await expect(menu.getByRole('link', { name: 'Storage' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Add-ons' }).click();
  await expect(page).toHaveURL('/documentation/add-ons');
});

test('search finds a tutorial by a word from its body and opens it from the keyboard', async ({
  visitorPage: page,
}) => {
  await page.goto('/documentation');
  const search = page.getByRole('combobox', { name: 'Search docs and tutorials' });
  await search.click();
  await search.fill('sslip');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results.getByRole('option', { name: /Deploy your first app/ })).toBeVisible();
  await expect(page.getByText('1 result.')).toBeAttached();

  await search.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL('/tutorials/deploy-your-first-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy your first app' })).toBeVisible();
});

test('search ignores accents and case, ranks title matches first, and says when nothing matches', async ({
  visitorPage: page,
}) => {
  await page.goto('/tutorials');
  const search = page.getByRole('combobox', { name: 'Search docs and tutorials' });
  await search.click();
  await search.fill('HEBERGEUR');
  await expect(page.getByRole('option', { name: /Security and compliance/ })).toBeVisible();

  await search.fill('velero');
  await expect(page.getByRole('option').first()).toContainText('Backups with Velero');

  await search.fill('zzzunknownword');
  await expect(page.getByText('No results for “zzzunknownword”.')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
});

test('the copy button on a tutorial code block copies the code and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/tutorials/deploy-your-first-app');
  const firstBlock = page.locator('.code-block').first();
  await expect(firstBlock.getByRole('button', { name: 'Copy code' })).toBeVisible();
  // The page's timers wait for us from here on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await firstBlock.getByRole('button', { name: 'Copy code' }).click();
  await expect(firstBlock.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('kubectl get nodes\nkubectl -n traefik get service traefik');
  // The feedback returns to the normal label after 2 seconds, not before.
  await page.clock.runFor(1900);
  await expect(firstBlock.getByRole('button', { name: 'Copied' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(firstBlock.getByRole('button', { name: 'Copy code' })).toBeVisible();
});

test('the tutorials page filters by level without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tutorials');
  const beginner = page.getByRole('heading', { level: 2, name: 'Deploy your first app' });
  const advanced = page.getByRole('heading', { level: 2, name: 'GPU workloads on the AI/ML type' });
  await expect(beginner).toBeVisible();
  await expect(advanced).toBeVisible();
  await page.getByText(/^Advanced \(\d+\)$/).click();
  await expect(page.getByRole('radio', { name: /Advanced/ })).toBeChecked();
  await expect(beginner).toBeHidden();
  await expect(advanced).toBeVisible();
  await context.close();
});

test('/privacy and /privacy-policy show the same policy', async ({ visitorPage: page }) => {
  for (const path of ['/privacy-policy', '/privacy']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    await expect(page.getByText(/CNIL/).first()).toBeVisible();
  }
});

test('company pages render their content', async ({ visitorPage: page }) => {
  const pages: [string, string][] = [
    ['/about', 'Kubernetes that stays under European law'],
    ['/careers', 'Careers'],
    ['/case-studies', 'Case studies'],
    ['/terms', 'Terms of service'],
    ['/faq', 'Frequently asked questions'],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // FAQ answers are disclosure widgets.
  const answer = page.getByText(/one Sandbox cluster free of charge/);
  await expect(answer).toBeHidden();
  await page.getByText('Can I try the platform for free?').click();
  await expect(answer).toBeVisible();
});

test('the search index lists every doc and tutorial with its text', async ({ request }) => {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  const index = (await response.json()) as { version: number; docs: { url: string; kind: string; text: string }[] };
  expect(index.version).toBe(1);
  expect(index.docs.filter((doc) => doc.kind === 'doc').length).toBeGreaterThanOrEqual(11);
  expect(index.docs.filter((doc) => doc.kind === 'tutorial').length).toBeGreaterThanOrEqual(8);
  const velero = index.docs.find((doc) => doc.url === '/tutorials/backups-with-velero');
  expect(velero?.text).toContain('velero schedule create');
});
