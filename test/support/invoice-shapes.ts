import { priceUsageMonth, buildUsageInvoice, buildCollectedInvoice } from '../../src/server/billing/usage-invoice.ts';
import { catalogSeed } from '../../src/shared/catalog-seed.ts';
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import { buildCreditNote, buildInvoice } from '../../src/server/invoices/invoice-builder.ts';
import type { InvoiceRecord } from '../../src/shared/invoices/invoices.schemas.ts';
import type { OrderKind, OrderRecord } from '../../src/shared/orders/orders.schemas.ts';
import type { OrganizationRecord, StoredBillingProfile } from '../../src/shared/organizations/organizations.schemas.ts';
import {
  addonLines,
  clusterLines,
  productLines,
  supportPlanLines,
  type UsdLine,
} from '../../src/shared/price-lines.ts';
import { priceQuote } from '../../src/server/pricing/quote.ts';
import { vatFor } from '../../src/shared/vat.ts';
import { buildChangeCreditNote, buildChangeInvoice } from '../../src/server/subscriptions/change-documents.ts';
import { prorate } from '../../src/server/subscriptions/proration.ts';
import { configurationOf } from '../../src/shared/document-cause.ts';
import type { Currency } from '../../src/shared/money.ts';

// Every shape of invoice and credit note the console issues, built by the code the services run
// (the pricing engine, then the invoice builders), for the EN 16931 and PDF tests. A new shape
// (a renewal of another kind, a proration, a partial credit) is one more entry: its lines, and
// who buys it in which currency.

/** Buyers by VAT treatment (France, EU with or without a VAT number, outside the EU), as their billing profiles say. */
export const BUYERS = {
  /** France: 20 %, SIREN on the invoice. */
  fr: {
    legalName: 'Boulangerie Numérique SAS',
    addressLine1: '12 avenue des Gobelins',
    addressLine2: 'Bâtiment B',
    postalCode: '75013',
    city: 'Paris',
    country: 'FR',
    vatNumber: 'FR44732829320',
    siren: '732829320',
  },
  /** Another EU country with a VAT number: reverse charge. */
  de: {
    legalName: 'Großbäckerei Müller GmbH',
    addressLine1: 'Friedrichstraße 123',
    addressLine2: '',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
    vatNumber: 'DE123456789',
    siren: null,
  },
  /** Another EU country without a VAT number: that country's rate. */
  it: {
    legalName: 'Panificio Rossi',
    addressLine1: 'Via Roma 1',
    addressLine2: '',
    postalCode: '00184',
    city: 'Roma',
    country: 'IT',
    vatNumber: null,
    siren: null,
  },
  fi: {
    legalName: 'Leipomo Oy',
    addressLine1: 'Mannerheimintie 5',
    addressLine2: '',
    postalCode: '00100',
    city: 'Helsinki',
    country: 'FI',
    vatNumber: null,
    siren: null,
  },
  /** Outside the EU: no VAT. */
  us: {
    legalName: 'Acme Bakeries Inc.',
    addressLine1: '500 Market Street',
    addressLine2: 'Suite 200',
    postalCode: '94105',
    city: 'San Francisco',
    country: 'US',
    vatNumber: null,
    siren: null,
  },
  gb: {
    legalName: 'Crumpets Ltd',
    addressLine1: '1 Baker Street',
    addressLine2: '',
    postalCode: 'NW1 6XE',
    city: 'London',
    country: 'GB',
    vatNumber: 'GB123456789',
    siren: null,
  },
} satisfies Record<string, StoredBillingProfile>;
export type BuyerKey = keyof typeof BUYERS;

const RATES: Record<Currency, number> = { USD: 1, EUR: 0.9137, GBP: 0.7791 };
const ISSUED = new Date('2026-11-26T10:15:00Z');

/** An organization with the billing profile of `buyer`, on the plan `planId`. */
export function organizationOf(buyer: BuyerKey, planId = 'pay-as-you-go'): OrganizationRecord {
  return {
    id: `org-${buyer}`,
    companyName: BUYERS[buyer].legalName,
    companyId: `C-${buyer.toUpperCase()}-4821`,
    createdAt: '2026-01-01T00:00:00Z',
    billingProfile: BUYERS[buyer],
    planId,
  };
}

