// The records of one seeded organization, as the console's own flows store them: the company
// with its billing profile, its verified owner, a saved test card, and its clusters (every other
// one bought as a monthly subscription by a paid order, the rest pay as you go).
import type { CatalogSeed } from '../../src/shared/catalog/catalog.schemas.ts';
import type { ClusterEventRecord } from '../../src/server/clusters/cluster-events.repository.ts';
import { runningClusterRecord } from '../../src/server/clusters/cluster-record.ts';
import type { ClusterRecord, ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import type { OrderRecord } from '../../src/shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../src/shared/organizations/organizations.schemas.ts';
import type { PaymentMethodRecord } from '../../src/shared/payments/payments.schemas.ts';
import { clusterLines } from '../../src/shared/price-lines.ts';
import { priceQuote } from '../../src/server/pricing/quote.ts';
import { vatFor } from '../../src/shared/vat.ts';
import type { ClusterSubscriptionRecord } from '../../src/shared/subscriptions/cluster-subscriptions.schemas.ts';
import { periodPriceUsdCents } from '../../src/server/subscriptions/proration.ts';
import type { UserRecord } from '../../src/shared/users/users.schemas.ts';
import { FALLBACK_RATES } from '../../src/shared/money.ts';

/** Every seeded organization bills in euros at this rate (the built-in one). */
export const SEED_CURRENCY = 'EUR' as const;
export const SEED_RATE = FALLBACK_RATES.EUR;

const pad = (n: number, width = 6) => String(n).padStart(width, '0');

/** Ids derived from the organization's number: a second run finds what the first wrote. */
export const seedIds = {
  organization: (n: number) => `seed-org-${pad(n)}`,
  owner: (n: number) => `seed-owner-${pad(n)}`,
  card: (n: number) => `seed-card-${pad(n)}`,
  cluster: (n: number, j: number) => `seed-cluster-${pad(n)}-${pad(j, 4)}`,
};

/** The owner's e-mail: what they sign in with. */
export const ownerEmail = (n: number) => `owner${pad(n)}@seed.example.eu`;

/** Even-numbered clusters were bought as subscriptions; odd ones run pay as you go. */
export const isSubscribed = (j: number) => j % 2 === 0;

/** A cluster's configuration: a few sizes and regions, so lists and reports are not uniform. */
export function seedSpec(j: number): ClusterSpec {
  return {
    name: `cluster-${pad(j, 4)}`,
    tierId: 'standard',
    providerId: 'sovereign',
    regionId: j % 3 === 2 ? 'fr-par-2' : 'fr-par-1',
    kubernetesVersion: '1.37',
    haControlPlane: false,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 + (j % 3) }],
    addonIds: ['monitoring'],
  };
}

const billingProfile = (n: number) => ({
  legalName: `Seeded Company ${pad(n)} SAS`,
  addressLine1: `${1 + (n % 200)} avenue des Gobelins`,
  addressLine2: '',
  postalCode: '75013',
  city: 'Paris',
  country: 'FR',
  vatNumber: null,
  siren: null,
});

/** The organization: a French company billed in euros, its first order the first cluster's. */
export function organizationRecord(n: number, createdAt: string, firstPaidOrderId: string | null): OrganizationRecord {
  return {
    id: seedIds.organization(n),
    companyName: `Seeded Company ${pad(n)}`,
    companyId: `ORG-SEED-${pad(n, 7)}`,
    createdAt,
    billingProfile: billingProfile(n),
    billingCurrency: SEED_CURRENCY,
    firstPaidOrderId,
  };
}

/** The owner, verified, with the password hash every seeded owner shares (hashed once per run). */
export function ownerRecord(n: number, passwordHash: string, createdAt: string): UserRecord {
  return {
    id: seedIds.owner(n),
    username: `owner${pad(n)}`,
    email: ownerEmail(n),
    name: `Owner ${pad(n)}`,
    role: 'user',
    orgRole: 'owner',
    organizationId: seedIds.organization(n),
    emailVerified: true,
    officersAccess: false,
    passwordHash,
    disabled: false,
    mfa: null,
    mfaPending: null,
    preferences: { currency: SEED_CURRENCY, billingCycle: 'monthly', theme: 'system' },
    createdAt,
    updatedAt: createdAt,
  };
}

