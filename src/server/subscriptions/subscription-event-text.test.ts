import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { embeddedBackend, type ContractBackend } from '../../../test/support/storage.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { ProductSubscriptionService } from '../products/product-subscriptions.service.ts';
import { storedSubscriptionEvent, subscriptionEventMessage } from './subscription-event-text.ts';

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

describe('subscription history events', () => {
  it('store the English sentence they always had, whatever the language of the request', () => {
    const english = (text: Parameters<typeof storedSubscriptionEvent>[0]) =>
      withLocale('fr', () => storedSubscriptionEvent(text)).message;
    expect(english({ key: 'cluster_activated', until: '2026-12-01', order: 'ORD-2026-000001', cycle: 'monthly' })).toBe(
      'Paid until 2026-12-01 by order ORD-2026-000001; renews monthly.',
    );
    expect(english({ key: 'addon_added', addon: 'argo-cd', until: '2026-12-01' })).toBe(
      'Add-on argo-cd added: paid by its order until 2026-12-01, then renewed with the cluster.',
    );
    expect(english({ key: 'raise_charged', remaining: 1, period: 30 })).toBe(
      'Configuration raised: 1 of 30 days charged.',
    );
    expect(english({ key: 'cluster_deleted' })).toBe('Ended with the cluster’s deletion.');
    expect(english({ key: 'cluster_gone' })).toBe('Ended: the cluster no longer runs.');
    expect(
      english({ key: 'support_activated', plan: 'Business', until: '2026-12-01', order: 'ORD-1', cycle: 'yearly' }),
    ).toBe('Business paid until 2026-12-01 by order ORD-1; renews yearly.');
    expect(
      english({
        key: 'support_changed',
        from: 'Business',
        to: 'Enterprise',
        order: 'ORD-2',
        cycle: 'monthly',
        renews: '2026-12-01',
      }),
    ).toBe('Business → Enterprise by order ORD-2; renews monthly on 2026-12-01.');
    expect(english({ key: 'support_cancelled', order: 'ORD-3', plan: 'Pay as you go' })).toBe(
      'Cancelled by order ORD-3: back to Pay as you go.',
    );
    expect(
      english({ key: 'product_activated', product: 'Velero', cluster: 'web', quantity: 3, unit: 'per node' }),
    ).toBe('Velero activated on web: 3 nodes.');
    expect(
      english({ key: 'product_activated', product: 'Velero', cluster: 'web', quantity: 1, unit: 'per cluster' }),
    ).toBe('Velero activated on web: 1 cluster.');
    expect(english({ key: 'product_activated', product: 'Backup', cluster: null, quantity: 250, unit: 'per GB' })).toBe(
      'Backup activated: 250 GB.',
    );
    expect(english({ key: 'product_activated', product: 'Harbor', cluster: null, quantity: 1, unit: 'flat' })).toBe(
      'Harbor activated: one organization-wide licence.',
    );
    expect(english({ key: 'cancel_requested', until: '2026-12-01' })).toBe(
      'Cancellation requested: it stays active until 2026-12-01, then ends; nothing more is billed.',
    );
    expect(english({ key: 'cancel_withdrawn' })).toBe('Cancellation withdrawn: it renews as before.');
    expect(english({ key: 'period_ended' })).toBe('Ended at the end of the paid period.');
    expect(english({ key: 'renewed', until: '2026-12-01' })).toBe('Renewed until 2026-12-01.');
    expect(english({ key: 'credited', number: 'CN-2026-000002', remaining: 12, period: 31 })).toBe(
      'Credit note CN-2026-000002: 12 of 31 days credited.',
    );
  });

  it('make a subscription’s history read in French, older events said again from their words', async () => {
    const store = await (await embeddedBackend()).open();
    opened.push(store);
    const { repositories } = store;
    await repositories.catalog.sync(catalogSeed);
    const clock = { now: Date.parse('2026-11-20T10:00:00.000Z') };
    const service = new ProductSubscriptionService({
      repositories,
      catalog: repositories.catalog,
      now: () => clock.now,
    });
    const { organization } = await organizationWithOwner(repositories);
    const at = '2026-11-01T10:00:00.000Z';
    await repositories.productSubscriptions.create({
      id: 'order-velero',
      organizationId: organization.id,
      orderId: 'order-velero',
      orderNumber: 'ORD-2026-000007',
      productId: 'velero',
      productName: 'Velero',
      vendor: 'VMware',
      pricingUnit: 'per node',
      quantity: 3,
      clusterId: 'cluster-web',
      clusterName: 'web',
      billingCycle: 'monthly',
      currency: 'EUR',
      total: 4_477,
      totalUsdCents: 4_900,
      state: 'active',
      periodStart: at,
      periodEnd: '2026-12-01T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      invoiceId: 'inv-first',
      events: [
        {
          at,
          type: 'activated',
          ...storedSubscriptionEvent({
            key: 'product_activated',
            product: 'Velero',
            cluster: 'web',
            quantity: 3,
            unit: 'per node',
          }),
        },
        // An event of an older release: its sentence only.
        { at, type: 'renewed', message: 'Renewed until 2026-11-01.' },
      ],
      createdAt: at,
      updatedAt: at,
    });
    // Cancelled from a French page: stored in English, said in French to a French reader.
    const answered = await withLocale('fr', () => service.cancel(organization.id, 'order-velero', true));
    expect(answered.events.at(-1)?.message).toBe(
      'Résiliation demandée\u00a0: l’abonnement reste actif jusqu’au 1 déc. 2026, puis prend fin\u00a0; plus rien n’est facturé.',
    );
    const stored = await repositories.productSubscriptions.findAny('order-velero');
    expect(stored?.events.at(-1)?.message).toBe(
      'Cancellation requested: it stays active until 2026-12-01, then ends; nothing more is billed.',
    );

    // Past the period's end it reads as ended, in the reader's language too.
    clock.now = Date.parse('2026-12-02T10:00:00.000Z');
    const french = await withLocale('fr', () => service.get(organization.id, 'order-velero'));
    expect(french.events.map((e) => e.message)).toEqual([
      'Velero activé sur web\u00a0: 3 nœuds.',
      'Renouvelé jusqu’au 1 nov. 2026.',
      'Résiliation demandée\u00a0: l’abonnement reste actif jusqu’au 1 déc. 2026, puis prend fin\u00a0; plus rien n’est facturé.',
      'Terminé à la fin de la période payée.',
    ]);
    expect(french.events.some((e) => 'text' in e)).toBe(false);
    const english = await service.get(organization.id, 'order-velero');
    expect(english.events.map((e) => e.message)).toEqual([
      'Velero activated on web: 3 nodes.',
      'Renewed until 1 Nov 2026.',
      'Cancellation requested: it stays active until 1 Dec 2026, then ends; nothing more is billed.',
      'Ended at the end of the paid period.',
    ]);
    expect(withLocale('fr', () => subscriptionEventMessage({ message: 'Renewed until 2026-11-01.' }))).toBe(
      'Renouvelé jusqu’au 1 nov. 2026.',
    );
  });
});
