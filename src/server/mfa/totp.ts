import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';

/** Seconds per TOTP step; 30 s is what every authenticator app assumes by default. */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits per code; authenticator apps default to 6. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one, to absorb phone clock drift (RFC 6238 §5.2). */
export const TOTP_DRIFT_STEPS = 1;

// 160 bits is the HMAC-SHA-1 block-friendly size RFC 4226 recommends (minimum is 128).
const SECRET_BYTES = 20;
const DEFAULT_ISSUER = 'Sovereign Kubernetes Console';
const CODE_PATTERN = /^[0-9]{6}$/;
// Anything longer than this cannot be a 6-digit code with spaces; bail out before regex work.
const MAX_CODE_INPUT_LENGTH = 32;

export type TotpVerification = { ok: true; step: number } | { ok: false };

/** Generates a fresh TOTP secret: 20 CSPRNG bytes as unpadded upper-case base32. */
export function generateTotpSecret(): string {
  const bytes = new Uint8Array(SECRET_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32UpperCaseNoPadding(bytes);
}

/** Builds the otpauth:// key URI (SHA-1, 6 digits, 30 s) that authenticator apps scan. */
export function totpUri({
  secret,
  accountName,
  issuer = DEFAULT_ISSUER,
}: {
  secret: string;
  accountName: string;
  issuer?: string;
}): string {
  // Built by hand rather than with createTOTPKeyURI: that helper uses URLSearchParams, which
  // writes spaces in the issuer as '+', and some authenticator apps then display them literally;
  // the Key URI format expects %20. Re-encoding the key also canonicalises the secret.
  const key = decodeSecret(secret);
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = [
    `secret=${encodeBase32UpperCaseNoPadding(key)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}

/**
 * Checks a TOTP code against the current step ±1; steps at or before lastUsedStep are refused
 * so each code (and any older one) is usable only once. Store the returned step as lastUsedStep.
 */
export function verifyTotp({
  secret,
  code,
  lastUsedStep,
  now = Date.now(),
}: {
  secret: string;
  code: string;
  /** The step of the last accepted code; null/undefined when none has been accepted yet. */
  lastUsedStep?: number | null | undefined;
  now?: number;
}): TotpVerification {
  if (code.length > MAX_CODE_INPUT_LENGTH) return { ok: false };
  // Apps show the code as "123 456"; people paste it that way.
  const candidate = code.replace(/\s+/g, '');
  if (!CODE_PATTERN.test(candidate)) return { ok: false };

  const key = decodeSecret(secret);
  const candidateBytes = new TextEncoder().encode(candidate);
  const current = stepAt(now);
  let matched: number | undefined;
  // Every window step is computed and compared, with no early exit, so response time does not
  // reveal which step (if any) matched. The highest matching step wins: recording it blocks the
  // most future replays in the rare case two steps share a code.
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    const expected = new TextEncoder().encode(hotp(key, step));
    const equal = constantTimeEqual(candidateBytes, expected);
    const fresh = lastUsedStep === null || lastUsedStep === undefined || step > lastUsedStep;
    if (equal && fresh) matched = step;
  }
  return matched === undefined ? { ok: false } : { ok: true, step: matched };
}

/** Computes the code for the step containing `now` (ms); for tests and the e2e suite. */
export function currentTotpCode(secret: string, now: number = Date.now()): string {
  return hotp(decodeSecret(secret), stepAt(now));
}

function stepAt(now: number): number {
  if (!Number.isFinite(now) || now < 0) throw new RangeError('now must be a non-negative time in ms');
  return Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
}

function hotp(key: Uint8Array, step: number): string {
  return generateHOTP(key, BigInt(step), TOTP_DIGITS);
}

// Secrets come from our own store, so a malformed one is a bug: throw rather than quietly
// refusing every code (which would lock the user out without a trace).
function decodeSecret(secret: string): Uint8Array {
  const key = decodeBase32IgnorePadding(secret.replace(/\s+/g, '').toUpperCase());
  if (key.byteLength < 16) throw new TypeError('TOTP secret must carry at least 128 bits');
  return key;
}
