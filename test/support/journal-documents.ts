// Hand-made invoice and credit-note records for the sales journal's tests: only what the journal
// reads is set, amounts in minor units; the total is always subtotal − discount + tax.
import type { JournalDocument } from '../../src/server/accounting/sales-journal.ts';

export const JOURNAL_BUYER = 'Boulangerie Numérique SAS';

/** A document numbered `number` (CN-… a credit note), issued 2026-12-06, paid by card, in euros unless told. */
export function journalDocument(
  overrides: Partial<JournalDocument> & Pick<JournalDocument, 'number' | 'subtotal' | 'tax'>,
): JournalDocument {
  const discount = overrides.discount ?? 0;
  const party = {
    legalName: JOURNAL_BUYER,
    addressLines: [],
    country: 'FR',
    vatNumber: 'FR44732829320',
    accountId: 'ACME-42',
  };
  return {
    id: overrides.number,
    organizationId: 'org-1',
    kind: overrides.number.startsWith('CN') ? 'credit_note' : 'invoice',
    orderId: null,
    orderNumber: null,
    usagePeriod: null,
    renewsSubscriptionId: null,
    creditsInvoiceId: null,
    issuedAt: '2026-12-06T09:00:00.000Z',
    periodStart: '2026-12-06T00:00:00.000Z',
    periodEnd: '2027-01-06T00:00:00.000Z',
    seller: { ...party, legalName: 'SovereignK8s SAS', accountId: null },
    buyer: party,
    currency: 'EUR',
    rate: 1,
    lines: [],
    vatRateBp: 2000,
    reverseCharge: false,
    vatNote: 'VAT 20 %',
    paymentStatus: 'paid',
    paymentMethod: 'Visa •••• 4242',
    totalUsdCents: 0,
    ...overrides,
    discount,
    total: overrides.subtotal - discount + overrides.tax,
  };
}
