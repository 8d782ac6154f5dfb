// No page scrolls sideways on a 390 px phone: every public page as a visitor, every console screen
// as the owner of an organization with something on each screen (a walk that also looks for
// errors and policy refusals), and the staff screens as an administrator and an officer. The routes come from the page files and the route table, so a new
// page is checked without being named here. Nothing runs out of its card (section) either.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { isDynamic, routePatternOf } from '../src/islands/site/sitemap-routes.ts';
import { pageAccess, ROUTES } from '../src/shared/routes/index.ts';
import { WALK_MS } from './budgets.ts';
import { measureOverflow, overflowMessage, sectionOverflows } from './overflow.ts';
import { countFetches, settled } from './settle.ts';
import { policyProblems, watchCsp, type CspWatcher } from './csp.ts';
import { registerOwner, watchErrors, type OrganizationIds } from './team-roles.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.setTimeout(WALK_MS);

/** The public pages with a path of their own: the page files that need no sign-in and take no parameter. */
function publicPageFiles(): string[] {
  const root = join(process.cwd(), 'src/pages');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).map(
    (file) => `/src/pages/${relative(root, join(root, file))}`,
  );
  return files
    .map(routePatternOf)
    .filter((path): path is string => path !== null && !isDynamic(path))
    .filter((path) => pageAccess(path) === 'public' && path !== '/404' && !path.startsWith('/dev/'));
}

/** Every public page: the page files above and the sitemap's pages of the dynamic ones (docs, tutorials, cluster types). */
async function publicPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url as string).pathname);
  return [...new Set([...publicPageFiles(), ...listed])].sort();
}

/** The console routes of one access level, with `:id` filled in from the organization's own objects. */
function consolePaths(access: 'user' | 'admin' | 'officer', ids?: OrganizationIds): string[] {
  return Object.values(ROUTES)
    .filter((route) => route.access === access)
    .map(({ path }) => {
      if (!path.includes(':id')) return path;
      if (!ids) return '';
      if (path.startsWith('/order-status/')) return path.replace(':id', ids.orderId);
      if (path.startsWith('/orders/products/')) return path.replace(':id', ids.productOrderId);
      if (path.startsWith('/orders/support/')) return path.replace(':id', ids.ticketId);
      return path.replace(':id', ids.clusterId);
    })
    .filter(Boolean);
}

/**
 * Opens each path in turn once its data is in, and answers what sticks out on each; with `policy`,
 * also a screen sent without the Content-Security-Policy and whatever the policy refused.
 */
async function walk(page: Page, paths: string[], policy?: CspWatcher): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    await settled(page);
    if (policy) problems.push(...(await policyProblems(path, response, policy)));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    const message = overflowMessage(path, await measureOverflow(page));
    if (message) problems.push(message);
    problems.push(...(await sectionOverflows(page)).map((problem) => `${path}: ${problem}`));
  }
  return problems;
}

/** A staff member signed in through the development sign-in, in a phone-sized context of their own. */
async function staff(browser: Browser, baseURL: string, as: 'admin' | 'officer'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await countFetches(page);
  return page;
}

test('every public page fits a 390 px screen', async ({ page }) => {
  await countFetches(page);
  const paths = await publicPaths(page);
  expect(paths).toContain('/pricing');
  expect(await walk(page, paths)).toEqual([]);
});

// The owner's walk of the console: besides fitting the screen, no screen draws a refusal (403) or
// another error in the browser's console, and each is sent with the policy and breaks none of it.
// (The other roles walk it on a laptop screen in roles.spec.ts.)
test('the owner walks every console screen of a furnished organization: each fits a 390 px screen, without a refusal or an error', async ({
  page,
  organization: ids,
}) => {
  const kubeconfig = await page.request.post(`/api/clusters/${ids.clusterId}/kubeconfigs`, { data: { ttlHours: 24 } });
  expect(kubeconfig.status(), await kubeconfig.text()).toBe(201);
  await countFetches(page);
  const errors = watchErrors(page);
  const policy = await watchCsp(page);
  expect(await walk(page, consolePaths('user', ids), policy)).toEqual([]);
  expect(errors()).toEqual([]);
  // The busiest screens on a laptop too: nothing runs out of its card where the columns are narrow.
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await walk(page, ['/dashboard', `/clusters/${ids.clusterId}`, '/billing', '/usage'])).toEqual([]);
});

// French words run longer ("Configurer l’authentification à deux facteurs"): the same walks in French.
test('in French, every public page and every console screen of a furnished organization fits a 390 px screen', async ({
  page,
  baseURL,
  organization: ids,
}) => {
  const chosen = await page.request.put('/api/user/preferences', {
    data: { currency: 'EUR', billingCycle: 'monthly', theme: 'system', language: 'fr' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: baseURL as string }]);
  await countFetches(page);
  const errors = watchErrors(page);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const publicPages = (await publicPaths(page)).filter(
    (path) =>
      ['/', '/pricing', '/marketplace', '/documentation', '/contact', '/register', '/login'].includes(path) ||
      path.startsWith('/cluster-types/'),
  );
  expect(await walk(page, [...consolePaths('user', ids), ...publicPages])).toEqual([]);
  expect(errors()).toEqual([]);
  // The phone shortcuts say their whole names ("Tableau de bord", "Consommation"), none cut short.
  await page.goto('/dashboard');
  const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link');
  await expect(shortcuts.first()).toBeVisible();
  const cut = await shortcuts.evaluateAll((links) =>
    links
      .filter((link) =>
        [...link.querySelectorAll('span')].some(
          (label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight,
        ),
      )
      .map(
        (link) =>
          `${link.textContent} ${[...link.querySelectorAll('span')].map((l) => `${l.scrollWidth}x${l.scrollHeight} in ${l.clientWidth}x${l.clientHeight}`).join()}`,
      ),
  );
  expect(cut).toEqual([]);
});

test('every administrator screen fits a 390 px screen', async ({ browser, baseURL }) => {
  const admin = await staff(browser, baseURL as string, 'admin');
  expect(await walk(admin, consolePaths('admin'))).toEqual([]);
  await admin.context().close();
});

test('the Officers Panel fits a 390 px screen', async ({ browser, baseURL }) => {
  // A customer's ticket, so the panel has a row to show.
  const customer = await browser.newContext({ baseURL });
  const customerPage = await customer.newPage();
  await registerOwner(customerPage);
  const ticket = await customerPage.request.post('/api/tickets', {
    data: {
      subject: 'Ingress answers 502 on https://api.shop-prod.example.eu/v1/checkout',
      category: 'technical',
      priority: 'normal',
      message: 'Every request through the ingress answers 502 since this morning.',
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  await customer.close();
  const officer = await staff(browser, baseURL as string, 'officer');
  expect(await walk(officer, consolePaths('officer'))).toEqual([]);
  await officer.context().close();
});
