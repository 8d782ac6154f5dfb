import { describe, expect, it } from 'vitest';
import { generateTrackingCode, isTrackingCode, normalizeTrackingCode, TRACKING_CODE_BITS } from './tracking-code.ts';

describe('tracking codes', () => {
  it('look like TCK-XXXX-XXXX-XXXX in an unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateTrackingCode();
      expect(code).toMatch(/^TCK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(code.slice(4)).not.toMatch(/[ILOU]/);
      expect(isTrackingCode(code)).toBe(true);
    }
  });

  it('carry at least 60 random bits, spread over the whole alphabet', () => {
    expect(TRACKING_CODE_BITS).toBeGreaterThanOrEqual(60);
    const codes = Array.from({ length: 5000 }, generateTrackingCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join('').replace(/TCK|-/g, ''));
    expect(seen.size).toBe(32);
  });

  it('accept what people type: any case, spaces, no prefix, O for 0 and I or L for 1', () => {
    expect(normalizeTrackingCode('tck-7k3f-9q2m-x4bd')).toBe('TCK-7K3F-9Q2M-X4BD');
    expect(normalizeTrackingCode(' 7K3F 9Q2M X4BD ')).toBe('TCK-7K3F-9Q2M-X4BD');
    expect(normalizeTrackingCode('TCK-O0IL-9Q2M-X4BD')).toBe('TCK-0011-9Q2M-X4BD');
  });

  it('refuse what cannot be a code', () => {
    for (const bad of [
      '',
      'TCK-7K3F-9Q2M',
      'TCK-7K3F-9Q2M-X4BDX',
      'TCK-UUUU-9Q2M-X4BD',
      '<script>',
      'TCK-7K3F-9Q2M-X4B!',
    ]) {
      expect(normalizeTrackingCode(bad)).toBeUndefined();
    }
  });
});
