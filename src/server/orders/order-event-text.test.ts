import { describe, expect, it } from 'vitest';
import { withLocale } from '../i18n/request-locale.ts';
import { failureWords, orderEventMessage, storedFailure, storedOrderEvent } from './order-event-text.ts';
import { toOrder } from './order-view.ts';
import type { OrderEventRecord, OrderRecord } from '../../shared/orders/orders.schemas.ts';

describe('order timeline events', () => {
  it('store the English sentence they always had, whatever the language of the request', () => {
    const english = (text: Parameters<typeof storedOrderEvent>[0]) =>
      withLocale('fr', () => storedOrderEvent(text)).message;
    expect(english({ key: 'created', lines: 1, currency: 'EUR' })).toBe('Order created: 1 line, priced in EUR.');
    expect(english({ key: 'created', lines: 3, currency: 'GBP' })).toBe('Order created: 3 lines, priced in GBP.');
    expect(english({ key: 'payment_started' })).toBe('Payment started.');
    expect(english({ key: 'requires_action' })).toBe('Your bank asks you to confirm the payment (3-D Secure).');
    expect(english({ key: 'paid', method: 'Visa •••• 4242' })).toBe('Paid: Visa •••• 4242.');
    expect(english({ key: 'invoice_issued', number: 'INV-2026-000001' })).toBe('Invoice INV-2026-000001 issued.');
    expect(english({ key: 'failed', failure: { key: 'refused', reason: 'No capacity left' } })).toBe(
      'Could not be completed: No capacity left.',
    );
    expect(english({ key: 'failed', failure: { key: 'undeliverable' } })).toBe(
      'Could not be completed: it could not be delivered after several attempts.',
    );
    expect(english({ key: 'refunded', creditNote: 'CN-2026-000001' })).toBe(
      'Refunded in full; credit note CN-2026-000001.',
    );
    expect(english({ key: 'cancelled', cancellation: { key: 'by_customer' } })).toBe(
      'Cancelled: cancelled by the customer.',
    );
    expect(english({ key: 'cancelled', cancellation: { key: 'unpaid', hours: 24 } })).toBe(
      'Cancelled: not paid within 24 hours.',
    );
    expect(english({ key: 'fulfilment_started' })).toBe('Fulfilment started.');
    expect(english({ key: 'delivered' })).toBe('Delivered.');
    expect(english({ key: 'cluster_step', event: { key: 'phase_started', phase: 'addons' } })).toBe(
      'Add-ons: started.',
    );
    expect(english({ key: 'cluster_stopped', reason: 'quota exceeded' })).toBe('Stopped: quota exceeded');
    expect(english({ key: 'cluster_running', name: 'web' })).toBe('Cluster "web" is running.');
    expect(english({ key: 'cluster_applied' })).toBe('Applied to the cluster.');
    expect(english({ key: 'vat_updated', reverseCharge: false, country: 'FI', fromBp: 2000, toBp: 2550 })).toBe(
      'VAT updated for your billing profile: FI VAT (20% → 25.5%).',
    );
    expect(english({ key: 'credits_used', currency: 'EUR', credits: 1000, from: 4477, to: 5477 })).toBe(
      'Credits balance used meanwhile: re-priced with €10.00 of credits, total €44.77 → €54.77.',
    );
    expect(english({ key: 'rate_lock_ended', currency: 'EUR', rate: 0.9137, from: 4477, to: 4500 })).toBe(
      "The 30-minute price lock had ended: re-priced at today's rate (1 USD = 0.9137 EUR), total €44.77 → €45.00.",
    );
  });

  it('make an order’s timeline read in French, older events too, without their data in the answer', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const events: OrderEventRecord[] = [
      { at, type: 'created', ...storedOrderEvent({ key: 'created', lines: 2, currency: 'EUR' }) },
      {
        at,
        type: 'repriced',
        ...storedOrderEvent({ key: 'vat_updated', reverseCharge: true, country: 'DE', fromBp: 2000, toBp: 0 }),
      },
      { at, type: 'payment_started', ...storedOrderEvent({ key: 'payment_started' }) },
      { at, type: 'paid', ...storedOrderEvent({ key: 'paid', method: 'Visa •••• 4242' }) },
      { at, type: 'invoice_issued', ...storedOrderEvent({ key: 'invoice_issued', number: 'INV-2026-000001' }) },
      { at, type: 'fulfilment_started', ...storedOrderEvent({ key: 'fulfilment_started' }), progress: 0 },
      {
        at,
        type: 'progress',
        ...storedOrderEvent({ key: 'cluster_step', event: { key: 'phase_done', phase: 'network', seconds: 12 } }),
        progress: 20,
      },
      { at, type: 'failed', ...storedOrderEvent({ key: 'failed', failure: { key: 'undeliverable' } }) },
      { at, type: 'refunded', ...storedOrderEvent({ key: 'refunded', creditNote: 'CN-2026-000001' }) },
      // An event of an older release: its sentence only, said again from the message that made it.
      { at, type: 'completed', message: 'Delivered.', progress: 100 },
    ];
    const record = {
      id: 'order-1',
      organizationId: 'org-1',
      paymentAttemptId: null,
      lines: [],
      discounts: [],
      events,
    } as unknown as OrderRecord;
    const french = withLocale('fr', () => toOrder(record));
    expect(french.events.map((e) => e.message)).toEqual([
      'Commande créée\u00a0: 2 lignes, prix en EUR.',
      'TVA mise à jour selon votre profil de facturation\u00a0: Autoliquidation (art. 196 de la directive 2006/112/CE) (20\u202f% → 0\u202f%).',
      'Paiement lancé.',
      'Paiement reçu\u00a0: Visa •••• 4242.',
      'Facture INV-2026-000001 émise.',
      'Traitement de la commande lancé.',
      'Réseau\u00a0: terminé en 12\u00a0s.',
      'La commande n’a pas pu être finalisée\u00a0: elle n’a pas pu être livrée après plusieurs tentatives.',
      'Remboursée intégralement\u00a0; avoir CN-2026-000001.',
      'Commande livrée.',
    ]);
    expect(french.events[6]).toEqual({
      at,
      type: 'progress',
      message: 'Réseau\u00a0: terminé en 12\u00a0s.',
      progress: 20,
    });
    expect(french.events.some((e) => 'text' in e)).toBe(false);
    expect(french).not.toHaveProperty('organizationId');
    expect(toOrder(record).events.map((e) => e.message)).toEqual(events.map((e) => e.message));
    // A sentence stored without its data is said again from the message that made it; a provider's words stay as given.
    expect(withLocale('fr', () => orderEventMessage({ message: 'Payment started.' }))).toBe('Paiement lancé.');
    expect(withLocale('fr', () => orderEventMessage({ message: 'Do not honour' }))).toBe('Do not honour');
  });

  it('say an older event stored as "N line(s)" with the count’s singular or plural, in English and in French', () => {
    const read = (locale: 'en' | 'fr', message: string) => withLocale(locale, () => orderEventMessage({ message }));
    expect(read('en', 'Order created: 1 line(s), priced in EUR.')).toBe('Order created: 1 line, priced in EUR.');
    expect(read('en', 'Order created: 2 line(s), priced in GBP.')).toBe('Order created: 2 lines, priced in GBP.');
    expect(read('fr', 'Order created: 1 line(s), priced in EUR.')).toBe('Commande créée\u00a0: 1 ligne, prix en EUR.');
    expect(read('fr', 'Order created: 3 line(s), priced in USD.')).toBe('Commande créée\u00a0: 3 lignes, prix en USD.');
    // Stored as it is written today: the same in English, said again in French.
    expect(read('en', 'Order created: 2 lines, priced in EUR.')).toBe('Order created: 2 lines, priced in EUR.');
    expect(read('fr', 'Order created: 1 line, priced in EUR.')).toBe('Commande créée\u00a0: 1 ligne, prix en EUR.');
  });
});

describe("an attempt's failure words", () => {
  it("are stored in English and said in the reader's language when they are ours; a provider's are shown as stored", () => {
    const stored = storedFailure('payment_interrupted');
    expect(stored).toBe('The payment was interrupted before your bank was asked: you were not charged. Try again.');
    expect(failureWords(stored)).toBe(stored);
    expect(withLocale('fr', () => failureWords(stored))).toBe(
      'Le paiement a été interrompu avant que votre banque ne soit sollicitée\u00a0: vous n’avez pas été débité. Réessayez.',
    );
    expect(withLocale('fr', () => failureWords('Your card was declined.'))).toBe('Your card was declined.');
    expect(failureWords(null)).toBeNull();
  });
});
