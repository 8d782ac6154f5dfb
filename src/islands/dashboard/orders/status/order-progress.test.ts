import { describe, expect, it } from 'vitest';
import type { Order, OrderEvent } from '../../../../shared/orders/orders.schemas.ts';
import { fulfilmentProgress, stepsToCome, timelineEvents } from './order-progress.ts';

const event = (type: OrderEvent['type'], progress?: number): OrderEvent => ({
  at: '2026-11-23T10:00:00.000Z',
  type,
  message: type,
  progress,
});
const payment: Order['payment'] = {
  state: 'none',
  method: null,
  challengeId: null,
  failureCode: null,
  failureMessage: null,
  chargeId: null,
};

describe('an order’s timeline', () => {
  it('lists what is still to come from where the order stands', () => {
    expect(stepsToCome({ status: 'pending_payment', kind: 'cluster', payment })).toEqual([
      'Payment',
      'Invoice issued',
      'Provisioning: network, control plane, node pools, add-ons and health check',
      'Done',
    ]);
    expect(
      stepsToCome({ status: 'pending_payment', kind: 'product', payment: { ...payment, state: 'requires_action' } })[0],
    ).toBe('Payment: confirm it with your bank');
    expect(stepsToCome({ status: 'fulfilling', kind: 'support', payment })).toEqual(['Done']);
    for (const status of ['completed', 'cancelled', 'failed'] as const)
      expect(stepsToCome({ status, kind: 'addon', payment })).toEqual([]);
  });

  it('shows the progress of the newest event that has one, only while the order is being fulfilled', () => {
    const events = [
      event('created'),
      event('paid'),
      event('fulfilment_started', 0),
      event('progress', 40),
      event('progress', 60),
    ];
    expect(fulfilmentProgress({ status: 'fulfilling', events })).toBe(60);
    expect(fulfilmentProgress({ status: 'paid', events: events.slice(0, 2) })).toBe(0);
    expect(fulfilmentProgress({ status: 'completed', events })).toBeNull();
    expect(fulfilmentProgress({ status: 'pending_payment', events: [] })).toBeNull();
  });

  it('keeps only the last progress tick among the other events', () => {
    const events = [
      event('fulfilment_started', 0),
      event('progress', 40),
      event('progress', 60),
      event('completed', 100),
    ];
    expect(timelineEvents(events).map((e) => [e.type, e.progress])).toEqual([
      ['fulfilment_started', 0],
      ['progress', 60],
      ['completed', 100],
    ]);
  });
});
