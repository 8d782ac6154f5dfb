import { generateRandomString } from '@oslojs/crypto/random';
import type { RandomReader } from '@oslojs/crypto/random';

// Lower-case letters and digits minus 0/o/1/l/i, which are easily misread when copied from paper.
// 31 symbols × 10 characters ≈ 49.5 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP_LENGTH = 5;
const CODE_LENGTH = GROUP_LENGTH * 2;
const NORMALISED_PATTERN = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);
// A code with generous separators is well under this; longer input is not worth normalising.
const MAX_INPUT_LENGTH = 64;

// generateRandomString rejection-samples, so every symbol is equally likely (no modulo bias).
const csprng: RandomReader = {
  read(bytes: Uint8Array): void {
    // Filled via a fresh buffer: the reader's view may sit on a SharedArrayBuffer in the types,
    // which getRandomValues does not accept.
    bytes.set(crypto.getRandomValues(new Uint8Array(bytes.byteLength)));
  },
};

/** Generates `count` distinct single-use recovery codes shaped `xxxxx-xxxxx`. */
export function generateRecoveryCodes(count = 10): string[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const codes = new Set<string>();
  // A collision is astronomically unlikely, but distinctness is cheap to guarantee.
  while (codes.size < count) {
    const raw = generateRandomString(csprng, ALPHABET, CODE_LENGTH);
    codes.add(`${raw.slice(0, GROUP_LENGTH)}-${raw.slice(GROUP_LENGTH)}`);
  }
  return [...codes];
}

/** Canonical form of a recovery code (lower-case, no spaces/dashes), or undefined if not code-shaped. */
export function normaliseRecoveryCode(input: string): string | undefined {
  if (input.length > MAX_INPUT_LENGTH) return undefined;
  const normalised = input.toLowerCase().replace(/[\s-]+/g, '');
  return NORMALISED_PATTERN.test(normalised) ? normalised : undefined;
}

/** Whether the input looks like a recovery code (as opposed to a 6-digit TOTP code). */
export function isRecoveryCodeShape(input: string): boolean {
  return normaliseRecoveryCode(input) !== undefined;
}
