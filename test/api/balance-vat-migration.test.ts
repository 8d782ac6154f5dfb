import { afterEach, describe, expect, it } from 'vitest';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { loweredCreditNote, usageInvoice } from '../support/invoice-shapes.ts';
import { embeddedReopenable, postgresReopenable } from '../support/reopenable-store.ts';

// The credits balance used to hold amounts before VAT, some entries in US cents only. The store's
// migration (PostgreSQL 020, embedded 12) never rewrites an issued document: it gives an entry
// kept in US cents its amount in the billing currency (at its document's rate), and adds the VAT
// on what the balance still held as one correcting entry with its reason, so the balance is money
// held VAT included from then on. Run again, it changes nothing.

const MIGRATION = { table: 'credit_entries', postgresVersion: 20, embeddedVersion: 12, dropRows: false };

const open: StorageBackend[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((storage) => storage.close()));
});

describe.each([
  ['embedded', embeddedReopenable],
  ['postgres', postgresReopenable],
] as const)('the balance held VAT included, after the store migrates (%s)', (_name, backend) => {
  it('fills amounts kept in US cents and adds the VAT on the balance held before VAT, once', async () => {
    const store = await backend();
    let storage = await store.open();
    open.push(storage);
    const { organization } = await organizationWithOwner(storage.repositories);
    await storage.repositories.organizations.change(organization.id, () => ({ billingCurrency: 'EUR' }));
    // Documents issued by the older rule: a credit note (20 % VAT) and an invoice at rate 0.9.
    const note = {
      ...loweredCreditNote('fr', 'EUR'),
      id: 'cn-old',
      number: 'CN-2026-000901',
      organizationId: organization.id,
    };
    const invoice = {
      ...usageInvoice('fr', 'EUR'),
      id: 'inv-old',
      number: 'INV-2026-000901',
      organizationId: organization.id,
      rate: 0.9,
    };
    await storage.repositories.invoices.create(note);
    await storage.repositories.invoices.create(invoice);
    const entry = {
      organizationId: organization.id,
      createdAt: '2026-11-20T10:00:00.000Z',
      orderId: null,
      clusterId: null,
      countsInBalance: true,
    };
    // The credit note's amount before VAT, and credits applied to an invoice kept in US cents only.
    await storage.repositories.credits.add({
      ...entry,
      id: 'credit-note-old',
      kind: 'proration',
      description: 'Credit note CN-2026-000901',
      amountUsdCents: 4_785,
      amount: 4_372,
      currency: 'EUR',
      invoiceId: note.id,
    });
    await storage.repositories.credits.add({
      ...entry,
      id: 'applied-old',
      kind: 'applied',
      description: 'Applied to invoice INV-2026-000901',
      amountUsdCents: -1_000,
      invoiceId: invoice.id,
    });
    await storage.close();
    open.splice(0);

    await store.rewind(MIGRATION);
    storage = await store.open();
    open.push(storage);
    const ledger = await storage.repositories.credits.list(organization.id);
    expect(ledger.find((e) => e.id === 'applied-old')).toMatchObject({ amount: -900, currency: 'EUR' });
    // 43.72 − 9.00 = 34.72 held before VAT: 20 % of it, 6.94, added with its reason.
    const correction = ledger.find((e) => e.kind === 'correction');
    expect(correction).toMatchObject({
      amount: 694,
      currency: 'EUR',
      countsInBalance: true,
      text: { key: 'vat_correction', rateBp: 2000, held: 3_472, currency: 'EUR' },
    });
    expect(correction?.description).toBe(
      'VAT (20 %) on the €34.72 held before VAT: the balance now holds money VAT included, as every credit note credits it',
    );
    expect(await storage.repositories.credits.balance(organization.id)).toBe(3_472 + 694);
    // The documents are as issued.
    expect(await storage.repositories.invoices.findAny(note.id)).toEqual(note);

    // Run again: nothing more.
    await storage.close();
    open.splice(0);
    await store.rewind(MIGRATION);
    storage = await store.open();
    open.push(storage);
    expect(
      (await storage.repositories.credits.list(organization.id)).filter((e) => e.kind === 'correction'),
    ).toHaveLength(1);
    expect(await storage.repositories.credits.balance(organization.id)).toBe(3_472 + 694);
  });
});
