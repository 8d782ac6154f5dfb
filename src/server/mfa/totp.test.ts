import { describe, expect, it } from 'vitest';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { currentTotpCode, generateTotpSecret, totpUri, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = encodeBase32UpperCaseNoPadding(new TextEncoder().encode('12345678901234567890'));
const PERIOD_MS = 30_000;
// An arbitrary instant in the middle of a step, so ±1 step offsets stay unambiguous.
const NOW = 1_750_000_015_000;
const STEP = Math.floor(NOW / PERIOD_MS);

describe('generateTotpSecret', () => {
  it('returns 20 random bytes as unpadded upper-case base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32IgnorePadding(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('currentTotpCode (RFC 6238 SHA-1 vectors, 6 digits)', () => {
  it('computes 287082 at T = 59 s', () => {
    expect(currentTotpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('computes 081804 at T = 1111111109 s, keeping the leading zero', () => {
    expect(currentTotpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  });

  it('verifies the RFC vectors through the step loop and reports the matching step', () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: '287082', lastUsedStep: null, now: 59_000 })).toEqual({
      ok: true,
      step: 1,
    });
    expect(verifyTotp({ secret: RFC_SECRET, code: '081804', lastUsedStep: null, now: 1_111_111_109_000 })).toEqual({
      ok: true,
      step: 37_037_036,
    });
  });
});

describe('verifyTotp', () => {
  const secret = generateTotpSecret();
  const codeAt = (step: number): string => currentTotpCode(secret, step * PERIOD_MS);

  it('accepts the current step', () => {
    expect(verifyTotp({ secret, code: codeAt(STEP), lastUsedStep: null, now: NOW })).toEqual({ ok: true, step: STEP });
  });

  it('accepts the previous and the next step (clock drift)', () => {
    expect(verifyTotp({ secret, code: codeAt(STEP - 1), lastUsedStep: null, now: NOW })).toEqual({
      ok: true,
      step: STEP - 1,
    });
    expect(verifyTotp({ secret, code: codeAt(STEP + 1), lastUsedStep: null, now: NOW })).toEqual({
      ok: true,
      step: STEP + 1,
    });
  });

  it('refuses codes two steps away', () => {
    for (const step of [STEP - 2, STEP + 2]) {
      const code = codeAt(step);
      // Skip the one-in-a-million case where the far code equals a code inside the window.
      if ([STEP - 1, STEP, STEP + 1].some((s) => codeAt(s) === code)) continue;
      expect(verifyTotp({ secret, code, lastUsedStep: null, now: NOW })).toEqual({ ok: false });
    }
  });

  it('treats an omitted lastUsedStep as "none used yet"', () => {
    expect(verifyTotp({ secret, code: codeAt(STEP), now: NOW })).toEqual({ ok: true, step: STEP });
  });

  it('refuses reuse of the same step', () => {
    const code = codeAt(STEP);
    const first = verifyTotp({ secret, code, lastUsedStep: null, now: NOW });
    expect(first).toEqual({ ok: true, step: STEP });
    expect(verifyTotp({ secret, code, lastUsedStep: STEP, now: NOW })).toEqual({ ok: false });
    // Still refused a few seconds later, while the step is inside the drift window.
    expect(verifyTotp({ secret, code, lastUsedStep: STEP, now: NOW + 20_000 })).toEqual({ ok: false });
  });

  it('refuses an older code once a newer one has been accepted', () => {
    const newer = verifyTotp({ secret, code: codeAt(STEP), lastUsedStep: null, now: NOW });
    expect(newer).toEqual({ ok: true, step: STEP });
    expect(verifyTotp({ secret, code: codeAt(STEP - 1), lastUsedStep: STEP, now: NOW })).toEqual({ ok: false });
  });

  it('still accepts a newer step after an older one was used', () => {
    expect(verifyTotp({ secret, code: codeAt(STEP + 1), lastUsedStep: STEP, now: NOW })).toEqual({
      ok: true,
      step: STEP + 1,
    });
  });

  it('strips spaces, as apps display "123 456"', () => {
    const code = codeAt(STEP);
    const spaced = ` ${code.slice(0, 3)} ${code.slice(3)} `;
    expect(verifyTotp({ secret, code: spaced, lastUsedStep: null, now: NOW })).toEqual({ ok: true, step: STEP });
  });

  it('refuses non-digit, 5-digit, 7-digit and empty input', () => {
    const code = codeAt(STEP);
    for (const input of [
      `${code.slice(0, 5)}a`,
      code.slice(0, 5),
      `${code}0`,
      `0${code}`,
      '',
      '      ',
      // Non-ASCII digits must not sneak through as "digits".
      '١٢٣٤٥٦',
      `${code.slice(0, 3)}-${code.slice(3)}`,
    ]) {
      expect(verifyTotp({ secret, code: input, lastUsedStep: null, now: NOW })).toEqual({ ok: false });
    }
  });

  it('refuses a code generated for another secret', () => {
    const other = generateTotpSecret();
    const code = currentTotpCode(other, NOW);
    if ([STEP - 1, STEP, STEP + 1].some((s) => codeAt(s) === code)) return;
    expect(verifyTotp({ secret, code, lastUsedStep: null, now: NOW })).toEqual({ ok: false });
  });

  it('throws for a malformed stored secret instead of silently refusing', () => {
    expect(() => verifyTotp({ secret: 'not base32!', code: '123456', lastUsedStep: null, now: NOW })).toThrow();
  });
});

describe('totpUri', () => {
  it('carries issuer, account, secret and the app defaults', () => {
    const secret = generateTotpSecret();
    const uri = totpUri({ secret, accountName: 'alice@example.com' });
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(uri.startsWith('otpauth://totp/Sovereign%20Kubernetes%20Console:alice%40example.com?')).toBe(true);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Sovereign Kubernetes Console');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    // Spaces must be %20, not '+', which some authenticator apps show literally.
    expect(uri).not.toContain('+');
  });

  it('honours a custom issuer and encodes reserved characters', () => {
    const uri = totpUri({ secret: RFC_SECRET, accountName: 'bob:ops', issuer: 'Acme & Co' });
    expect(uri).toContain('otpauth://totp/Acme%20%26%20Co:bob%3Aops?');
    expect(new URL(uri).searchParams.get('issuer')).toBe('Acme & Co');
    expect(new URL(uri).searchParams.get('secret')).toBe(RFC_SECRET);
  });
});