/** A cluster with two pools (one of four nodes), nodes its tier includes, HA and add-ons. */
export const CLUSTER: ClusterSpec = {
  name: 'production',
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.36',
  haControlPlane: true,
  nodePools: [
    { name: 'web', nodeSizeId: 'gp-2-8', count: 4 },
    { name: 'batch', nodeSizeId: 'cpu-4-8', count: 3 },
  ],
  addonIds: ['monitoring', 'falco', 'cert-manager'],
};

type OrderShape = {
  kind: OrderKind;
  lines: UsdLine[];
  currency: Currency;
  cycle?: 'monthly' | 'yearly';
  paris?: boolean;
  buyer: BuyerKey;
  planId?: string;
};

/** An order priced as OrderService prices it, with its organization. */
export function pricedOrder(
  shape: OrderShape,
  number = 'ORD-2026-000101',
): { order: OrderRecord; organization: OrganizationRecord } {
  const organization = organizationOf(shape.buyer, shape.planId);
  const plan = catalogSeed.billingPlans.find((p) => p.id === organization.planId);
  const cycle = shape.cycle ?? 'monthly';
  const quote = priceQuote({
    lines: shape.lines,
    currency: shape.currency,
    rate: RATES[shape.currency],
    billingCycle: cycle,
    planDiscount: plan && shape.kind !== 'support' ? { name: plan.name, percent: plan.discountPercent } : undefined,
    promoCode: shape.paris ? 'PARIS' : null,
    vat: vatFor(organization.billingProfile ?? null),
  });
  // The fields an invoice reads; the rest of an order (status, timeline…) plays no part.
  const order = {
    ...quote,
    id: `order-${number}`,
    number,
    kind: shape.kind,
    organizationId: organization.id,
  } as OrderRecord;
  return { order, organization };
}

/** A paid order's invoice, issued as CheckoutService issues it. */
export function orderInvoice(shape: OrderShape, number = 'INV-2026-000101'): InvoiceRecord {
  const { order, organization } = pricedOrder(shape, number.replace('INV', 'ORD'));
  return buildInvoice({ order, organization, number, issuedAt: ISSUED, paymentMethod: 'Visa •••• 4242' });
}

/** A product subscription's renewal invoice, as ProductRenewals issues it. */
export function renewalInvoice(buyer: BuyerKey, currency: Currency, planId = 'pay-as-you-go'): InvoiceRecord {
  const organization = organizationOf(buyer, planId);
  const plan = catalogSeed.billingPlans.find((p) => p.id === planId);
  const quote = priceQuote({
    lines: productLines('valkey', 3, catalogSeed, 'monthly'),
    currency,
    rate: RATES[currency],
    billingCycle: 'monthly',
    planDiscount: plan && plan.discountPercent > 0 ? { name: plan.name, percent: plan.discountPercent } : undefined,
    promoCode: null,
    vat: vatFor(organization.billingProfile ?? null),
  });
  const priced = {
    ...quote,
    lines: quote.lines.map((line) => ({
      ...line,
      description: `Renewal, 2026-11-26 to 2026-12-26: ${line.description}`,
    })),
  };
  return buildCollectedInvoice({
    id: 'renewal-1',
    number: 'INV-2026-000102',
    organization,
    priced,
    issuedAt: ISSUED,
    periodStart: ISSUED,
    periodEnd: new Date('2026-12-26T10:15:00Z'),
    usagePeriod: null,
    renewsSubscriptionId: 'sub-1',
  });
}

