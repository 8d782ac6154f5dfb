import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEn16931 } from '../support/en16931.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { pdfAttachment, pdfAttachmentNames } from '../support/pdf-reader.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { FRENCH_COMPANY, PAY_WITH_CARD, registeredCustomer, withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// Invoices an accountant accepts, through the API: no payment before the buyer's legal identity
// is known, VAT that follows it, a Factur-X PDF and its EN 16931 XML, and invoices that keep
// the identity they were issued with.

const dir = mkdtempSync(join(tmpdir(), 'e-invoicing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GERMAN_COMPANY = {
  legalName: 'Großbäckerei Müller GmbH',
  addressLine1: 'Friedrichstraße 123',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE123456789',
};
const harbor = (extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
  ...extra,
});

async function placed(client: ApiClient, body: Record<string, unknown>) {
  const response = await client.post('/api/orders', body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}

/** A file the API answers, as bytes (the client's `text` would mangle a PDF). */
async function download(client: ApiClient, path: string) {
  const response = await fetch(client.base + path, { headers: { Cookie: client.cookie ?? '' } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`e-invoicing (${backend})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      const env: Record<string, string> =
        backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${await createSchema()}` } : {};
      server = await startServer(env);
    });
    afterAll(async () => {
      await server.stop();
    });

    describe('paying needs a complete billing profile', () => {
      it('refuses the payment with 400 naming the missing fields, charging nothing, then re-prices the VAT for the profile given', async () => {
        const client = new ApiClient(server.url);
        expect((await client.post('/api/register', newAccount())).status).toBe(201);
        const order = await placed(client, harbor({ promoCode: 'PARIS' }));
        expect(order.vat).toMatchObject({ rateBp: 2000, country: 'FR' });

        const refused = await client.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD);
        expect(refused.status).toBe(400);
        expect(refused.json.code).toBe('billing_profile_incomplete');
        expect(Object.keys(refused.json.fields)).toEqual([
          'billingProfile.legalName',
          'billingProfile.addressLine1',
          'billingProfile.postalCode',
          'billingProfile.city',
          'billingProfile.country',
        ]);
        const untouched = (await client.get(`/api/orders/${order.id}`)).json;
        expect(untouched).toMatchObject({
          status: 'pending_payment',
          payment: { state: 'none', chargeId: null },
          invoiceId: null,
        });
        expect(untouched.events.map((e: { type: string }) => e.type)).toEqual(['created']);
        expect((await client.get('/api/billing/invoices')).json).toEqual([]);

        const noSiren = await client.put('/api/billing/profile', { ...FRENCH_COMPANY, siren: '' });
        expect(noSiren.status).toBe(400);
        expect(noSiren.json.fields.siren).toMatch(/SIREN/);
        const badSiren = await client.put('/api/billing/profile', {
          ...FRENCH_COMPANY,
          siren: '732829321',
          vatNumber: '',
        });
        expect(badSiren.json.fields.siren).toMatch(/does not check out/);

        await withBillingProfile(client, GERMAN_COMPANY);
        const repriced = (await client.get(`/api/orders/${order.id}`)).json;
        expect(repriced.vat).toMatchObject({ rateBp: 0, reverseCharge: true, country: 'DE' });
        expect(repriced.tax).toBe(0);
        expect(repriced.total).toBe(repriced.subtotal - repriced.discount);
        expect(repriced.events.at(-1)).toMatchObject({
          type: 'repriced',
          message: expect.stringMatching(/Reverse charge/),
        });

        const paid = await client.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD);
        expect(paid.status, JSON.stringify(paid.json)).toBe(200);
        const invoice = (await client.get(`/api/billing/invoices/${paid.json.invoiceId}`)).json;
        expect(invoice).toMatchObject({
          standard: 'EN16931',
          total: repriced.total,
          reverseCharge: true,
          vatNote: 'Autoliquidation / Reverse charge – Art. 196 Directive 2006/112/EC',
        });
        expect(invoice.buyer).toMatchObject({
          legalName: GERMAN_COMPANY.legalName,
          vatNumber: 'DE123456789',
          address: { city: 'Berlin', country: 'DE' },
        });
        expect(invoice.allowances).toEqual([
          expect.objectContaining({ reason: 'PARIS: 5% off your first purchase', reasonCode: '95' }),
        ]);
      });

      it('refuses with 409 a payment whose VAT changed with the profile while the bank was confirming, then takes the new total', async () => {
        const client = await registeredCustomer(server.url);
        const order = await placed(client, harbor());
        const asked = await client.post(`/api/orders/${order.id}/pay`, {
          card: { ...PAY_WITH_CARD.card, number: '4000002760003184' },
        });
        expect(asked.json.status).toBe('requires_action');
        await withBillingProfile(client, {
          ...GERMAN_COMPANY,
          country: 'US',
          postalCode: '94105',
          city: 'San Francisco',
          vatNumber: '',
        });
        // Held by the payment attempt: not re-priced while the bank asks.
        expect((await client.get(`/api/orders/${order.id}`)).json.total).toBe(order.total);
        expect(
          (
            await client.post(`/api/orders/${order.id}/challenge`, {
              challengeId: asked.json.challenge.id,
              outcome: 'fail',
            })
          ).status,
        ).toBe(402);

        const again = await client.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD);
        expect(again.status).toBe(409);
        expect(again.json.code).toBe('order_repriced');
        const repriced = (await client.get(`/api/orders/${order.id}`)).json;
        expect(repriced.vat).toMatchObject({ rateBp: 0, reverseCharge: false, country: 'US' });
        expect(repriced.payment.chargeId).toBeNull();
        const paid = await client.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD);
        expect(paid.json).toMatchObject({ status: 'paid', total: repriced.total });
      });
    });

    describe('Factur-X invoices', () => {
      it('serves the PDF with factur-x.xml embedded and the same XML alone, valid EN 16931; the invoice keeps the profile it was issued with', async () => {
        const client = await registeredCustomer(server.url);
        const order = await placed(client, {
          kind: 'product',
          product: { productId: 'harbor', quantity: 1 },
          currency: 'GBP',
          billingCycle: 'yearly',
          promoCode: 'PARIS',
        });
        const paid = await client.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD);
        expect(paid.status).toBe(200);
        const id = paid.json.invoiceId as string;

        const xml = await download(client, `/api/billing/invoices/${id}/xml`);
        expect(xml.status).toBe(200);
        expect(xml.type).toBe('application/xml; charset=utf-8');
        const pdf = await download(client, `/api/billing/invoices/${id}/pdf`);
        const file = join(dir, `invoice-${backend}.pdf`);
        writeFileSync(file, pdf.bytes);
        expect(pdfAttachmentNames(file)).toEqual(['factur-x.xml']);
        expect(pdfAttachment(file, 'factur-x.xml')).toBe(xml.bytes.toString('utf8'));
        const [validation] = await validateEn16931([file]);
        expect({ fatal: validation?.fatal, exitCode: validation?.exitCode }, validation?.output).toEqual({
          fatal: 0,
          exitCode: 0,
        });

        const issued = (await client.get(`/api/billing/invoices/${id}`)).json;
        await withBillingProfile(client, {
          ...FRENCH_COMPANY,
          legalName: 'Boulangerie Renommée SAS',
          addressLine1: '1 place de la Bourse',
        });
        expect((await client.get(`/api/billing/invoices/${id}`)).json).toEqual(issued);
        expect((await download(client, `/api/billing/invoices/${id}/xml`)).bytes.equals(xml.bytes)).toBe(true);
        expect((await download(client, `/api/billing/invoices/${id}/pdf`)).bytes.equals(pdf.bytes)).toBe(true);

        const other = await registeredCustomer(server.url);
        expect((await download(other, `/api/billing/invoices/${id}/xml`)).status).toBe(404);
      }, 300_000);
    });
  });
}
