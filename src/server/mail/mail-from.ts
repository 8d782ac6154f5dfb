import { isIP } from 'node:net';
import { z } from 'zod';
import { PRODUCT_NAME } from './templates.ts';

/** The sender of every e-mail (MAIL_FROM): a display name and an address. */
export type MailFrom = { name: string; address: string };

/** The display name when MAIL_FROM gives none, and of the default sender. */
export const DEFAULT_SENDER_NAME = PRODUCT_NAME;

const addressSchema = z.email();
// `Name <address>`, the name optionally in double quotes; or the address alone.
const NAMED = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>$/;
// What a display name may not hold: control characters (a header injection) or angle brackets.
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>]/;

/**
 * `Sovereign Cloud <no-reply@example.eu>`, `"Sovereign Cloud" <no-reply@example.eu>` or
 * `no-reply@example.eu` as a sender; undefined when it is none of these.
 */
export function parseMailFrom(text: string): MailFrom | undefined {
  const trimmed = text.trim();
  const named = NAMED.exec(trimmed);
  const name = named ? (named[1] ?? named[2] ?? '').trim() : DEFAULT_SENDER_NAME;
  const address = named ? (named[3] ?? '') : trimmed;
  if (UNSAFE_NAME.test(name) || name.length > 100 || !addressSchema.safeParse(address).success) return undefined;
  return { name: name || DEFAULT_SENDER_NAME, address };
}

/**
 * `Sovereign Kubernetes Console <no-reply@{host of publicOrigin}>`; an origin on an IP address
 * has no mail domain, so it gets `no-reply@localhost`.
 */
export function defaultMailFrom(publicOrigin: string): MailFrom {
  const host = new URL(publicOrigin).hostname;
  const domain = isIP(host.replace(/^\[|\]$/g, '')) ? 'localhost' : host;
  return { name: DEFAULT_SENDER_NAME, address: `no-reply@${domain}` };
}

/** The domain of the sender's address: Message-IDs are made in it. */
export function mailDomain(from: MailFrom): string {
  return from.address.slice(from.address.lastIndexOf('@') + 1).toLowerCase();
}
