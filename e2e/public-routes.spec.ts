import { policyProblems, watchCsp } from './csp.ts';
import { SPEC_PUBLIC_ROUTES } from './public-pages.ts';
import { countFetches, settled } from './settle.ts';
import { axeViolations } from './signed-in.ts';
import { watchErrors } from './team-roles.ts';
import { expect, test } from './visitor-page.ts';

for (const route of SPEC_PUBLIC_ROUTES) {
  test(`${route} answers 200 with one main heading, no axe violations, nothing refused by the policy and no error in a visitor's console`, async ({
    visitorPage: page,
  }) => {
    await countFetches(page);
    const policy = await watchCsp(page);
    // A visitor's page asks nothing that errors (who is signed in included: no 401 for /api/user).
    const errors = watchErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    // Let the islands that load at once hydrate and get their first answers, so axe sees the page
    // a visitor uses.
    await settled(page);
    expect(await policyProblems(route, response, policy)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // /test-service checks that /ws answers by opening a socket, which the server refuses a
    // visitor (401): that refusal is the check's expected result, reported on the page.
    const probe = route === '/test-service' ? /^console: WebSocket connection to '.*\/ws' failed/ : null;
    expect(errors().filter((error) => !probe?.test(error))).toEqual([]);
  });
}

test('/fr redirects to the home page with 301', async ({ request }) => {
  const response = await request.get('/fr', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/$/);
});
