import { expect, test } from './fixtures.ts';
import { axeViolations } from './signed-in.ts';
import { hydrated } from './settle.ts';

test('/cluster-selection compares the seven cluster types and opens the wizard with one chosen', async ({
  page,
  customer: _customer,
}) => {
  await page.goto('/cluster-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a cluster type' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Cluster types compared' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Standard (Blue)',
    'Enterprise (Red)',
    'Economy (Green)',
    'Data Analytics',
    'AI/ML (Violet)',
    'Dev/Test (Orange)',
    'Sandbox (Gray)',
  ]);
  await expect(table.getByRole('row', { name: /Uptime SLA/ })).toContainText('99.99%');
  await expect(table.getByRole('row', { name: /Price a month/ })).toContainText(/€\d+/);
  await expect(table.getByRole('row', { name: /GPU nodes/ })).toContainText('Yes');
  expect(await axeViolations(page)).toEqual([]);
  await hydrated(page);
  await page.getByRole('link', { name: 'Configure Enterprise (Red)' }).click();
  await expect(page).toHaveURL(/\/configure-cluster\?tier=enterprise$/);
});

test('/smart-suggestions ranks three clusters with reasons and quoted prices, each opening the prefilled wizard', async ({
  page,
  customer: _customer,
}) => {
  await page.goto('/smart-suggestions');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart suggestions' })).toBeVisible();
  // A control of the page works once its island has hydrated.
  await hydrated(page);
  await page.getByRole('radio', { name: 'Health data (HDS)' }).check();
  await page.getByRole('radio', { name: 'In France' }).check();
  const quotes = page.waitForResponse((r) => r.url().endsWith('/api/pricing/quote') && r.status() === 200);
  await page.getByRole('button', { name: 'Suggest clusters' }).click();
  const suggestions = page
    .getByRole('region', { name: 'Our suggestions' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Our suggestions' }) }));
  const items = suggestions.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(3);
  const best = items.first();
  await expect(best.getByRole('heading', { level: 3 })).toHaveText('1. Enterprise (Red)');
  await expect(best).toContainText('HDS-certified');
  await quotes;
  await expect(best).toContainText(/€\d+\/month excl\. VAT/);
  expect(await axeViolations(page)).toEqual([]);
  const configure = best.getByRole('link', { name: 'Configure Enterprise (Red) in the wizard' });
  await expect(configure).toHaveAttribute(
    'href',
    /^\/configure-cluster\?tier=enterprise&provider=sovereign&region=fr-par-1&nodeSize=gp-4-16&nodes=3&addons=/,
  );
  await configure.click();
  await expect(page).toHaveURL(/\/configure-cluster\?tier=enterprise&provider=sovereign&region=fr-par-1/);
});
