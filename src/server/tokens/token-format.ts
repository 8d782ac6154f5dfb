import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API token values: `sk8s_` + 30 random base62 characters (178 bits) + a 6-character base62
 * CRC32 of those 30, the shape GitHub gives its tokens. The prefix lets secret scanners find a
 * leaked token in a repository or a log; the checksum lets them (and us) tell a real token from
 * a string that merely looks like one, without asking the store.
 */
export const TOKEN_PREFIX = 'sk8s_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;
const SHAPE = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** A new token value. */
export function generateApiToken(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${TOKEN_PREFIX}${random}${checksum(random)}`;
}

/** True for a value of the token's shape whose checksum matches. */
export function isWellFormedToken(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const body = value.slice(TOKEN_PREFIX.length);
  return checksum(body.slice(0, RANDOM_LENGTH)) === body.slice(RANDOM_LENGTH);
}

/** What is stored instead of the value. */
export function hashApiToken(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The start of a value, shown in lists to recognise a token (`sk8s_AbCd…`). */
export function tokenHint(value: string): string {
  return `${value.slice(0, TOKEN_PREFIX.length + 4)}…`;
}

/** CRC32 of `text` in base62, left-padded to 6 characters. */
function checksum(text: string): string {
  let value = crc32(text);
  let out = '';
  while (value > 0) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out.padStart(CHECKSUM_LENGTH, '0');
}
