// VAT of a French seller: France 20 %; another EU country with a VAT number:
// 0 %, reverse charge (Art. 196 Directive 2006/112/EC); another EU country without one: that
// country's standard rate; outside the EU: 0 %. Client-safe: the billing profile form uses it.
import { m } from './i18n/messages.ts';

/** Standard VAT rates of the EU member states, in basis points (1 % = 100), as of 2026. */
export const EU_STANDARD_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The seller's country. */
export const SELLER_COUNTRY = 'FR';

// VIES formats, after the country prefix (Greece uses EL).
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  GR: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

const prefixOf = (country: string) => (country === 'GR' ? 'EL' : country);

/** True for an EU member state. */
export function isEuCountry(country: string): boolean {
  return country in EU_STANDARD_RATES_BP;
}

/** A VAT number as stored: upper case, no spaces, dots or dashes, with its country prefix. */
export function normaliseVatNumber(input: string): string {
  return input.toUpperCase().replace(/[\s.\-]/g, '');
}

/**
 * Why a VAT number does not fit the format of the billing country, or null when it does. Only EU
 * numbers are checked; a number for a country outside the EU is kept as written. A French number
 * is also checked against its key (FR + 2-digit key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97).
 */
export function vatNumberProblem(country: string, vatNumber: string): string | null {
  if (!isEuCountry(country)) return null;
  const prefix = prefixOf(country);
  const value = normaliseVatNumber(vatNumber);
  if (!value.startsWith(prefix)) return m.rules_vat_prefix({ country, prefix });
  const format = VAT_FORMATS[country];
  if (format && !format.test(value.slice(prefix.length))) return m.rules_vat_format({ country });
  if (
    country === 'FR' &&
    /^\d{2}$/.test(value.slice(2, 4)) &&
    Number(value.slice(2, 4)) !== frenchVatKey(value.slice(4))
  ) {
    return m.rules_vat_french_key();
  }
  return null;
}

/** The key of a French VAT number for a SIREN (numeric keys; the old alphabetic ones are not checked). */
export function frenchVatKey(siren: string): number {
  return (12 + 3 * (Number(siren) % 97)) % 97;
}

/** True when a string of digits passes the Luhn check (SIREN, card numbers). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A SIREN as stored: its nine digits, without the spaces it is often written with. */
export const normaliseSiren = (input: string) => input.replace(/[\s.]/g, '');

/** Why a SIREN (the French company number, 9 digits with a Luhn check digit) is wrong, or null. */
export function sirenProblem(siren: string): string | null {
  const value = normaliseSiren(siren);
  if (!/^\d{9}$/.test(value)) return m.rules_siren_digits();
  return passesLuhn(value) ? null : m.rules_siren_check();
}

/** EN 16931 VAT categories the seller uses: standard rate, reverse charge, not subject to VAT. */
export type VatCategory = 'S' | 'AE' | 'O';

/**
 * The EN 16931 category of a VAT treatment: reverse charge (AE) for an EU business with a VAT
 * number, "not subject to VAT" (O) outside the EU (the place of supply of services to a business
 * is the customer's country, Art. 44 Directive 2006/112/EC), the standard rate (S) otherwise.
 */
export function vatCategoryOf(vat: { rateBp: number; reverseCharge: boolean; country: string | null }): VatCategory {
  if (vat.reverseCharge) return 'AE';
  if (vat.rateBp === 0) return 'O';
  return 'S';
}

/** The VAT treatment of a sale. */
export type VatTreatment = { rateBp: number; reverseCharge: boolean; country: string | null; reason: string };

/** The VAT a buyer pays, from the billing profile's country and VAT number, by the rule above. */
export function vatFor(profile: { country: string; vatNumber: string | null } | null): VatTreatment {
  // Without a billing profile the buyer is treated as a French consumer until they add one.
  const country = profile?.country ?? SELLER_COUNTRY;
  const rate = country === SELLER_COUNTRY ? (EU_STANDARD_RATES_BP.FR ?? 2000) : EU_STANDARD_RATES_BP[country];
  const treatment =
    rate === undefined
      ? { rateBp: 0, reverseCharge: false, country }
      : country !== SELLER_COUNTRY && profile?.vatNumber
        ? { rateBp: 0, reverseCharge: true, country }
        : { rateBp: rate, reverseCharge: false, country };
  return { ...treatment, reason: vatReason(treatment) };
}

/**
 * Why a treatment applies, in the language being written ("French VAT", "Reverse charge (Art.
 * 196 …)"): vatFor's reason, said again where a stored treatment is shown or priced anew.
 */
export function vatReason(vat: Pick<VatTreatment, 'reverseCharge' | 'country'>): string {
  const country = vat.country ?? SELLER_COUNTRY;
  if (country === SELLER_COUNTRY) return m.rules_vat_french();
  if (EU_STANDARD_RATES_BP[country] === undefined) return m.rules_vat_outside_eu();
  if (vat.reverseCharge) return m.rules_vat_reverse_charge();
  return m.rules_vat_country({ country });
}
