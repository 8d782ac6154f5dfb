// What a role cannot do is not offered, found from the pages themselves: every role opens every
// console screen of the route table in a furnished organization, and the test fails, naming the
// role and the screen, on any API request answered 403 while the screen loads, while its links
// are hovered (the console fetches a page's data on hover) or while its main controls are opened;
// on a control whose request the server would refuse; on a download link it refuses; and on a
// link to a screen the role may not read. Requests that would change something are never sent
// while controls are tried: each is judged against the endpoint's declared permission (the
// server's own rule) and answered by the test.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ROUTES, type RouteDef } from '../src/islands/dashboard/shell/routes.ts';
import { mayReadPage } from '../src/shared/routes/route-reads.ts';
import { matchRoute } from '../src/shared/routes/match-route.ts';
import { type AccessHolder, mayAccess } from '../src/shared/routes/access.ts';
import type { OrgRole } from '../src/shared/permissions.ts';
import { refusedFor, staffAccessDenied } from './operation-permissions.ts';
import { countFetches, settled } from './settle.ts';
import { joinAs, type OrganizationIds } from './team-roles.ts';

// Room for the walks side by side on a loaded 2-core machine; about 3 min with the rest of a run.
const OFFERS_MS = 8 * 60 * 1000;
/** At most this many controls of a screen are opened (the page header's first, then the rest of the main area). */
const CONTROLS_PER_SCREEN = 5;

/** One path per screen of the route table (aliases of a screen share it), `:id` filled from the organization. */
function screenPaths(access: RouteDef['access'], ids: OrganizationIds | null): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const route of Object.values(ROUTES) as RouteDef[]) {
    if (route.access !== access) continue;
    const key = `${route.view} ${route.layout}`;
    if (seen.has(key)) continue;
    if (route.path.includes(':id')) {
      if (!ids) continue;
      seen.add(key);
      if (route.path.startsWith('/order-status/')) paths.push(route.path.replace(':id', ids.orderId));
      else if (route.path.startsWith('/orders/products/')) paths.push(route.path.replace(':id', ids.productOrderId));
      else if (route.path.startsWith('/orders/support/')) paths.push(route.path.replace(':id', ids.ticketId));
      else paths.push(route.path.replace(':id', ids.clusterId));
      continue;
    }
    seen.add(key);
    paths.push(route.path);
  }
  return paths;
}

/**
 * Opens a console path as a member does, by following a link: inside the console the client
 * router shows it without reloading the page (much faster than loading every screen anew); from
 * anywhere else the browser loads it.
 */
async function open(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(path);
  else {
    await page.evaluate((to) => {
      const link = document.createElement('a');
      link.href = to;
      document.body.append(link);
      link.click();
      link.remove();
    }, path);
    await page.waitForURL((url) => url.pathname === path);
  }
  await settled(page);
  // A screen loads its code on demand, then asks for its data: settled once more after that.
  await page
    .getByRole('status')
    .filter({ hasText: 'Loading page' })
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await settled(page);
}

const CONTROLS = 'button:visible:enabled, [role="menuitem"]:visible, [role="tab"]:visible, summary:visible';

/** A control's name for a report: its accessible label or text. */
async function nameOf(control: ReturnType<Page['locator']>): Promise<string> {
  const label =
    (await control.getAttribute('aria-label').catch(() => null)) ??
    (await control.innerText({ timeout: 1000 }).catch(() => ''));
  return label.trim().replace(/\s+/g, ' ').slice(0, 60);
}

/**
 * Walks `paths` as `page`'s member of `orgRole`; answers what was offered and refused. Call on a
 * page that has opened nothing yet.
 */
