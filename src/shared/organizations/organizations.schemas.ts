import { z } from 'zod';
import { budgetSchema } from '../billing/budget.schemas.ts';
import { storedSpendingCapSchema } from '../billing/spending-cap.schemas.ts';
import { isEuCountry, normaliseSiren, normaliseVatNumber, sirenProblem, vatNumberProblem } from '../vat.ts';
import { m } from '../i18n/messages.ts';

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });
/**
 * The English name of a current two-letter country code, undefined when Intl knows none. Retired
 * codes Intl still names through their successor (DD → Germany, UK → United Kingdom, FX → France)
 * are refused: stored, they would escape the VAT rule of the country they stand for.
 */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) return undefined;
  const name = regionNames.of(code);
  return name === code ? undefined : name;
}

/** An ISO 3166-1 alpha-2 code that names a country (Intl knows it in both Node and browsers). */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: () => m.field_choose_country() })
  // zod runs refinements even after the regex failed: Intl is asked about two-letter codes only
  // ('' or 'x1' would make it throw a RangeError, a 500 instead of the field's 400).
  .refine((code) => !/^[A-Z]{2}$/.test(code) || countryName(code) !== undefined, {
    error: () => m.field_choose_country(),
  });

/**
 * The organization's legal identity on invoices (EU invoices, Art. 226 Directive 2006/112/EC; in
 * France CGI art. 242 nonies A and, from the 2026 e-invoicing reform, the buyer's SIREN). The
 * SIREN is asked of French companies only; a French VAT number must carry that SIREN.
 */
export const billingProfileSchema = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(2, { error: () => m.field_enter_legal_name() })
      .max(120),
    addressLine1: z
      .string()
      .trim()
      .min(3, { error: () => m.field_enter_street_address() })
      .max(120),
    addressLine2: z.string().trim().max(120).default(''),
    postalCode: z
      .string()
      .trim()
      .min(2, { error: () => m.field_enter_postal_code() })
      .max(16),
    city: z
      .string()
      .trim()
      .min(1, { error: () => m.field_enter_city() })
      .max(80),
    country: countryCode,
    vatNumber: z
      .string()
      .trim()
      .max(20)
      .transform((value) => (value === '' ? null : normaliseVatNumber(value)))
      .nullable()
      .default(null),
    siren: z
      .string()
      .trim()
      .max(20)
      .transform((value) => (value === '' ? null : normaliseSiren(value)))
      .nullable()
      .default(null),
  })
  .superRefine((profile, ctx) => {
    if (profile.vatNumber) {
      const problem = vatNumberProblem(profile.country, profile.vatNumber);
      if (problem) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: problem });
    }
    if (profile.country !== 'FR') return;
    if (!profile.siren) {
      ctx.addIssue({ code: 'custom', path: ['siren'], message: m.field_enter_siren_french_invoices_carry_9() });
      return;
    }
    const problem = sirenProblem(profile.siren);
    if (problem) ctx.addIssue({ code: 'custom', path: ['siren'], message: problem });
    else if (
      profile.vatNumber &&
      /^FR..\d{9}$/.test(profile.vatNumber) &&
      profile.vatNumber.slice(4) !== profile.siren
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: m.field_vat_number_other_siren({ vatSiren: profile.vatNumber.slice(4), siren: profile.siren }),
      });
    }
  })
  // A SIREN is French: kept only for a French company.
  .transform((profile) => ({ ...profile, siren: profile.country === 'FR' ? profile.siren : null }));
export type BillingProfile = z.output<typeof billingProfileSchema>;
export type BillingProfileInput = z.input<typeof billingProfileSchema>;

/**
 * A billing profile as stored and answered: saved before the SIREN was asked, a French company's
 * has none, and its VAT number may predate the key check. `missingBillingProfileFields` says what
 * it still lacks before a payment.
 */
export const storedBillingProfileSchema = z.object({
  legalName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string().nullable(),
  siren: z.string().nullable().optional(),
});
export type StoredBillingProfile = z.infer<typeof storedBillingProfileSchema>;

