import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, isRecoveryCodeShape, normaliseRecoveryCode } from './recovery-codes.ts';

const SHAPE = /^[abcdefghjkmnpqrstuvwxyz23456789]{5}-[abcdefghjkmnpqrstuvwxyz23456789]{5}$/;

describe('generateRecoveryCodes', () => {
  it('returns 10 distinct codes shaped xxxxx-xxxxx from the unambiguous alphabet', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(SHAPE);
      expect(code).not.toMatch(/[01ilo]/);
    }
  });

  it('honours a custom count and is random across calls', () => {
    expect(generateRecoveryCodes(3)).toHaveLength(3);
    expect(generateRecoveryCodes(1)[0]).not.toBe(generateRecoveryCodes(1)[0]);
  });

  it('uses every symbol of the alphabet over many draws', () => {
    const seen = new Set(generateRecoveryCodes(200).join('').replaceAll('-', ''));
    expect(seen.size).toBe(31);
  });
});

describe('normaliseRecoveryCode / isRecoveryCodeShape', () => {
  it('lower-cases and strips spaces and dashes', () => {
    expect(normaliseRecoveryCode(' ABCDE - FGHJK ')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcdefghjk')).toBe('abcdefghjk');
    expect(isRecoveryCodeShape('abcde-fghjk')).toBe(true);
  });

  it('rejects wrong lengths, ambiguous symbols and TOTP codes', () => {
    for (const input of ['abcde-fghj', 'abcde-fghjkm', 'abcde-fghj0', 'abcde-fghjl', '123456', '', 'a'.repeat(100)]) {
      expect(normaliseRecoveryCode(input)).toBeUndefined();
      expect(isRecoveryCodeShape(input)).toBe(false);
    }
  });
});
