// A fresh account for a spec, signed in through the API, past the e-mail verification dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { account } from './accounts.ts';
import { animationsEnded } from './settle.ts';

/** Registers a new customer in the page's browser context. */
export async function registerCustomer(page: Page) {
  const a = account();
  expect((await page.request.post('/api/register', { data: a })).status()).toBe(201);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  return a;
}

/**
 * The WCAG 2.1 AA violations axe finds on the page as it is now, once its animations have ended.
 * The toasts' region is left out: a toast fades out on its own timer, and one that starts to
 * during the scan fails colour contrast half-transparent.
 */
export async function axeViolations(page: Page) {
  await animationsEnded(page);
  return violationsOf(wcagScan(page).exclude('[role="region"][aria-label^="Messages"]'));
}

/** An axe scan of the page for WCAG 2.1 AA, to narrow further (include, exclude, rules). */
export function wcagScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
}

/** Runs the scan; each violation as its rule and the elements it found. */
export async function violationsOf(scan: AxeBuilder): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