/** A month-end usage invoice (overage beyond what orders prepaid), with credits from the balance. */
export function usageInvoice(
  buyer: BuyerKey,
  currency: Currency,
  planId = 'pay-as-you-go',
  balance = 0,
): InvoiceRecord {
  const organization = organizationOf(buyer, planId);
  const { quote } = priceUsageMonth({
    month: '2026-10',
    clusters: [
      { clusterId: 'cl-1', clusterName: 'production', billableUsdCents: 18_734, nodeHours: 2_190 },
      { clusterId: 'cl-2', clusterName: 'staging', billableUsdCents: 4_411, nodeHours: 744 },
    ],
    organization,
    catalog: catalogSeed,
    currency,
    rate: RATES[currency],
    balance,
  });
  return buildUsageInvoice({
    id: 'usage-1',
    number: 'INV-2026-000103',
    month: '2026-10',
    organization,
    priced: quote,
    issuedAt: new Date('2026-11-01T00:30:00Z'),
    balancePaid: quote.creditsApplied,
  });
}

/** The credit note that refunds `invoice` in full, as CheckoutService.refundFailed issues it. */
export const creditNoteOf = (invoice: InvoiceRecord) =>
  buildCreditNote(invoice, 'CN-2026-000007', new Date('2026-11-27T09:00:00Z'), 'the cluster could not be provisioned');

const cluster = (cycle: 'monthly' | 'yearly' = 'monthly') => clusterLines(CLUSTER, catalogSeed, cycle);

/** A cluster `web` of `count` nodes in one pool, no HA, no add-on (3 are in its tier's price). */
const webCluster = (count: number): ClusterSpec => ({
  ...CLUSTER,
  name: 'web',
  haControlPlane: false,
  addonIds: [],
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-8', count }],
});
const CHANGE_PERIOD = { start: '2026-12-01T10:00:00.000Z', end: '2027-01-01T10:00:00.000Z' };

/** The order invoice that opened `web`'s period (3 nodes), as CheckoutService issues it. */
export function webOrderInvoice(buyer: BuyerKey, currency: Currency): InvoiceRecord {
  const { order, organization } = pricedOrder(
    { kind: 'cluster', lines: clusterLines(webCluster(3), catalogSeed, 'monthly'), currency, buyer },
    'ORD-2026-000111',
  );
  return buildInvoice({
    order,
    organization,
    number: 'INV-2026-000111',
    issuedAt: new Date(CHANGE_PERIOD.start),
    paymentMethod: 'Visa •••• 4242',
  });
}

/** `web` raised 3 → 5 nodes on 6 December: the change invoice, as ClusterChangeCharges issues it. */
export function changeInvoice(buyer: BuyerKey, currency: Currency): InvoiceRecord {
  const organization = organizationOf(buyer);
  const at = new Date('2026-12-06T09:00:00Z');
  const period = {
    clusterName: 'web',
    periodStart: CHANGE_PERIOD.start,
    periodEnd: CHANGE_PERIOD.end,
    billingCycle: 'monthly' as const,
    currency,
    rate: RATES[currency],
  };
  const raise = prorate({
    period,
    from: webCluster(3),
    to: webCluster(5),
    catalog: catalogSeed,
    organization,
    now: at.getTime(),
  });
  return buildChangeInvoice({
    id: 'change-web~claim-1',
    number: 'INV-2026-000112',
    organization,
    priced: raise.quote,
    issuedAt: at,
    periodEnd: new Date(CHANGE_PERIOD.end),
    subscriptionId: 'web',
    paymentMethod: 'Visa •••• 4242',
    change: { cluster: 'web', from: configurationOf(webCluster(3)), to: configurationOf(webCluster(5)) },
  });
}

/** `web` lowered back 5 → 3 nodes on 10 December: the credit note correcting the change invoice and the period's, as issueProrationCredit issues it. */
export function loweredCreditNote(buyer: BuyerKey, currency: Currency): InvoiceRecord {
  const organization = organizationOf(buyer);
  const at = new Date('2026-12-10T09:00:00Z');
  const period = {
    clusterName: 'web',
    periodStart: CHANGE_PERIOD.start,
    periodEnd: CHANGE_PERIOD.end,
    billingCycle: 'monthly' as const,
    currency,
    rate: RATES[currency],
  };
  const lower = prorate({
    period,
    from: webCluster(5),
    to: webCluster(3),
    catalog: catalogSeed,
    organization,
    now: at.getTime(),
  });
  return buildChangeCreditNote({
    id: 'credit-web-1',
    number: 'CN-2026-000008',
    organization,
    priced: lower.quote,
    issuedAt: at,
    periodEnd: new Date(CHANGE_PERIOD.end),
    corrects: [changeInvoice(buyer, currency), webOrderInvoice(buyer, currency)],
    reason: 'Cluster web configuration lowered',
    cause: {
      kind: 'cluster_lowered',
      cluster: 'web',
      from: configurationOf(webCluster(5)),
      to: configurationOf(webCluster(3)),
    },
  });
}

