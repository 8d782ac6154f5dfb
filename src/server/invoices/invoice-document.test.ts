import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { addonLines, clusterLines, productLines } from '../../shared/price-lines.ts';
import { convertCents, percentOf } from '../pricing/rounding.ts';
import {
  CLUSTER,
  creditNoteOf,
  INVOICE_SHAPES,
  LEGACY_INVOICE,
  orderInvoice,
  pricedOrder,
} from '../../../test/support/invoice-shapes.ts';
import { buildCreditNote, buildInvoice } from './invoice-builder.ts';
import { REVERSE_CHARGE_MENTION } from './legal-mentions.ts';

// The arithmetic and content every issued document keeps, whatever its shape.

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe.each(INVOICE_SHAPES.map((shape) => [shape.name, shape.issue()] as const))('%s', (_name, invoice) => {
  it('has lines that multiply out, with no negative unit price (BR-27)', () => {
    for (const line of invoice.lines) {
      expect(line.quantity * line.unitAmount, line.description).toBe(line.amount);
      expect(line.unitAmount).toBeGreaterThanOrEqual(0);
    }
  });

  it('adds up by EN 16931 (BR-CO-10, 11, 13, 14, 15, 16; BR-S-08/09, BR-AE-08/09)', () => {
    const allowances = invoice.allowances ?? [];
    const breakdown = invoice.vatBreakdown ?? [];
    expect(invoice.subtotal).toBe(sum(invoice.lines.map((l) => l.amount)));
    expect(invoice.discount).toBe(sum(allowances.map((a) => a.amount)));
    expect(sum(breakdown.map((row) => row.taxableAmount))).toBe(invoice.subtotal - invoice.discount);
    for (const row of breakdown)
      expect(row.taxAmount).toBe(row.category === 'S' ? percentOf(row.taxableAmount, row.rateBp) : 0);
    expect(invoice.tax).toBe(sum(breakdown.map((row) => row.taxAmount)));
    expect(invoice.total).toBe(invoice.subtotal - invoice.discount + invoice.tax);
    expect(invoice.amountDue).toBe(invoice.total - (invoice.prepaidAmount ?? 0));
  });

  it('shows each discount once, as a document-level allowance, never as a line', () => {
    const reasons = (invoice.allowances ?? []).map((a) => a.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(invoice.lines.some((line) => /PARIS|plan: \d+ % off|Credits applied/.test(line.description))).toBe(false);
    for (const allowance of invoice.allowances ?? []) {
      if (allowance.percentBp !== null)
        expect(percentOf(allowance.baseAmount ?? 0, allowance.percentBp)).toBe(allowance.amount);
    }
  });

  it('carries both parties and the legal mentions', () => {
    expect(invoice.seller.siren).toMatch(/^\d{9}$/);
    expect(invoice.seller.registration).toMatch(/au capital de .* RCS /);
    expect(invoice.buyer.address?.country).toMatch(/^[A-Z]{2}$/);
    expect(invoice.notes?.map((note) => note.subjectCode)).toEqual(
      expect.arrayContaining(['PMD', 'PMT', 'AAB', 'AAI']),
    );
    expect(invoice.notes?.find((note) => note.subjectCode === 'PMT')?.text).toMatch(/€40/);
    if (invoice.buyer.address?.country === 'FR') expect(invoice.buyer.siren).toMatch(/^\d{9}$/);
  });
});

describe('issued documents', () => {
  it.each([
    ['EUR', 'fr', true, 'pay-as-you-go'],
    ['GBP', 'de', false, 'business'],
    ['USD', 'us', true, 'enterprise'],
    ['EUR', 'fi', true, 'business'],
  ] as const)(
    'charge what the order charged: in %s for %s (PARIS %s, %s), the invoice total is the order total',
    (currency, buyer, paris, planId) => {
      const { order, organization } = pricedOrder({
        kind: 'cluster',
        lines: clusterLines(CLUSTER, catalogSeed, 'monthly'),
        currency,
        paris,
        buyer,
        planId,
      });
      const invoice = buildInvoice({
        order,
        organization,
        number: 'INV-2026-000900',
        issuedAt: new Date('2026-11-26T10:00:00Z'),
        paymentMethod: 'Visa •••• 4242',
      });
      expect({
        subtotal: invoice.subtotal,
        discount: invoice.discount,
        tax: invoice.tax,
        total: invoice.total,
      }).toEqual({ subtotal: order.subtotal, discount: order.discount, tax: order.tax, total: order.total });
    },
  );

  it('prices a unit once in the invoice currency, then multiplies (4 × €31.95 is €127.80, not a rounded share)', () => {
    const { order } = pricedOrder({
      kind: 'cluster',
      lines: clusterLines(CLUSTER, catalogSeed, 'monthly'),
      currency: 'EUR',
      buyer: 'fr',
    });
    const pool = order.lines.find((line) => line.kind === 'nodes' && line.quantity === 4);
    expect(pool?.unitAmount).toBe(convertCents(3497, 0.9137));
    expect(pool?.amount).toBe(4 * convertCents(3497, 0.9137));
  });

  it('bills a unit price with a fraction of a cent as one block rather than a unit price that does not multiply out', () => {
    const invoice = orderInvoice({
      kind: 'product',
      lines: productLines('garage-s3', 257, catalogSeed, 'monthly'),
      currency: 'EUR',
      buyer: 'fr',
    });
    expect(invoice.lines[0]).toMatchObject({ quantity: 1, description: expect.stringMatching(/quantity 257$/) });
  });

  it('gives the reverse-charge mention for an EU business with a VAT number, and names no VAT outside the EU', () => {
    const german = orderInvoice({
      kind: 'addon',
      lines: addonLines('longhorn', catalogSeed, 'monthly'),
      currency: 'EUR',
      buyer: 'de',
    });
    expect(german.vatNote).toBe(REVERSE_CHARGE_MENTION);
    expect(german.vatBreakdown).toEqual([
      expect.objectContaining({
        category: 'AE',
        taxAmount: 0,
        exemptionReasonCode: 'VATEX-EU-AE',
        exemptionReason: REVERSE_CHARGE_MENTION,
      }),
    ]);
    const american = orderInvoice({
      kind: 'addon',
      lines: addonLines('longhorn', catalogSeed, 'monthly'),
      currency: 'USD',
      buyer: 'us',
    });
    expect(american.vatBreakdown).toEqual([
      expect.objectContaining({ category: 'O', taxAmount: 0, exemptionReasonCode: 'VATEX-EU-O' }),
    ]);
    const italian = orderInvoice({
      kind: 'addon',
      lines: addonLines('longhorn', catalogSeed, 'monthly'),
      currency: 'EUR',
      buyer: 'it',
    });
    expect(italian.vatBreakdown).toEqual([expect.objectContaining({ category: 'S', rateBp: 2200 })]);
  });

  it('credits an invoice in full: same lines, discounts and totals, referring to it', () => {
    const invoice = orderInvoice({
      kind: 'addon',
      lines: addonLines('longhorn', catalogSeed, 'monthly'),
      currency: 'EUR',
      paris: true,
      buyer: 'fr',
    });
    const credit = creditNoteOf(invoice);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      creditsInvoiceId: invoice.id,
      correctedInvoice: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt },
    });
    expect(credit.lines).toEqual(invoice.lines);
    expect(credit.allowances).toEqual(invoice.allowances);
    expect({ subtotal: credit.subtotal, discount: credit.discount, tax: credit.tax, total: credit.total }).toEqual({
      subtotal: invoice.subtotal,
      discount: invoice.discount,
      tax: invoice.tax,
      total: invoice.total,
    });
    expect(credit.buyer).toEqual(invoice.buyer);
  });

  it('credits an invoice issued before e-invoicing in one line of its amount before VAT', () => {
    const legacy = LEGACY_INVOICE;
    const credit = buildCreditNote(legacy, 'CN-2026-000001', new Date('2026-11-27T09:00:00Z'), 'refund');
    expect(credit.lines).toEqual([expect.objectContaining({ quantity: 1, unitAmount: 12_093, amount: 12_093 })]);
    expect(credit.total).toBe(legacy.total);
  });
});
