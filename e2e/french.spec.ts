// A French customer's journey, and back to English: the header's language link, an account opened
// in French, the console, the wizard, billing with French amounts, the e-mails and the invoice PDF,
// a ticket, then Settings → English. Texts come from the catalogs, in the language asserted.
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { account, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { axeViolations } from './signed-in.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';
import { pdfText } from '../test/support/pdf-reader.ts';
import { m } from '../src/shared/i18n/messages.ts';

test.setTimeout(JOURNEY_MS);

const FR = { locale: 'fr' } as const;
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
/** A French amount: '1 234,56 €' (no-break spaces), never '€1,234.56'. */
const FRENCH_EUROS = /\d{1,3}(?:[\u202f\u00a0]\d{3})*,\d{2}[\u202f\u00a0]€/;

async function paidCluster(page: Page, name: string): Promise<{ id: string; number: string }> {
  const spec = testClusterSpec({ name, kubernetesVersion: '1.36', haControlPlane: false, addonIds: [] });
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: spec, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id, number } = (await order.json()) as { id: string; number: string };
  expect((await page.request.post(`/api/orders/${id}/pay`, { data: { card: testCard() } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/orders/${id}`)).json()) as { status: string }).status, {
      timeout: PROVISIONING_MS,
      intervals: [500],
    })
    .toMatch(/paid|processing|completed/);
  return { id, number };
}

test('a French customer reads the site, the console, e-mails and invoices in French, then switches back', async ({
  page,
}, testInfo) => {
  // The build's scripts exist once per language: a page runs only those of its own.
  const scripts: { page: string; script: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push({ page: page.url(), script: new URL(request.url()).pathname });
  });
  const scriptsSince = (start: number) => scripts.slice(start).map((s) => s.script);
  await page.goto('/');
  expect(await htmlLang(page)).toBe('en');
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();
  // The choice holds on every public page, at its usual address.
  const pricingScripts = scripts.length;
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await hydrated(page);
  expect(scriptsSince(pricingScripts).length).toBeGreaterThan(0);
  expect(scriptsSince(pricingScripts).filter((path) => !path.startsWith('/_astro/fr/'))).toEqual([]);

  // An account opened from a French page is a French account (the lang cookie goes along).
  const customer = account();
  const registered = await page.request.post('/api/register', { data: customer });
  expect(registered.status()).toBe(201);
  expect(((await registered.json()) as { preferences: { language: string } }).preferences.language).toBe('fr');
  await saveBillingProfile(page.request);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));

  const dashboardScripts = scripts.length;
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(scriptsSince(dashboardScripts).length).toBeGreaterThan(0);
  expect(scriptsSince(dashboardScripts).filter((path) => !path.startsWith('/_astro/fr/'))).toEqual([]);
  const sidebar = page.getByRole('navigation').first();
  await expect(sidebar.getByRole('link', { name: m.sidebar_billing({}, FR) }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('dashboard-fr.png'), fullPage: true });

  await page.goto('/configure-cluster');
  await hydrated(page);
  await expect(page.getByText(m.clusters_step_location({}, FR)).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wizard-fr.png'), fullPage: true });

  const order = await paidCluster(page, 'paris-prod');

  await page.goto('/billing');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: m.billing_page_title({}, FR) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(FRENCH_EUROS);
  // Never the English '€1,234.56' (a French amount's € is set apart by a no-break space).
  await expect(page.getByRole('main')).not.toContainText(/(?<![\d\s\u202f\u00a0])€\d/);
  await page.screenshot({ path: testInfo.outputPath('billing-fr.png'), fullPage: true });

  // The invoice of the order, in French, with its amounts as French writes them.
  const invoices = (await (await page.request.get('/api/billing/invoices')).json()) as {
    id: string;
    number: string;
    orderNumber: string | null;
  }[];
  const invoice = invoices.find((item) => item.orderNumber === order.number);
  expect(invoice).toBeDefined();
  const pdf = await page.request.get(`/api/billing/invoices/${invoice?.id}/pdf`);
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('invoice-fr.pdf');
  await writeFile(file, await pdf.body());
  const text = pdfText(file);
  expect(text).toContain(m.invoice_title({ number: invoice?.number ?? '' }, FR));
  expect(text).toContain(m.invoice_total_including_vat({}, FR));
  expect(text).toContain('Retard de paiement');
  // (poppler prints the no-break spaces as spaces)
  expect(text).toMatch(/\d,\d{2} €/);
  expect(text).not.toMatch(/€\d/);

  // Its e-mail: written in French, the same invoice attached.
  const paidMail = async () => {
    const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    return mailbox.find(
      (mail) => mail.to === customer.email && mail.subject.startsWith(`Commande ${order.number} payée`),
    );
  };
  await expect.poll(async () => (await paidMail())?.subject, { timeout: PROVISIONING_MS }).toBeDefined();
  const paid = await paidMail();
  expect(paid?.text).toMatch(/^Bonjour /);
  expect(paid?.text).toMatch(FRENCH_EUROS);

  // A ticket, and the support pages in French.
  const ticket = await page.request.post('/api/tickets', {
    data: {
      subject: 'Ingress en 502',
      category: 'technical',
      priority: 'normal',
      message: 'Chaque requête répond 502 depuis ce matin.',
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  await page.goto(`/orders/support/${((await ticket.json()) as { id: string }).id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Ingress en 502')).toBeVisible();

  // An API error in the account's language, with the same code.
  const refused = await page.request.put('/api/user/preferences', {
    data: { currency: 'JPY', billingCycle: 'monthly', theme: 'system' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { code: string; message: string }).message).toBe(
    m.error_some_fields_missing_invalid({}, FR),
  );

  // Back to English from Settings: everything speaks English again.
  await page.goto('/settings');
  await hydrated(page);
  await page.getByRole('combobox', { name: m.common_language({}, FR) }).selectOption('en');
  await page.getByRole('button', { name: m.account_save_preferences({}, FR) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/(?<![\d\s\u202f\u00a0])€\d/);
  const englishScripts = scripts.length;
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);
  expect(scriptsSince(englishScripts).length).toBeGreaterThan(0);
  expect(scriptsSince(englishScripts).filter((path) => path.startsWith('/_astro/fr/'))).toEqual([]);
});
