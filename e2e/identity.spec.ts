import { expect, test } from '@playwright/test';
import { currentTotpCode } from '../src/server/mfa/totp.ts';
import { account, fillRegistration, linkFromMailbox, signIn } from './accounts.ts';
import { hydrated } from './settle.ts';

test('register, see the verification dialog, open the e-mailed link, and be verified', async ({ page }) => {
  const a = account();
  await fillRegistration(page, a);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
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

test('a refused registration’s red toast is replaced by the next attempt’s, and none follows the corrected one to the dashboard', async ({
  page,
  request,
}) => {
  const taken = account();
  expect((await request.post('/api/register', { data: taken })).status()).toBe(201);
  const a = { ...account(), username: taken.username };
  await fillRegistration(page, a);
  await hydrated(page);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
  // A second refusal replaces the first one's toast instead of stacking beside it.
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/register') && response.status() === 409,
  );
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await refused;
  await expect(page.getByText('Registration failed', { exact: true })).toHaveCount(1);
  await page.getByLabel('Username').fill(account().username);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Registration failed', { exact: true })).toHaveCount(0);
});

test('sign in with a password and a TOTP code', async ({ page, request }) => {
  const a = account();
  expect((await request.post('/api/register', { data: a })).status()).toBe(201);
  const setup = (await (await request.post('/api/auth/mfa/setup')).json()) as { secret: string };
  expect((await request.post('/api/auth/mfa/enable', { data: { code: currentTotpCode(setup.secret) } })).status()).toBe(
    200,
  );
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
  await expect(page.getByText(`Welcome back, ${a.name}!`, { exact: true })).toBeVisible();
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
  await hydrated(first);
  await hydrated(second);

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

test('the registration form checks what the server checks, and shows the server’s answers on their fields', async ({
  page,
}) => {
  const taken = account();
  expect((await page.request.post('/api/register', { data: taken })).status()).toBe(201);
  await page.request.post('/api/logout');
  const a = account();
  await fillRegistration(page, { ...a, name: '<b>Inès</b>', password: 'password123' });
  const create = page.getByRole('button', { name: 'Create account' }).last();

  // The plain-text rule of names is checked in the browser, with the server's own schema.
  await hydrated(page);
  await create.click();
  await expect(page.getByText('Use letters, digits, spaces and common punctuation only.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  // Only the server knows the common passwords: its message lands under the password.
  await page.getByLabel('Full name').fill(a.name);
  await create.click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByLabel('Username').fill(taken.username);
  await create.click();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
});

test('settings: the password form compares the confirmation, then shows the server’s answer on the current password', async ({
  page,
}) => {
  const a = account();
  expect((await page.request.post('/api/register', { data: a })).status()).toBe(201);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Password' });
  await hydrated(page);
  await section.getByLabel('Current password').fill('Not-My-Password-1');
  await section.getByLabel('New password', { exact: true }).fill('Another-Sovereign-43!');
  await section.getByLabel('Confirm the new password').fill('Another-Sovereign-44!');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('The two passwords do not match.')).toBeVisible();

  await section.getByLabel('Confirm the new password').fill('Another-Sovereign-43!');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('The password is not correct.')).toBeVisible();
  await expect(section.getByLabel('Current password')).toBeFocused();
  await expect(section.getByText('The two passwords do not match.')).toHaveCount(0);
});

test('forgot password: the e-mailed link opens a form that shows the server’s password rule, then signs in anew', async ({
  page,
}) => {
  const a = account();
  expect((await page.request.post('/api/register', { data: a })).status()).toBe(201);
  await page.request.post('/api/logout');
  await page.goto('/forgot-password');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(a.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  await page.goto(await linkFromMailbox(page.request, a.email, '/reset-password?token='));
  await hydrated(page);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm the new password').fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();

  await page.getByLabel('New password', { exact: true }).fill('Renewed-Sovereign-77!');
  await page.getByLabel('Confirm the new password').fill('Renewed-Sovereign-77!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await signIn(page, a.username, 'Renewed-Sovereign-77!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a company name already in use: the form offers a separate organisation, or a join request for approval', async ({
  page,
}) => {
  const founder = account();
  const founded = await page.request.post('/api/register', { data: founder });
  const founderCompanyId = ((await founded.json()) as { companyId: string }).companyId;
  await page.request.post('/api/logout');

  // Said before submitting, and a separate organisation is the default.
  const separate = { ...account(), companyName: founder.companyName };
  await fillRegistration(page, separate);
  const choice = page.getByRole('group', { name: 'Organisation' });
  await expect(choice).toContainText('goes to its administrators for approval');
  await expect(choice.getByRole('radio', { name: /Create a new organisation/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const user = (await (await page.request.get('/api/user')).json()) as { companyName: string; companyId: string };
  expect(user.companyName).toBe(founder.companyName);
  expect(user.companyId).not.toBe(founderCompanyId);
  await page.request.post('/api/logout');

  const joiner = { ...account(), companyName: founder.companyName };
  await fillRegistration(page, joiner);
  await page.getByRole('radio', { name: /Join my company’s existing organisation/ }).check();
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