async function walkOffers(page: Page, who: string, orgRole: OrgRole, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  let where = '';
  let control = '';
  let trying = false;
  // Who is walking, as the route table's access sees it (site role, officers flag): no link may lead
  // to a screen that role is not let into (an Officers Panel link for an administrator, say).
  const signedIn = await page.request.get('/api/user');
  expect(signedIn.status()).toBe(200);
  const holder = (await signedIn.json()) as AccessHolder;
  await countFetches(page);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 403) {
      problems.push(
        `${who} on ${where}${control ? ` (${control})` : ''}: 403 ${response.request().method()} ${url.pathname}`,
      );
    }
  });
  // While controls are tried, a request that would change something is judged, not sent.
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const pathname = new URL(request.url()).pathname;
    // A staff operation the walker's site role is not let into (answered 404, as if it did not exist).
    const staffOnly = await staffAccessDenied(holder, request.method(), pathname);
    if (staffOnly)
      problems.push(
        `${who} on ${where}${control ? ` (${control})` : ''}: ${request.method()} ${pathname}, an operation for ${staffOnly}s only`,
      );
    if (!trying || request.method() === 'GET' || request.method() === 'HEAD') return route.continue();
    if (await refusedFor(orgRole, request.method(), pathname)) {
      problems.push(
        `${who} on ${where}: offers "${control}", which sends ${request.method()} ${pathname}: refused (403)`,
      );
    }
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Not sent: the test only looks at what a control would do.' }),
    });
  });

  const hovered = new Set<string>();
  const fetched = new Set<string>();
  for (const path of paths) {
    where = path;
    control = '';
    await open(page, path);

    // Links: where each leads, hovered once per address (hovering fetches the page's data).
    const links = await page
      .locator('a[href]:visible')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of new Set(links)) {
      const url = new URL(href, page.url());
      if (url.origin !== new URL(page.url()).origin) continue;
      if (url.pathname.startsWith('/api/')) {
        if (fetched.has(url.pathname)) continue;
        fetched.add(url.pathname);
        const answer = await page.request.get(url.pathname + url.search);
        if (answer.status() === 403)
          problems.push(`${who} on ${path}: offers the download ${url.pathname}: refused (403)`);
        continue;
      }
      // A link to the screen itself (another language, another tab of it) offers nothing new.
      if (url.pathname !== path && !mayReadPage(url.pathname, orgRole))
        problems.push(`${who} on ${path}: offers a link to ${url.pathname}, a screen its role may not read`);
      const target = matchRoute(url.pathname);
      if (target && !mayAccess(target.route.access, holder))
        problems.push(`${who} on ${path}: offers a link to ${url.pathname}, a screen for ${target.route.access}s only`);
      if (hovered.has(url.pathname)) continue;
      hovered.add(url.pathname);
      control = `hovering ${url.pathname}`;
      await page
        .locator(`a[href="${href}"]:visible`)
        .first()
        .hover({ timeout: 500 })
        .catch(() => undefined);
    }
    await settled(page);

    // The main controls: the page header's actions first, then the main area's, each opened
    // once; in a dialog or menu it opens, its own first controls too (a Confirm).
    const main = page.locator('main');
    const count = Math.min(await main.locator(CONTROLS).count(), CONTROLS_PER_SCREEN);
    for (let index = 0; index < count; index += 1) {
      const target = main.locator(CONTROLS).nth(index);
      if (!(await target.isVisible().catch(() => false))) continue;
      control = await nameOf(target);
      trying = true;
      await target.click({ timeout: 500 }).catch(() => undefined);
      await settled(page).catch(() => undefined);
      const opened = page.locator('[role="dialog"]:visible, [role="menu"]:visible').last();
      if (await opened.isVisible().catch(() => false)) {
        const inner = opened.locator(CONTROLS);
        const innerCount = Math.min(await inner.count(), 4);
        for (let at = 0; at < innerCount; at += 1) {
          const innerTarget = inner.nth(at);
          if (!(await innerTarget.isVisible().catch(() => false))) continue;
          const innerName = await nameOf(innerTarget);
          if (/^(close|cancel|annuler|fermer)$/i.test(innerName)) continue;
          control = `${control} → ${innerName}`;
          await innerTarget.click({ timeout: 500 }).catch(() => undefined);
          await settled(page).catch(() => undefined);
        }
        await page.keyboard.press('Escape');
      }
      trying = false;
      if (new URL(page.url()).pathname !== path) await open(page, path);
    }
  }
  await page.unroute('**/api/**');
  return [...new Set(problems)];
}

test.setTimeout(OFFERS_MS);

test('no customer role is offered, on any console screen, what the server refuses it (403)', async ({
  page,
  browser,
  baseURL,
  organization: ids,
}) => {
  const joined = await Promise.all(
    (['member', 'billing', 'viewer'] as const).map(
      async (role) => [role, (await joinAs(page, browser, baseURL as string, role)).page] as const,
    ),
  );
  const paths = screenPaths('user', ids);
  const walks = [['owner', page] as const, ...joined].map(([role, rolePage]) =>
    walkOffers(rolePage, role, role, paths),
  );
  expect((await Promise.all(walks)).flat()).toEqual([]);
});

/** A staff member signed in through the development sign-in, with their own organization's role. */
async function staff(
  browser: Browser,
  baseURL: string,
  as: 'admin' | 'super_admin' | 'officer',
): Promise<{ page: Page; orgRole: OrgRole }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  const { orgRole } = (await (await page.request.get('/api/user')).json()) as { orgRole: OrgRole };
  return { page, orgRole };
}

test('an administrator and an officer are offered nothing refused on their screens and their own console', async ({
  browser,
  baseURL,
}) => {
  const admin = await staff(browser, baseURL as string, 'admin');
  const officer = await staff(browser, baseURL as string, 'officer');
  const own = screenPaths('user', null);
  const problems = await Promise.all([
    walkOffers(admin.page, 'admin', admin.orgRole, [...screenPaths('admin', null), ...own]),
    walkOffers(officer.page, 'officer', officer.orgRole, [...screenPaths('officer', null), ...own]),
  ]);
  expect(problems.flat()).toEqual([]);
  await admin.page.context().close();
  await officer.page.context().close();
});

test('a super-admin in a furnished organization is offered the administration, the Officers Panel and every screen, and nothing refused', async ({
  page,
  browser,
  baseURL,
  organization: ids,
}) => {
  // The organization's owner is made a super-admin with officers access (as the ADMIN_EMAIL account
  // is made) by the development super-admin, through the administration's own operations.
  const root = await staff(browser, baseURL as string, 'super_admin');
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };
  const promoted = await root.page.request.put(`/api/admin/users/${id}/role`, { data: { role: 'super_admin' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const officer = await root.page.request.put(`/api/admin/users/${id}/officers-access`, {
    data: { officersAccess: true },
  });
  expect(officer.status(), await officer.text()).toBe(200);
  await root.page.context().close();
  // The server lets the super-admin reach both staff areas, and its own organization's clusters.
  expect((await page.request.get('/api/admin/users')).status()).toBe(200);
  expect((await page.request.get('/api/officers/queues')).status()).toBe(200);
  expect((await page.request.get(`/api/clusters/${ids.clusterId}`)).status()).toBe(200);
  const paths = [...screenPaths('admin', null), ...screenPaths('officer', null), ...screenPaths('user', ids)];
  expect(await walkOffers(page, 'super-admin', 'owner', paths)).toEqual([]);
  // Its sidebar offers the administration's entry, User management, which the server answers it.
  await open(page, '/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'User Management' }),
  ).toHaveAttribute('href', '/user-management');
});
