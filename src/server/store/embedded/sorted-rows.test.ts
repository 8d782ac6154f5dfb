import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeys, SortedRows } from './sorted-rows.ts';

type Item = { id: string; at: string };

const sortedCopy = (items: Item[]) => [...items].sort((a, b) => compareKeys(a.at, a.id, b.at, b.id));

describe('SortedRows', () => {
  it('keeps rows in (order, id) order whatever order they come in, read between adds or not', () => {
    const item = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      at: fc.constantFrom('2026-01', '2026-02', '2026-03', 'a', 'b'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (items, readsAt) => {
          const rows = new SortedRows<Item>((i) => i.at);
          const reads = new Set(readsAt.map((n) => n % Math.max(1, items.length)));
          items.forEach((it, n) => {
            rows.add(it);
            if (reads.has(n)) expect(rows.rows).toEqual(sortedCopy(items.slice(0, n + 1)));
          });
          expect(rows.size).toBe(items.length);
          expect([...rows.scan('asc')]).toEqual(sortedCopy(items));
          expect([...rows.scan('desc')]).toEqual(sortedCopy(items).reverse());
        },
      ),
    );
  });

  it('a bulk of rows out of order (each organization going back over the same days) ends up sorted, and removes still work', () => {
    const rows = new SortedRows<Item>((i) => i.at);
    const all: Item[] = [];
    for (let org = 0; org < 300; org += 1) {
      for (let day = 0; day < 60; day += 1) {
        const it = { id: `org-${String(org).padStart(4, '0')}:${day}`, at: `day-${String(day).padStart(2, '0')}` };
        rows.add(it);
        all.push(it);
      }
    }
    rows.remove(all[123] as Item);
    rows.replace(all[5] as Item, { ...(all[5] as Item) });
    const expected = sortedCopy(all.filter((_, n) => n !== 123));
    expect(rows.rows).toEqual(expected);
    expect(rows.size).toBe(expected.length);
  });
});