/** An invoice issued before e-invoicing, as stored then: discounts as lines, a rounded unit price. */
export const LEGACY_INVOICE: InvoiceRecord = {
  id: 'old-1',
  organizationId: 'org-fr',
  number: 'INV-2026-000001',
  kind: 'invoice',
  orderId: 'o-1',
  orderNumber: 'ORD-2026-000001',
  creditsInvoiceId: null,
  issuedAt: '2026-03-02T10:00:00.000Z',
  periodStart: '2026-03-02T10:00:00.000Z',
  periodEnd: '2026-04-02T10:00:00.000Z',
  seller: {
    legalName: 'SovereignK8s SAS',
    addressLines: ['14 rue Bergère', '75009 Paris', 'France'],
    country: 'FR',
    vatNumber: 'FR41123456789',
  },
  buyer: { legalName: 'Acme', addressLines: ['Billing ID 123'], country: null, vatNumber: null },
  currency: 'EUR',
  rate: 0.91,
  totalUsdCents: 40_000,
  lines: [
    { description: 'Pool', quantity: 4, unitAmount: 3182, amount: 12_729, vatRateBp: 2000 },
    { description: 'PARIS: 5% off your first purchase', quantity: 1, unitAmount: -636, amount: -636, vatRateBp: 2000 },
  ],
  subtotal: 12_729,
  discount: 636,
  tax: 2419,
  total: 14_512,
  vatRateBp: 2000,
  reverseCharge: false,
  vatNote: 'VAT 20 %',
  paymentStatus: 'paid',
  paymentMethod: 'Visa •••• 4242',
};

