import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { currentTotpCode } from '../src/server/mfa/totp.ts';

let counter = 0;
function account() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return { username: `e2e${id}`, email: `e2e${id}@example.eu`, password: 'Sovereign-Cloud-42!', name: 'Inès Dupont', companyName: `E2E ${id} SAS` };
}

/** The link of the newest e-mail to `to`, read from the development mailbox. */
async function linkFromMailbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mailbox')).json()) as { to: string; text: string }[];
      const mail = mails.find((m) => m.to === to && m.text.includes(path));
      link = mail && /https?:\/\/\S+/.exec(mail.text.slice(mail.text.indexOf(path) - 60))?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

async function signIn(page: Page, login: string, password: string, from = '/auth') {
  if (from) await page.goto(from);
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register, see the verification dialog, open the e-mailed link, and be verified', async ({ page }) => {
  const a = account();
  await page.goto('/auth?tab=register');
  await page.getByLabel('Full name').fill(a.name);
  await page.getByLabel('Company or organisation').fill(a.companyName);
  await page.getByLabel('Work e-mail').fill(a.email);
  await page.getByLabel('Username').fill(a.username);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Click the link in the e-mail.')).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // Focus starts in the dialog and Tab cycles inside it.
  await expect(dialog.getByRole('button', { name: 'Resend verification email' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Continue Without Verification (Not Recommended)' })).toBeFocused();

  const link = await linkFromMailbox(page.request, a.email, '/verify-email?token=');
  await page.goto(link);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${a.name}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verify your e-mail address' })).toHaveCount(0);
  await expect(page.getByText('Verify your e-mail address: done')).toBeVisible();
});

test('sign in with a password and a TOTP code', async ({ page, request }) => {
  const a = account();
  expect((await request.post('/api/register', { data: a })).status()).toBe(201);
  const setup = (await (await request.post('/api/auth/mfa/setup')).json()) as { secret: string };
  expect((await request.post('/api/auth/mfa/enable', { data: { code: currentTotpCode(setup.secret) } })).status()).toBe(200);
  await request.post('/api/logout');

  await signIn(page, a.username, a.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: /verify/i }).click();
  await expect(page.getByText(/not valid/i).first()).toBeVisible();
  // The enrolment code's time step is spent: the next step's code is within the allowed drift.
  await code.fill(currentTotpCode(setup.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: /verify/i }).click();
  await expect(page.getByText(`Welcome back, ${a.name}!`, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const a = account();
  const first = await context.newPage();
  expect((await first.request.post('/api/register', { data: a })).status()).toBe(201);
  await first.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  const second = await context.newPage();
  await second.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await first.goto('/settings');
  await second.goto('/profile');
  await expect(second.getByRole('button', { name: /Account menu/ })).toBeVisible();
  // The menu opens only once its island has hydrated.
  await first.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await second.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

  await first.getByRole('button', { name: /Account menu/ }).click();
  await first.getByRole('menuitem', { name: /Logout/ }).click();
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(second).toHaveURL(/\/$/);
  expect((await second.request.get('/api/user')).status()).toBe(401);
});

test('a signed-out visit to a signed-in page goes to /auth and comes back after sign-in', async ({ page, request }) => {
  const a = account();
  await request.post('/api/register', { data: a });
  await request.post('/api/logout');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  await signIn(page, a.username, a.password, '');
  await expect(page).toHaveURL(/\/settings$/);
});
