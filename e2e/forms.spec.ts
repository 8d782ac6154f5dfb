import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from './settle.ts';

let counter = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter += 1)}${Math.floor(Math.random() * 1000)}@example.eu`;

/** The text of the newest e-mail to `to` whose subject matches, read from the development mailbox. */
async function mailText(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mailbox')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      text = mails.find((m) => m.to === to && subject.test(m.subject))?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

test('a visitor submits a ticket, reads the tracking code from the e-mail, and tracks it', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await page.goto('/submit-ticket');
  await hydrated(page);
  await page.getByLabel('Full name').fill('Inès Dupont');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Subject').fill('Ingress returns 502 after upgrade');
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Priority').selectOption('high');
  await page
    .getByLabel('Describe the problem')
    .fill('Since the upgrade to 1.33 our ingress answers 502 for every host.\n<b>Not bold.</b>');
  await page.getByRole('button', { name: 'Submit ticket' }).click();

  await expect(page.getByRole('heading', { name: 'Your ticket is open' })).toBeVisible();
  const text = await mailText(page.request, email, /We received your support request/);
  const code = /TCK-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0] ?? '';
  expect(code).not.toBe('');
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  await page.goto('/track-ticket');
  await hydrated(page);
  await page.getByLabel('Tracking code').fill(code.toLowerCase());
  await page.getByLabel('E-mail used for the ticket').fill(email);
  await page.getByRole('button', { name: 'Show ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Ingress returns 502 after upgrade' })).toBeVisible();
  await expect(page.getByText('Status: Open')).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Conversation' }).getByRole('listitem');
  await expect(conversation).toHaveCount(1);
  // The message is shown as typed: its markup is text, not HTML.
  await expect(conversation.first()).toContainText('<b>Not bold.</b>');

  await page.getByLabel('Your reply').fill('It also happens on the staging cluster.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(conversation).toHaveCount(2);
  await expect(conversation.nth(1)).toContainText('It also happens on the staging cluster.');
});

test('a wrong e-mail address gets the same not-found answer as an unknown code', async ({ page }) => {
  await page.goto('/track-ticket?code=TCK-0000-0000-0000');
  await expect(page.getByLabel('Tracking code')).toHaveValue('TCK-0000-0000-0000');
  await hydrated(page);
  await page.getByLabel('E-mail used for the ticket').fill('nobody@example.eu');
  await page.getByRole('button', { name: 'Show ticket' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No ticket matches this tracking code and e-mail address/);
});

test('the contact form shows field messages: an empty e-mail, then the server’s', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  await page.getByLabel('Full name').fill('<b>Bob</b>');
  await page.getByLabel('Subject').fill('Question about regions');
  await page.getByLabel('Message').fill('Do you have a region in Belgium?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const email = page.getByLabel('Work e-mail');
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill(uniqueEmail('contact'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Use letters, digits, spaces and common punctuation only.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Bob Martin');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
});

test('a form says when it was sent too often', async ({ page }) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '1800' },
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'too_many_requests',
        message: 'You have sent this form too often. Please try again in 30 minutes.',
      }),
    }),
  );
  await page.goto('/contact-sales');
  await hydrated(page);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Work e-mail').fill(uniqueEmail('sales'));
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines SAS');
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByLabel('Expected clusters').fill('4');
  await page.getByLabel('Monthly budget').selectOption('5k-20k');
  await page.getByRole('button', { name: 'Contact sales' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have sent this form too often. Please try again in 30 minutes.',
  );
});

test('the newsletter subscription starts only with the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('reader');
  await page.goto('/newsletter');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const text = await mailText(page.request, email, /Confirm your newsletter subscription/);
  const link = new URL(/https?:\/\/\S+\/newsletter\?confirm=\S+/.exec(text)?.[0] ?? 'http://x/');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter$/);
});
