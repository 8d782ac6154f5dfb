import { z } from "zod";
import { billingProfileSchema } from "../../../server/organizations/organizations.schemas.ts";
import type { BillingProfile } from "../../../server/organizations/organizations.schemas.ts";

/**
 * The billing profile form: every field a string as the inputs hold it, then the endpoint's own
 * schema (country, per-country VAT number format) on the same field names.
 */
const formFields = z.object({
  legalName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string(),
});
// Every string the form holds is a valid input of the endpoint's schema (its optional fields
// only also accept undefined), which zod's pipe typing cannot see on its own.
export const billingProfileFormSchema = formFields.pipe(
  billingProfileSchema as z.ZodType<
    BillingProfile,
    z.output<typeof formFields>
  >,
);
export type BillingProfileForm = z.input<typeof billingProfileFormSchema>;

/** The form's values for a saved profile, or empty ones (France preselected: the seller's country). */
export function profileFormValues(
  profile: BillingProfile | null | undefined,
): BillingProfileForm {
  return {
    legalName: profile?.legalName ?? "",
    addressLine1: profile?.addressLine1 ?? "",
    addressLine2: profile?.addressLine2 ?? "",
    postalCode: profile?.postalCode ?? "",
    city: profile?.city ?? "",
    country: profile?.country ?? "FR",
    vatNumber: profile?.vatNumber ?? "",
  };
}

// Codes Intl names that are not countries a company is registered in.
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ", "XA", "XB"]);

let countries: { code: string; name: string }[] | undefined;

/** Every country Intl.DisplayNames can name (what the schema accepts), sorted by its English name. */
export function countryOptions(): { code: string; name: string }[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(["en-GB"], {
    type: "region",
    fallback: "none",
  });
  const found: { code: string; name: string }[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code))
        found.push({ code, name });
    }
  }
  countries = found.sort((a, b) => a.name.localeCompare(b.name, "en"));
  return countries;
}
