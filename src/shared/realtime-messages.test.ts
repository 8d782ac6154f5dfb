import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from './realtime-messages.ts';

describe('parseRealtimeMessage', () => {
  it('reads every kind of message the server pushes, without the fields it does not declare', () => {
    expect(parseRealtimeMessage({ type: 'notification', userId: 'ada', eventId: 'e1', extra: true })).toEqual({
      type: 'notification',
      userId: 'ada',
      eventId: 'e1',
    });
    expect(parseRealtimeMessage({ type: 'hello', userId: 'ada', resumed: true })).toEqual({
      type: 'hello',
      userId: 'ada',
      resumed: true,
    });
    expect(parseRealtimeMessage({ type: 'order', orderId: 'o1', status: 'paid' })).toEqual({
      type: 'order',
      orderId: 'o1',
      status: 'paid',
    });
    expect(parseRealtimeMessage({ type: 'billing' })).toEqual({ type: 'billing' });
    const cluster = {
      type: 'cluster',
      clusterId: 'c1',
      status: 'provisioning',
      phase: null,
      progress: 40,
      at: '2026-11-27T01:00:00.000Z',
    };
    expect(parseRealtimeMessage(cluster)).toEqual(cluster);
  });

  it('refuses what is not a message: other types, missing or mistyped fields, non-objects', () => {
    expect(parseRealtimeMessage({ type: 'reconnected' })).toBeNull();
    expect(parseRealtimeMessage({ type: 'surprise', userId: 'ada' })).toBeNull();
    expect(parseRealtimeMessage({ type: 'notification' })).toBeNull();
    expect(parseRealtimeMessage({ type: 'order', orderId: 7, status: 'paid' })).toBeNull();
    expect(
      parseRealtimeMessage({
        type: 'cluster',
        clusterId: 'c1',
        status: 'running',
        phase: null,
        progress: '100',
        at: 'now',
      }),
    ).toBeNull();
    expect(parseRealtimeMessage(null)).toBeNull();
    expect(parseRealtimeMessage('notification')).toBeNull();
  });
});
