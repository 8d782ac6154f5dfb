import { hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A secret for a cookie or a link: 160 random bits, base32 (safe in URLs and cookies). */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What is stored instead of a token: its SHA-256, so a leaked store grants nothing. */
export function hashToken(token: string): string {
  // Node's native SHA-256 in one call (no Hash object per call): this runs on every signed-in
  // request (the session lookup).
  return hash('sha256', token, 'hex');
}

/** Who is asking: recorded in sessions and the audit log. */
/** Where a request came from; `requestId` is its X-Request-Id when it came through the API. */
export type RequestMeta = { ip: string; userAgent: string; requestId?: string };
