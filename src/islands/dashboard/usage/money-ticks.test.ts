import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../../shared/money.ts';
import { moneyTicks } from './money-ticks.ts';

describe('moneyTicks', () => {
  it('labels a chart of a few cents with distinct whole cents, never a repeated label', () => {
    const ticks = moneyTicks(3.4);
    expect(ticks).toEqual([0, 1, 2, 3, 4]);
    const labels = ticks.map((t) => formatMinorUnits(t, 'EUR'));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('climbs a 1-2-5 ladder and ends at or just above the highest bar', () => {
    expect(moneyTicks(870)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(moneyTicks(123_456)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(moneyTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('draws a one-cent axis for an empty range', () => {
    expect(moneyTicks(0)).toEqual([0, 1]);
  });
});
