import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint.ts';

describe('hasSessionHint', () => {
  it('finds the hint among other cookies, and not a look-alike name', () => {
    expect(hasSessionHint('lang=fr; signed-in=1; theme=dark')).toBe(true);
    expect(hasSessionHint('signed-in=1')).toBe(true);
    expect(hasSessionHint('was-signed-in=1; lang=fr')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint(undefined)).toBe(false);
  });
});
