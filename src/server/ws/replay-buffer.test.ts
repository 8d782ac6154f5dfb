import { describe, expect, it } from 'vitest';
import { ReplayBuffer } from './replay-buffer.ts';

const event = (eventId: string, userId: string) => ({
  eventId,
  userId,
  message: { type: 'notification' as const, userId },
});

describe('ReplayBuffer', () => {
  it('gives a user’s messages heard after an id, markers included as positions, others’ left out', () => {
    const buffer = new ReplayBuffer();
    buffer.add(event('e1', 'ada'));
    buffer.add({ eventId: 'm1', marker: true });
    buffer.add(event('e2', 'bob'));
    buffer.add(event('e3', 'ada'));
    expect(buffer.after('m1', 'ada')).toEqual([{ eventId: 'e3', message: { type: 'notification', userId: 'ada' } }]);
    expect(buffer.after('e3', 'ada')).toEqual([]);
  });

  it('cannot vouch for an id it never heard, pushed out, or from before a gap', () => {
    const buffer = new ReplayBuffer(2);
    buffer.add(event('e1', 'ada'));
    buffer.add(event('e2', 'ada'));
    buffer.add(event('e3', 'ada'));
    expect(buffer.after('e1', 'ada')).toBeUndefined();
    expect(buffer.after('e2', 'ada')).toHaveLength(1);
    buffer.clear();
    expect(buffer.after('e2', 'ada')).toBeUndefined();
  });
});