/** The table: every shape, by name. */
export const INVOICE_SHAPES: { name: string; issue: () => InvoiceRecord }[] = [
  {
    name: 'cluster, FR company, EUR, PARIS',
    issue: () => orderInvoice({ kind: 'cluster', lines: cluster(), currency: 'EUR', paris: true, buyer: 'fr' }),
  },
  {
    name: 'cluster, FR company, EUR, Business plan discount and PARIS',
    issue: () =>
      orderInvoice({
        kind: 'cluster',
        lines: cluster(),
        currency: 'EUR',
        paris: true,
        buyer: 'fr',
        planId: 'business',
      }),
  },
  {
    name: 'cluster, German company with a VAT number (reverse charge), EUR',
    issue: () => orderInvoice({ kind: 'cluster', lines: cluster(), currency: 'EUR', buyer: 'de' }),
  },
  {
    name: 'cluster, US company, USD, PARIS',
    issue: () => orderInvoice({ kind: 'cluster', lines: cluster(), currency: 'USD', paris: true, buyer: 'us' }),
  },
  {
    name: 'cluster, UK company (outside the EU), GBP',
    issue: () => orderInvoice({ kind: 'cluster', lines: cluster(), currency: 'GBP', buyer: 'gb' }),
  },
  {
    name: 'cluster yearly, Finnish company without a VAT number (25.5 %), EUR, PARIS',
    issue: () =>
      orderInvoice({
        kind: 'cluster',
        lines: cluster('yearly'),
        cycle: 'yearly',
        currency: 'EUR',
        paris: true,
        buyer: 'fi',
      }),
  },
  {
    name: 'add-on, FR company, GBP',
    issue: () =>
      orderInvoice({
        kind: 'addon',
        lines: addonLines('longhorn', catalogSeed, 'monthly'),
        currency: 'GBP',
        buyer: 'fr',
      }),
  },
  {
    name: 'add-on, Italian company without a VAT number (22 %), EUR, PARIS',
    issue: () =>
      orderInvoice({
        kind: 'addon',
        lines: addonLines('argo-cd', catalogSeed, 'monthly'),
        currency: 'EUR',
        paris: true,
        buyer: 'it',
      }),
  },
  {
    name: 'product per node, German company (reverse charge), GBP',
    issue: () =>
      orderInvoice({
        kind: 'product',
        lines: productLines('valkey', 3, catalogSeed, 'monthly'),
        currency: 'GBP',
        buyer: 'de',
      }),
  },
  {
    name: 'product per GB, FR company, EUR, PARIS',
    issue: () =>
      orderInvoice({
        kind: 'product',
        lines: productLines('garage-s3', 250, catalogSeed, 'monthly'),
        currency: 'EUR',
        paris: true,
        buyer: 'fr',
      }),
  },
  {
    name: 'product flat, US company, USD',
    issue: () =>
      orderInvoice({
        kind: 'product',
        lines: productLines('harbor', 1, catalogSeed, 'yearly'),
        cycle: 'yearly',
        currency: 'USD',
        buyer: 'us',
      }),
  },
  {
    name: 'support plan, German company (reverse charge), EUR',
    issue: () =>
      orderInvoice({
        kind: 'support',
        lines: supportPlanLines('business', catalogSeed, 'monthly'),
        currency: 'EUR',
        buyer: 'de',
      }),
  },
  {
    name: 'support plan, FR company, USD, PARIS',
    issue: () =>
      orderInvoice({
        kind: 'support',
        lines: supportPlanLines('enterprise', catalogSeed, 'monthly'),
        currency: 'USD',
        paris: true,
        buyer: 'fr',
      }),
  },
  {
    name: 'product renewal, FR company on the Business plan, EUR',
    issue: () => renewalInvoice('fr', 'EUR', 'business'),
  },
  { name: 'product renewal, US company, USD', issue: () => renewalInvoice('us', 'USD') },
  {
    name: 'month-end usage, FR company on the Enterprise plan with credits, EUR',
    issue: () => usageInvoice('fr', 'EUR', 'enterprise', 5_000),
  },
  { name: 'month-end usage, German company (reverse charge), GBP', issue: () => usageInvoice('de', 'GBP') },
  { name: 'month-end usage, Italian company without a VAT number, EUR', issue: () => usageInvoice('it', 'EUR') },
  { name: 'month-end usage, US company, USD', issue: () => usageInvoice('us', 'USD') },
  {
    name: 'credit note, FR company, EUR, PARIS',
    issue: () =>
      creditNoteOf(orderInvoice({ kind: 'cluster', lines: cluster(), currency: 'EUR', paris: true, buyer: 'fr' })),
  },
  {
    name: 'credit note, German company (reverse charge), EUR',
    issue: () => creditNoteOf(orderInvoice({ kind: 'cluster', lines: cluster(), currency: 'EUR', buyer: 'de' })),
  },
  {
    name: 'credit note, US company, USD',
    issue: () =>
      creditNoteOf(
        orderInvoice({
          kind: 'product',
          lines: productLines('valkey', 3, catalogSeed, 'monthly'),
          currency: 'USD',
          buyer: 'us',
        }),
      ),
  },
  {
    name: 'credit note, UK company, GBP, PARIS',
    issue: () =>
      creditNoteOf(
        orderInvoice({
          kind: 'addon',
          lines: addonLines('longhorn', catalogSeed, 'monthly'),
          currency: 'GBP',
          paris: true,
          buyer: 'gb',
        }),
      ),
  },
  { name: 'cluster change 3 → 5 nodes, FR company, EUR', issue: () => changeInvoice('fr', 'EUR') },
  { name: 'cluster change 3 → 5 nodes, German company (reverse charge), GBP', issue: () => changeInvoice('de', 'GBP') },
  {
    name: 'cluster lowered credit note correcting two invoices, FR company, EUR',
    issue: () => loweredCreditNote('fr', 'EUR'),
  },
  {
    name: 'cluster lowered credit note correcting two invoices, US company, USD',
    issue: () => loweredCreditNote('us', 'USD'),
  },
];
