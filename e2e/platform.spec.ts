import { expect, test } from '@playwright/test';
import { hydrated } from './settle.ts';

test('the home page renders its heading and the seven cluster types', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kubernetes');
  const types = page.getByRole('region', { name: 'Cluster types' }).getByRole('listitem');
  await expect(types).toHaveCount(7);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
});

test('the theme toggle switches the theme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  // A control of the page works once its island has hydrated.
  await hydrated(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the dark theme is applied before first paint, with no flash of the light one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Record the class as soon as the document element exists, before any island runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { classAtParse: string }).classAtParse = document.documentElement.className;
    });
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { classAtParse: string }).classAtParse)).toContain('dark');
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});
