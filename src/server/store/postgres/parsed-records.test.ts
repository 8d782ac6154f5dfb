import { describe, expect, it } from 'vitest';
import { ParsedRecords } from './parsed-records.ts';

describe('ParsedRecords', () => {
  it('answers the same object for the same text, and a new one once the text changed', () => {
    const records = new ParsedRecords<{ id: string; status: string }>(1000);
    const first = records.parse('{"id":"c1","status":"running"}');
    expect(records.parse('{"id":"c1","status":"running"}')).toBe(first);
    const changed = records.parse('{"id":"c1","status":"deleting"}');
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ id: 'c1', status: 'deleting' });
  });

  it('keeps at most its room of text, dropping the least recently read first', () => {
    const text = (n: number) => JSON.stringify({ id: `c${n}`, pad: 'x'.repeat(80) });
    const records = new ParsedRecords<{ id: string }>(text(1).length * 4);
    const one = records.parse(text(1));
    const two = records.parse(text(2));
    records.parse(text(3));
    records.parse(text(4));
    expect(records.parse(text(1))).toBe(one); // read again: now the most recent
    records.parse(text(5)); // over the room: the least recently read (2) goes
    expect(records.size).toBe(4);
    expect(records.parse(text(1))).toBe(one);
    expect(records.parse(text(2))).not.toBe(two);
  });

  it('parses a record larger than a quarter of its room without keeping it', () => {
    const records = new ParsedRecords<{ pad: string }>(100);
    const large = JSON.stringify({ pad: 'x'.repeat(30) });
    expect(records.parse(large)).toEqual({ pad: 'x'.repeat(30) });
    expect(records.size).toBe(0);
  });
});
