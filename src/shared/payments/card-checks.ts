// Client-safe checks of payment details: the card form uses them too.

/** Digits only: spaces and dashes people type are ignored. */
export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum of a card number (ISO/IEC 7812). */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's prefix (IIN ranges), for display. */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'card' {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** True when a card expiring at the end of month/year has expired at `now`. */
export function isExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** An IBAN as stored: upper case without spaces. */
export const normaliseIban = (iban: string) => iban.toUpperCase().replace(/\s/g, '');

/** ISO 13616: country code, check digits, then the mod-97 check of the rearranged number. */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