const REQUIRED_FIELDS = ['legalName', 'addressLine1', 'postalCode', 'city', 'country'] as const;

/**
 * What a billing profile lacks (or gets wrong) before the organization may pay: field → message,
 * empty when complete. The same rules as saving it: a payment never issues an invoice the
 * profile form would have refused.
 */
export function missingBillingProfileFields(profile: StoredBillingProfile | null | undefined): Record<string, string> {
  if (!profile)
    return Object.fromEntries(REQUIRED_FIELDS.map((field) => [field, m.field_required_before_first_payment()]));
  const parsed = billingProfileSchema.safeParse({ ...profile, siren: profile.siren ?? null });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'billingProfile'), issue.message]),
  );
}

/** True when the buyer is an EU business that self-assesses VAT. */
export const isReverseCharge = (profile: BillingProfile | null) =>
  Boolean(profile?.vatNumber && profile.country !== 'FR' && isEuCountry(profile.country));

/** An organization as stored: the billing identity that owns every customer object. */
export const organizationRecordSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  createdAt: z.string(),
  /** Set once, in Settings; until then invoices carry the company name only. */
  billingProfile: storedBillingProfileSchema.nullable().optional(),
  /** The billing plan in effect (catalog billingPlans); pay as you go until one is bought. */
  planId: z.string().optional(),
  /** The paid order that put `planId` in effect: its fulfilment, run again, changes nothing. */
  planOrderId: z.string().optional(),
  /** The organization's first paid order: PARIS applies to that one only. */
  firstPaidOrderId: z.string().nullable().optional(),
  /** Fixed by the first paid order: every later order, invoice, credit and usage figure is in it. */
  billingCurrency: z.enum(['USD', 'EUR', 'GBP']).nullable().optional(),
  /** A monthly spending budget; alerts at 50, 80 and 100 %. */
  budget: budgetSchema.nullable().optional(),
  /** The thresholds already alerted, for the month they were alerted in. */
  budgetAlerts: z
    .object({ month: z.string(), thresholds: z.array(z.int()) })
    .nullable()
    .optional(),
  /**
   * A hard monthly spending cap: a new order, a raise or an autoscaled node that would bring the
   * month's spending past it is refused (renewals of what runs are not).
   */
  spendingCap: storedSpendingCapSchema.nullable().optional(),
  /** A usage invoice whose collection failed for good: new orders wait until it is paid. */
  ordersSuspendedBy: z.string().nullable().optional(),
  /**
   * Suspended by the staff (/admin/organization-users): its members keep signing in and reading
   * (billing, invoices, support), but cannot order or pay (403 organization_suspended).
   */
  suspension: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable().optional(),
  /**
   * Set by an owner: a member without two-factor authentication may only read, set it up and sign
   * out, and an API token works only when made after its holder turned two-factor on.
   */
  requireTwoFactor: z.boolean().optional(),
  /**
   * Closed by an owner: subscriptions end at their period's end, and once `eraseAfter` passes the
   * clusters are deleted, personal data erased and the accounting records archived (`erasedAt`).
   * An owner may reopen until then (the field is cleared).
   */
  closure: z
    .object({
      closedAt: z.string(),
      closedBy: z.string(),
      eraseAfter: z.string(),
      erasedAt: z.string().nullable(),
      /** The owners told once the erasure is done: kept only while it runs. */
      notify: z
        .array(z.object({ email: z.string(), name: z.string(), language: z.enum(['en', 'fr']).optional() }))
        .optional(),
    })
    .nullable()
    .optional(),
  /** The officers' latest note on contacting the organization about an unpaid invoice. */
  collectionNote: z
    .object({ note: z.string(), byId: z.string(), byName: z.string(), at: z.string() })
    .nullable()
    .optional(),
});
export type OrganizationRecord = z.infer<typeof organizationRecordSchema>;

export type NewOrganization = { companyName: string };
