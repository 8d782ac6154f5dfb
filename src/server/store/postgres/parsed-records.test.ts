import { describe, expect, it } from 'vitest';
import { ParsedRecords } from './parsed-records.ts';

describe('ParsedRecords', () => {
  it('answers the record kept at a version, and nothing at another', () => {
    const records = new ParsedRecords<{ id: string; status: string }>(1000);
    const first = records.keep('c1', '100', '{"id":"c1","status":"running"}');
    expect(records.get('c1', '100')).toBe(first);
    expect(records.get('c1', '101')).toBeUndefined();
    const changed = records.keep('c1', '101', '{"id":"c1","status":"deleting"}');
    expect(changed).toEqual({ id: 'c1', status: 'deleting' });
    expect(records.get('c1', '101')).toBe(changed);
    expect(records.get('c1', '100')).toBeUndefined();
    expect(records.size).toBe(1);
  });

  it('keeps at most its room of text, dropping the least recently read first', () => {
    const text = (n: number) => JSON.stringify({ id: `c${n}`, pad: 'x'.repeat(80) });
    const records = new ParsedRecords<{ id: string }>(text(1).length * 4);
    const one = records.keep('c1', '1', text(1));
    for (const n of [2, 3, 4]) records.keep(`c${n}`, '1', text(n));
    expect(records.get('c1', '1')).toBe(one); // read again: now the most recent
    records.keep('c5', '1', text(5)); // over the room: the least recently read (c2) goes
    expect(records.size).toBe(4);
    expect(records.get('c1', '1')).toBe(one);
    expect(records.get('c2', '1')).toBeUndefined();
  });

  it('parses a record larger than a quarter of its room without keeping it', () => {
    const records = new ParsedRecords<{ pad: string }>(100);
    expect(records.keep('big', '1', JSON.stringify({ pad: 'x'.repeat(30) }))).toEqual({ pad: 'x'.repeat(30) });
    expect(records.size).toBe(0);
  });
});
