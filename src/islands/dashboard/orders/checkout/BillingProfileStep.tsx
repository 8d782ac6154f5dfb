import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { missingBillingProfileFields } from '../../../../shared/organizations/organizations.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { BillingProfileForm } from '../../billing/profile/BillingProfileForm.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { billingProfileQueryOptions, orderKeys } from '../orders.queries.ts';
import { invalidateApi } from '../../../lib/api/client.ts';

/**
 * The payment step's first part: the organization's billing profile, asked here (not in a detour
 * to Settings) until it is complete, since every invoice carries the buyer's legal identity and
 * the server refuses a payment without it. Saving it re-prices the order's VAT, so the summary
 * above is refetched before anyone pays. Complete, it shows `children` (the payment choice).
 */
export function BillingProfileStep({ orderId, children }: { orderId: string; children: ReactNode }) {
  const client = useQueryClient();
  const profile = useQuery(billingProfileQueryOptions());
  const manages = useCan('billing.manage');

  if (profile.isPending) return <Spinner label={m.orders_loading_billing_details()} align="start" />;
  if (profile.isError) return <Alert>{errorMessage(profile.error)}</Alert>;
  const missing = Object.keys(missingBillingProfileFields(profile.data));
  if (missing.length === 0) return <>{children}</>;
  if (!manages) {
    return (
      <p role="status" className="rounded-md border border-amber-600 px-3 py-2 text-sm">
        {m.orders_billing_profile_needed()}
      </p>
    );
  }
  return (
    <section aria-labelledby={`billing-details-${orderId}`} className="grid gap-3 rounded-md border border-border p-4">
      <h4 id={`billing-details-${orderId}`} className="font-medium">
        {m.orders_billing_details_heading()}
      </h4>
      <p className="text-sm text-muted-foreground">{m.orders_billing_details_intro()}</p>
      <BillingProfileForm
        profile={profile.data}
        submitLabel={m.orders_billing_details_submit()}
        onSaved={() => void invalidateApi(client, [orderKeys.detail(orderId)])}
      />
    </section>
  );
}
