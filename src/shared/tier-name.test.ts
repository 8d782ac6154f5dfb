import { describe, expect, it } from 'vitest';
import { shortTierName } from './tier-name.ts';

describe('shortTierName', () => {
  it('drops a trailing parenthetical', () => {
    expect(shortTierName('Standard (Blue)')).toBe('Standard');
    expect(shortTierName('AI/ML (Violet)')).toBe('AI/ML');
    expect(shortTierName('  Dev/Test (Orange)  ')).toBe('Dev/Test');
  });

  it('keeps names without one, and parentheticals that are not at the end', () => {
    expect(shortTierName('Data Analytics')).toBe('Data Analytics');
    expect(shortTierName('Edge (beta) cluster')).toBe('Edge (beta) cluster');
  });

  it('drops only the last parenthetical', () => {
    expect(shortTierName('Edge (EU) (Blue)')).toBe('Edge (EU)');
  });

  it('keeps a name that is only a parenthetical instead of showing an empty label', () => {
    expect(shortTierName('(Blue)')).toBe('(Blue)');
  });
});
