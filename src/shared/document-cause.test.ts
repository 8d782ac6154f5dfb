import { describe, expect, it } from 'vitest';
import { withLocale } from '../server/i18n/request-locale.ts';
import type { DocumentCause } from './invoices/invoices.schemas.ts';
import { causeText, configurationOf, correctsText, periodText } from './document-cause.ts';

// A document's cause said in each language: the same values (names, numbers, days) in both.

const three = configurationOf({
  nodePools: [{ count: 2 }, { count: 1 }],
  haControlPlane: false,
  addonIds: ['monitoring'],
});
const five = configurationOf({
  nodePools: [{ count: 4 }, { count: 1 }],
  haControlPlane: false,
  addonIds: ['monitoring'],
});
const period = { periodStart: '2026-12-06T09:00:00.000Z', periodEnd: '2027-01-06T10:00:00.000Z' };

const CAUSES: [DocumentCause, string, string][] = [
  [{ kind: 'order', orderNumber: 'ORD-2026-000101' }, 'Order ORD-2026-000101', 'Commande ORD-2026-000101'],
  [
    { kind: 'change', cluster: 'web', from: three, to: five, ...period },
    'Change of cluster web: 3 → 5 nodes, 6 Dec 2026 – 5 Jan 2027',
    'Modification du cluster web\u00a0: 3 → 5 nœuds, 6 déc. 2026 – 5 janv. 2027',
  ],
  [
    { kind: 'renewal', subject: { kind: 'cluster', name: 'web' }, ...period },
    'Renewal of cluster web, 6 Dec 2026 – 5 Jan 2027',
    'Renouvellement du cluster web, 6 déc. 2026 – 5 janv. 2027',
  ],
  [
    {
      kind: 'renewal',
      subject: { kind: 'product', name: 'Harbor' },
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
    },
    'Renewal of Harbor, 1 – 30 Nov 2026',
    'Renouvellement\u00a0: Harbor, 1–30 nov. 2026',
  ],
  [
    { kind: 'renewal', subject: { kind: 'support_plan', plan: 'Business' }, ...period },
    'Renewal of the Business support plan, 6 Dec 2026 – 5 Jan 2027',
    'Renouvellement de l’offre de support Business, 6 déc. 2026 – 5 janv. 2027',
  ],
  [
    { kind: 'month_end', month: '2026-11' },
    'Usage of November 2026, billed at month end',
    'Consommation de novembre 2026, facturée en fin de mois',
  ],
  [
    { kind: 'order_refund', orderNumber: 'ORD-2026-000101' },
    'Refund of order ORD-2026-000101',
    'Remboursement de la commande ORD-2026-000101',
  ],
  [
    { kind: 'cluster_lowered', cluster: 'web', from: five, to: three },
    'Cluster web lowered: 5 → 3 nodes',
    'Cluster web réduit\u00a0: 5 → 3 nœuds',
  ],
  [{ kind: 'cluster_lowered', cluster: 'web' }, 'Cluster web lowered', 'Cluster web réduit'],
  [{ kind: 'cluster_deleted', cluster: 'web' }, 'Cluster web deleted', 'Cluster web supprimé'],
  [
    { kind: 'support_cancelled', plan: 'Business' },
    'Business support plan cancelled',
    'Offre de support Business résiliée',
  ],
  [
    { kind: 'support_lowered', plan: 'Enterprise', to: 'Business' },
    'Enterprise support plan lowered to Business',
    'Offre de support Enterprise réduite à Business',
  ],
];

describe('a document’s cause, in the reader’s language', () => {
  it.each(CAUSES)('%o', (cause, english, french) => {
    expect(withLocale('en', () => causeText(cause))).toBe(english);
    expect(withLocale('fr', () => causeText(cause))).toBe(french);
  });

  it('says every part of a change: nodes (one or more), high availability, add-ons', () => {
    const from = configurationOf({
      nodePools: [{ count: 3 }],
      haControlPlane: false,
      addonIds: ['monitoring', 'falco'],
    });
    const to = configurationOf({ nodePools: [{ count: 1 }], haControlPlane: true, addonIds: ['falco', 'velero'] });
    const cause: DocumentCause = { kind: 'change', cluster: 'db', from, to, ...period };
    expect(withLocale('en', () => causeText(cause))).toBe(
      'Change of cluster db: 3 → 1 node, high availability added, add-on velero added, add-on monitoring removed, 6 Dec 2026 – 5 Jan 2027',
    );
    expect(withLocale('fr', () => causeText(cause))).toBe(
      'Modification du cluster db\u00a0: 3 → 1 nœud, haute disponibilité ajoutée, module velero ajouté, module monitoring retiré, 6 déc. 2026 – 5 janv. 2027',
    );
    // A change none of whose parts it names (a node size): the cluster and the period.
    expect(withLocale('en', () => causeText({ ...cause, to: from }))).toBe(
      'Change of cluster db, 6 Dec 2026 – 5 Jan 2027',
    );
  });

  it('writes a period from its first to its last day (the end is where the next one starts)', () => {
    expect(withLocale('en', () => periodText('2026-12-06T09:00:00.000Z', '2026-12-07T09:00:00.000Z'))).toBe(
      '6 Dec 2026',
    );
    expect(withLocale('en', () => periodText('2026-12-06T09:00:00.000Z', '2027-12-06T09:00:00.000Z'))).toBe(
      '6 Dec 2026 – 5 Dec 2027',
    );
  });

  it('names every invoice a credit note corrects', () => {
    const one = [{ id: 'a', number: 'INV-2026-000002', issuedAt: '2026-12-06T09:00:00.000Z' }];
    const two = [...one, { id: 'b', number: 'INV-2026-000001', issuedAt: '2026-12-01T10:00:00.000Z' }];
    const day = (iso: string) => iso.slice(0, 10);
    expect(withLocale('en', () => correctsText(one, day))).toBe('Corrects invoice INV-2026-000002 of 2026-12-06');
    expect(withLocale('en', () => correctsText(two, day))).toBe(
      'Corrects invoices INV-2026-000002 of 2026-12-06 and INV-2026-000001 of 2026-12-01',
    );
    expect(withLocale('fr', () => correctsText(two, day))).toBe(
      'Rectifie les factures INV-2026-000002 du 2026-12-06 et INV-2026-000001 du 2026-12-01',
    );
  });
});
