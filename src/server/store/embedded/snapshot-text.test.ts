import { describe, expect, it } from 'vitest';
import { snapshotText } from './snapshot-text.ts';

describe('the snapshot text', () => {
  it('is, piece by piece, exactly the JSON of the whole document, with its length reported', () => {
    // Over 4 MB of rows (several pieces), escapes included, an empty table and a one-row one.
    const big = Array.from({ length: 5_003 }, (_, i) => ({
      id: `r${i}`,
      amount: i / 3,
      text: 'a "quoted" line\u2028'.repeat(60),
    }));
    const tables: [string, { id: string }[]][] = [
      ['empty', []],
      ['big', big],
      ['one', [{ id: 'z' }]],
    ];
    let length = 0;
    const pieces = [...snapshotText({ schemaVersion: 9, journalSeq: 42, tables }, (n) => (length = n))];
    const whole = JSON.stringify({ schemaVersion: 9, journalSeq: 42, tables: Object.fromEntries(tables) });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(whole);
    expect(length).toBe(whole.length);
  });
});
