import { expect, test, type Page } from '@playwright/test';
import { account, fillRegistration, linkFromMailbox, mailTo, signIn, type Account } from './accounts.ts';
import { hydrated } from './settle.ts';

/** Asks, with the registration form, to join the applicant's company, then confirms the address from the e-mail. */
async function applyToJoin(page: Page, applicant: Account) {
  await fillRegistration(page, applicant);
  await page.getByRole('radio', { name: /Join my company’s existing organisation/ }).check();
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await page.goto(await linkFromMailbox(page.request, applicant.email, '/verify-registration-email?token='));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
}

test('an admin approves one join request and rejects another with a reason; each applicant gets the outcome', async ({
  page,
  browser,
  baseURL,
}) => {
  const founder = account();
  const founded = await page.request.post('/api/register', { data: founder });
  const { companyId } = (await founded.json()) as { companyId: string };
  const approved = { ...account(), companyName: founder.companyName };
  const rejected = { ...account(), companyName: founder.companyName };
  const reason = 'We could not confirm that you work for this company.';

  // The applicants have no session; the admin's is in its own browser context.
  const applicants = await browser.newContext({ baseURL });
  const applicant = await applicants.newPage();
  await applyToJoin(applicant, approved);
  await applyToJoin(applicant, rejected);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  expect((await admin.request.post('/api/dev/login', { data: { as: 'admin' } })).status()).toBe(200);
  await admin.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await admin.goto('/admin/pending-registrations');
  await hydrated(admin);
  const row = (who: Account) => admin.getByRole('row').filter({ hasText: who.username });
  for (const who of [approved, rejected]) {
    await expect(row(who)).toContainText('Waiting for approval');
    await expect(row(who).getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  }

  await row(approved)
    .getByRole('button', { name: `Approve ${approved.username}` })
    .click();
  await expect(admin.getByText('Registration approved', { exact: true })).toBeVisible();
  await expect(row(approved)).toContainText('Approved');

  // The reason dialog: focus in the field, Escape closes it and gives focus back to the row's button.
  const rejectButton = row(rejected).getByRole('button', { name: `Reject ${rejected.username}` });
  await rejectButton.click();
  const dialog = admin.getByRole('dialog', { name: `Reject the registration of ${rejected.username}` });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rejectButton).toBeFocused();
  await rejectButton.click();
  await dialog.getByRole('button', { name: 'Reject registration' }).click();
  await expect(dialog.getByText('Enter the reason; the applicant receives it by e-mail.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Registration rejected', { exact: true })).toBeVisible();
  await expect(row(rejected)).toContainText('Rejected');

  // The approved applicant signs in, into the founder's organisation.
  await mailTo(applicant.request, approved.email, (mail) => /approved/.test(mail.subject));
  await signIn(applicant, approved.username, approved.password);
  await expect(applicant).toHaveURL(/\/dashboard$/);
  expect(await (await applicant.request.get('/api/user')).json()).toMatchObject({
    username: approved.username,
    companyId,
  });
  await applicant.request.post('/api/logout');

  // The rejected one reads the reason in the e-mail, and has no account to sign in to.
  const refusal = await mailTo(applicant.request, rejected.email, (mail) => /not approved/.test(mail.subject));
  expect(refusal.text).toContain(reason);
  await signIn(applicant, rejected.username, rejected.password);
  await expect(applicant.getByText('Incorrect username or password.').first()).toBeVisible();
  await Promise.all([applicants.close(), adminContext.close()]);
});
