import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: unambiguous when read aloud or typed from an invoice.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A billing identity such as `ORG-7K3F-9Q2M`: 40 random bits, printed on invoices. */
export function generateCompanyId(): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return `ORG-${body.slice(0, 4)}-${body.slice(4)}`;
}
