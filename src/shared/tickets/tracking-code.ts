// Crockford base32 without I, L, O, U: unambiguous when read aloud or typed from an e-mail.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const PATTERN = /^TCK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Random bits in a tracking code: 12 characters of 5 bits. */
export const TRACKING_CODE_BITS = GROUPS * GROUP_LENGTH * Math.log2(ALPHABET.length);

/** A ticket's tracking code, e.g. `TCK-7K3F-9Q2M-X4BD`: 60 random bits, guessing is hopeless. */
export function generateTrackingCode(): string {
  // 32 letters: the low 5 bits of a random byte pick one with no bias.
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP_LENGTH));
  const body = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  return `TCK-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
}

/**
 * The canonical form of a typed code, or undefined when it cannot be one: case, spaces and
 * dashes do not matter, the prefix is optional, and O/I/L read as 0/1/1 (Crockford's rule).
 */
export function normalizeTrackingCode(input: string): string | undefined {
  let body = input.toUpperCase().replace(/[\s-]/g, '');
  if (body.startsWith('TCK')) body = body.slice(3);
  body = body.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== GROUPS * GROUP_LENGTH) return undefined;
  const code = `TCK-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
  return PATTERN.test(code) ? code : undefined;
}

/** True for a code in canonical form. */
export function isTrackingCode(value: string): boolean {
  return PATTERN.test(value);
}
