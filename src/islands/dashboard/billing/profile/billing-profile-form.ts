import { z } from 'zod';
import { billingProfileSchema, countryName } from '../../../../shared/organizations/organizations.schemas.ts';
import type { BillingProfile, StoredBillingProfile } from '../../../../shared/organizations/organizations.schemas.ts';
import { currentLocale, intlTag, type Locale } from '../../../../shared/i18n/locale.ts';

const formFields = z.object({
  legalName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string(),
  siren: z.string(),
});

/**
 * The billing profile form: every field a string as the inputs hold it, then the endpoint's own
 * schema (country, per-country VAT number format) on the same field names. The cast: every
 * string the form holds is a valid input of that schema (its optional fields also take
 * undefined), which zod's pipe typing cannot see on its own.
 */
export const billingProfileFormSchema = formFields.pipe(
  billingProfileSchema as z.ZodType<BillingProfile, z.output<typeof formFields>>,
);
export type BillingProfileForm = z.input<typeof billingProfileFormSchema>;

/** The form's values for a saved profile, or empty ones (France preselected: the seller's country). */
export function profileFormValues(profile: StoredBillingProfile | null | undefined): BillingProfileForm {
  return {
    legalName: profile?.legalName ?? '',
    addressLine1: profile?.addressLine1 ?? '',
    addressLine2: profile?.addressLine2 ?? '',
    postalCode: profile?.postalCode ?? '',
    city: profile?.city ?? '',
    country: profile?.country ?? 'FR',
    vatNumber: profile?.vatNumber ?? '',
    siren: profile?.siren ?? '',
  };
}

// Codes Intl names that are not countries a company is registered in.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

const countries = new Map<Locale, { code: string; name: string }[]>();

/**
 * Every country the schema accepts (named by Intl.DisplayNames), sorted by its name in the page's
 * language: the schema's English names in English, Intl's French ones in French.
 */
export function countryOptions(): { code: string; name: string }[] {
  const locale = currentLocale();
  const cached = countries.get(locale);
  if (cached) return cached;
  const localNames =
    locale === 'en' ? undefined : new Intl.DisplayNames([intlTag(locale)], { type: 'region', fallback: 'none' });
  const found: { code: string; name: string }[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = countryName(code);
      if (name && !NOT_COUNTRIES.has(code)) found.push({ code, name: localNames?.of(code) ?? name });
    }
  }
  const sorted = found.sort((a, b) => a.name.localeCompare(b.name, locale));
  countries.set(locale, sorted);
  return sorted;
}
