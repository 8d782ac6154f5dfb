import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A secret for a cookie or a link: 160 random bits, base32 (safe in URLs and cookies). */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What is stored instead of a token: its SHA-256, so a leaked store grants nothing. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Who is asking: recorded in sessions and the audit log. */
export type RequestMeta = { ip: string; userAgent: string };
