import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../test/support/oidc-test-provider.ts';
import { account, linkFromMailbox } from './accounts.ts';
import { hydrated } from './settle.ts';

// Single sign-on in the browser, against a real OpenID provider (oidc-provider) this spec starts:
// an owner sets it up in Settings, then a member of the domain signs in through the provider's
// own login and consent pages and lands in the console with the role their group maps to.

let idp: TestProvider;
test.beforeAll(async ({ baseURL }) => {
  idp = await startTestProvider([new URL('/api/auth/sso/callback', baseURL).href]);
});
test.afterAll(async () => {
  await idp.close();
});

test('an owner sets single sign-on up in Settings; a member signs in through the provider with the mapped role', async ({
  page,
  browser,
}) => {
  const domain = `sso${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}.example.eu`;
  const owner = { ...account(), email: `owner@${domain}` };
  expect((await page.request.post('/api/register', { data: owner })).status()).toBe(201);
  const link = await linkFromMailbox(page.request, owner.email, '/verify-email?token=');
  const token = new URLSearchParams(link.slice(link.indexOf('?'))).get('token');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Single sign-on' });
  await expect(section.getByText('Single sign-on is not set up.')).toBeVisible();
  await section.getByLabel('Issuer URL').fill(idp.issuer);
  await section.getByLabel('Client id').fill(idp.clientId);
  await section.getByLabel('Client secret').fill(idp.clientSecret);
  await section.getByLabel('E-mail domains').fill(domain);
  await section.getByLabel('Role of new members').selectOption('viewer');
  await section.getByLabel('Groups to roles').fill('finance = billing');
  await section.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on saved.').first()).toBeVisible();
  await expect(section.getByText('A secret is stored (sealed). Leave empty to keep it.')).toBeVisible();

  const email = `ada@${domain}`;
  idp.identity(email, { email, email_verified: true, name: 'Ada Lovelace', groups: ['finance'] });
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await member.goto('/auth');
    // A click before the sign-in island hydrates is lost (a loaded machine made that happen).
    await hydrated(member);
    await member.getByRole('button', { name: 'Sign in with SSO' }).click();
    const sso = member.getByRole('form', { name: 'Sign in with your organization’s identity provider' });
    await sso.getByLabel('Work e-mail').fill(email);
    await sso.getByRole('button', { name: 'Continue' }).click();

    // The provider's own pages: its login form (the address is suggested), then its consent.
    await expect(member).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await expect(member.locator('input[name="login"]')).toHaveValue(email);
    await member.locator('input[name="password"]').fill('any password');
    await member.getByRole('button', { name: 'Sign-in' }).click();
    await member.getByRole('button', { name: 'Continue' }).click();

    await expect(member).toHaveURL(/\/dashboard$/);
    await expect(member.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
    const me = await (await member.request.get('/api/user')).json();
    expect(me).toMatchObject({ email, orgRole: 'billing', emailVerified: true });
  } finally {
    await memberContext.close();
  }
});

test('a refused single sign-on comes back to the sign-in page, which says why, in English and in French', async ({
  page,
  browser,
}) => {
  await page.goto('/auth?ssoError=sso_email_unverified');
  await expect(
    page.getByText('The identity provider does not confirm that your e-mail address is verified. Sign-in refused.'),
  ).toBeVisible();
  await expect(page.getByLabel('Work e-mail')).toBeVisible();

  const french = await browser.newContext({ locale: 'fr' });
  try {
    const page = await french.newPage();
    await page.goto('/auth?ssoError=sso_nonce_mismatch');
    await expect(page.getByText(/^Le jeton d’identité n’a pas été émis pour cette connexion/)).toBeVisible();
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Se connecter avec le SSO' })).toBeVisible();
  } finally {
    await french.close();
  }
});
