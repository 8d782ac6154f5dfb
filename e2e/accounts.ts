// Helpers of the specs that register, sign in and read e-mails (the development mailbox).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A fresh, valid registration; unique per call, even across parallel workers. */
export function account() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `e2e${id}`,
    email: `e2e${id}@example.eu`,
    password: 'Sovereign-Cloud-42!',
    name: 'Inès Dupont',
    companyName: `E2E ${id} SAS`,
  };
}
export type Account = ReturnType<typeof account>;

/** A French company's billing profile (SIREN and VAT number that check out). */
export const FRENCH_COMPANY = {
  legalName: 'Dupont Conseil SAS',
  addressLine1: '12 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  country: 'FR',
  vatNumber: 'FR44732829320',
  siren: '732829320',
};

/** Saves the signed-in organization's billing profile, which paying needs first. */
export async function saveBillingProfile(request: APIRequestContext, profile: Record<string, string> = FRENCH_COMPANY) {
  const saved = await request.put('/api/billing/profile', { data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
}

type Mail = { to: string; subject: string; text: string };

/** The newest e-mail to `to` that `matches`, waiting for it to arrive. */
export async function mailTo(request: APIRequestContext, to: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mailbox')).json()) as Mail[];
      found = mails.find((m) => m.to === to && matches(m));
      return found;
    })
    .toBeTruthy();
  return found as Mail;
}

/** The path and query of the link to `path` in the newest e-mail to `to` that has one. */
export async function linkFromMailbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  const mail = await mailTo(request, to, (m) => m.text.includes(path));
  const link = new URL(/https?:\/\/\S+/.exec(mail.text.slice(mail.text.indexOf(path) - 60))?.[0] ?? '');
  return link.pathname + link.search;
}

/** Signs in with the /auth form (from the current page when `from` is empty). */
export async function signIn(page: Page, login: string, password: string, from = '/auth') {
  if (from) await page.goto(from);
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Fills the registration form of /auth?tab=register with `a`. */
export async function fillRegistration(page: Page, a: Account) {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Full name').fill(a.name);
  await page.getByLabel('Company or organisation').fill(a.companyName);
  await page.getByLabel('Work e-mail').fill(a.email);
  await page.getByLabel('Username').fill(a.username);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
}

/** Fills the checkout's new-card form with the test card `number` (valid expiry, CVC and name). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Inès Dupont');
}
