import { describe, expect, it } from 'vitest';
import { formatRate } from './vat-rate.ts';

describe('formatRate', () => {
  it('writes a whole rate without decimals, the sign next to it in English', () => {
    expect(formatRate(2000, 'en')).toBe('20%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(1900, 'en')).toBe('19%');
  });

  it('keeps the decimals a rate has, up to two', () => {
    expect(formatRate(2550, 'en')).toBe('25.5%');
    expect(formatRate(550, 'en')).toBe('5.5%');
    expect(formatRate(1234, 'en')).toBe('12.34%');
  });

  it('writes French with a decimal comma and a narrow no-break space before the sign', () => {
    expect(formatRate(2000, 'fr')).toBe('20\u202f%');
    expect(formatRate(2550, 'fr')).toBe('25,5\u202f%');
    expect(formatRate(0, 'fr')).toBe('0\u202f%');
  });
});
