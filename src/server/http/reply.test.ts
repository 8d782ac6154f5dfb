import { describe, expect, it } from 'vitest';
import { reply, replyRows } from './reply.ts';

describe('replyRows', () => {
  it('answers the same JSON as reply, headers included', () => {
    const rows = [
      { id: 'c1', nodes: [1, 2], autoscaledNodes: undefined },
      { id: 'c2', name: 'shop "prod"' },
    ];
    const headers = { 'X-Next-Cursor': 'abc' };
    expect(replyRows(rows, { headers })).toEqual(reply(rows, { headers }));
    expect(replyRows([])).toEqual(reply([]));
  });

  it('serializes a row object once: a row read again is sent as it was first', () => {
    const row = { id: 'c1', status: 'running' };
    expect(replyRows([row]).body).toBe('[{"id":"c1","status":"running"}]');
    // Rows are never changed once built; were one changed, the kept text shows it is not read again.
    (row as { status: string }).status = 'deleting';
    expect(replyRows([row]).body).toBe('[{"id":"c1","status":"running"}]');
    expect(replyRows([{ ...row }]).body).toBe('[{"id":"c1","status":"deleting"}]');
  });
});