/** The saved test card (4242…, never declined), the organization's default method. */
export function cardRecord(n: number, providerToken: string, createdAt: string): PaymentMethodRecord {
  return {
    id: seedIds.card(n),
    organizationId: seedIds.organization(n),
    kind: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2031,
    holderName: `Owner ${pad(n)}`,
    mandateReference: null,
    country: null,
    isDefault: true,
    createdAt,
    providerToken,
    createdBy: seedIds.owner(n),
  };
}

/** A running cluster metered up to `meteredUntil`. */
export function clusterRecord(
  n: number,
  j: number,
  createdAt: string,
  meteredUntil: string,
  orderId: string | null,
): ClusterRecord {
  const id = seedIds.cluster(n, j);
  return runningClusterRecord({
    id,
    organizationId: seedIds.organization(n),
    spec: seedSpec(j),
    orderId,
    purpose: 'customer',
    endpoint: `https://localhost/k8s/${id}`,
    createdAt,
    meteredUntil,
  });
}

/** The configuration event metering reads the cluster's hours from. */
export function configEvent(n: number, j: number, at: string): ClusterEventRecord {
  return {
    id: `seed-event-${pad(n)}-${pad(j, 4)}`,
    clusterId: seedIds.cluster(n, j),
    organizationId: seedIds.organization(n),
    type: 'config',
    message: 'Cluster created',
    actorId: seedIds.owner(n),
    spec: seedSpec(j),
    at,
  };
}

/** The monthly price of a cluster as an order quotes it (French VAT). */
export function clusterQuote(j: number, catalog: CatalogSeed) {
  return priceQuote({
    lines: clusterLines(seedSpec(j), catalog, 'monthly'),
    currency: SEED_CURRENCY,
    rate: SEED_RATE,
    billingCycle: 'monthly',
    promoCode: null,
    vat: vatFor(billingProfile(0)),
  });
}

/** The paid, completed order that bought cluster `j`, numbered `number`, invoiced by `invoiceId`. */
export function paidOrder(
  n: number,
  j: number,
  input: { number: string; invoiceId: string; paidAt: string; catalog: CatalogSeed },
): OrderRecord {
  const clusterId = seedIds.cluster(n, j);
  const { paidAt } = input;
  return {
    ...clusterQuote(j, input.catalog),
    id: `order-${clusterId}`,
    organizationId: seedIds.organization(n),
    requestKey: null,
    number: input.number,
    kind: 'cluster',
    status: 'completed',
    rateLockedUntil: paidAt,
    clusterId,
    cluster: seedSpec(j),
    addon: null,
    product: null,
    support: null,
    payment: {
      state: 'succeeded',
      method: { kind: 'card', brand: 'visa', last4: '4242' },
      challengeId: null,
      failureCode: null,
      failureMessage: null,
      chargeId: `seed-charge-${clusterId}`,
    },
    invoiceId: input.invoiceId,
    creditNoteId: null,
    failureReason: null,
    events: [
      { at: paidAt, type: 'created', message: 'Order created: 1 line, priced in EUR.' },
      { at: paidAt, type: 'paid', message: 'Paid by Visa •••• 4242.' },
      { at: paidAt, type: 'completed', message: 'Cluster running.' },
    ],
    buyer: { id: seedIds.owner(n), name: `Owner ${pad(n)}` },
    createdAt: paidAt,
    updatedAt: paidAt,
    paidAt,
    completedAt: paidAt,
    cancelledAt: null,
  };
}

/** The cluster's monthly subscription in its current period [periodStart, periodEnd). */
export function subscriptionRecord(
  n: number,
  j: number,
  input: { periodStart: string; periodEnd: string; createdAt: string; invoiceId: string; catalog: CatalogSeed },
): ClusterSubscriptionRecord {
  const clusterId = seedIds.cluster(n, j);
  return {
    id: clusterId,
    organizationId: seedIds.organization(n),
    clusterId,
    clusterName: seedSpec(j).name,
    orderId: `order-${clusterId}`,
    billingCycle: 'monthly',
    currency: SEED_CURRENCY,
    rate: SEED_RATE,
    state: 'active',
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    chargedSpec: seedSpec(j),
    periodPriceUsdCents: periodPriceUsdCents(seedSpec(j), input.catalog, 'monthly'),
    invoiceId: input.invoiceId,
    events: [],
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
    changeClaim: null,
  };
}
