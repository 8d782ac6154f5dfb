import { AppError } from '../http/app-error.ts';
import { withProfileVat } from '../orders/order-vat.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { missingBillingProfileFields } from '../../shared/organizations/organizations.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';

const LABELS: Record<string, () => string> = {
  legalName: m.error_billing_field_legal_name,
  addressLine1: m.error_billing_field_street_address,
  postalCode: m.error_billing_field_postal_code,
  city: m.error_billing_field_city,
  country: m.error_billing_field_country,
  vatNumber: m.error_billing_field_vat_number,
  siren: m.error_billing_field_siren,
};

/**
 * What paying an order asks first, before anything is claimed or charged: the organization's
 * billing profile is complete (every invoice carries the buyer's legal identity; 400
 * `billing_profile_incomplete` naming the fields), and the order carries the VAT that profile
 * calls for (if the profile changed since, the order is re-priced and the payment refused with
 * 409 `order_repriced`, so nobody pays an amount they were not shown).
 */
export async function requireCompleteBillingProfile(
  repositories: Repositories,
  organizationId: string,
  orderId: string,
  now = new Date(),
): Promise<void> {
  const order = await repositories.orders.find(organizationId, orderId);
  // Another organization's order (404), or one already paid or cancelled (409): the caller says so.
  if (!order || order.status !== 'pending_payment') return;
  const organization = await repositories.organizations.findById(organizationId);
  const missing = missingBillingProfileFields(organization?.billingProfile);
  const names = Object.keys(missing);
  if (names.length > 0) {
    const list = names.map((name) => LABELS[name]?.() ?? name).join(', ');
    throw new AppError(400, 'billing_profile_incomplete', m.error_billing_profile_incomplete({ fields: list }), {
      fields: Object.fromEntries(names.map((name) => [`billingProfile.${name}`, missing[name] ?? m.field_required()])),
    });
  }
  // `update` answers the record even when nothing changed: what was changed is kept here.
  let repriced: OrderRecord | undefined;
  await repositories.orders.update(
    order.id,
    (current) => (repriced = withProfileVat(current, organization?.billingProfile, now)),
  );
  if (repriced) {
    throw new AppError(
      409,
      'order_repriced',
      m.error_order_vat_repriced({ total: formatMinorUnits(repriced.total, repriced.currency) }),
    );
  }
}
