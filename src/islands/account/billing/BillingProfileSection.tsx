import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingProfile } from '../../../server/organizations/organizations.schemas.ts';
import { vatFor } from '../../../server/pricing/vat.ts';
import { apiRequest } from '../../lib/request.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { billingKeys, billingProfileQueryOptions } from '../../orders/orders.queries.ts';
import { vatPercent } from '../../orders/order-labels.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, FormAlert, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { billingProfileFormSchema, countryOptions, profileFormValues } from './billing-profile-form.ts';

/** The VAT the organization's next orders carry, by DESIGN.md's rule, from the saved profile. */
function NextOrdersVat({ profile }: { profile: BillingProfile | null }) {
  const vat = vatFor(profile);
  return (
    <p className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm" data-testid="next-orders-vat">
      Your next orders carry {vatPercent(vat.rateBp)} VAT: {vat.reason}.
      {profile ? null : ' Until a billing profile is saved, you are billed as a customer in France.'}
    </p>
  );
}

/** Settings → Billing profile: the legal identity printed on invoices, and the VAT it leads to. */
export function BillingProfileSection() {
  const client = useQueryClient();
  const query = useQuery(billingProfileQueryOptions());
  const form = useSchemaForm(billingProfileFormSchema, profileFormValues(null));
  const { reset } = form;
  useEffect(() => {
    if (query.data !== undefined) reset(profileFormValues(query.data));
  }, [query.data, reset]);
  const save = useMutation({
    mutationFn: (body: BillingProfile) => apiRequest<BillingProfile>('/api/billing/profile', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(billingKeys.profile, saved);
      toast({ title: 'Billing profile saved', variant: 'success' });
    },
  });

  return (
    <SettingsCard title="Billing profile" description="The legal name, address and VAT number printed on your invoices.">
      {query.isPending ? (
        <Spinner label="Loading the billing profile" className="justify-start" />
      ) : query.isError ? (
        <FormAlert message={errorMessage(query.error)} />
      ) : (
        <>
          <NextOrdersVat profile={query.data} />
          <Form form={form} onSubmit={(body) => save.mutateAsync(body)} className="grid max-w-xl gap-3">
            <FormField control={form.control} name="legalName" label="Legal name" autoComplete="organization" />
            <FormField control={form.control} name="addressLine1" label="Street address" autoComplete="address-line1" />
            <FormField control={form.control} name="addressLine2" label="Address line 2 (optional)" autoComplete="address-line2" />
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField control={form.control} name="postalCode" label="Postal code" autoComplete="postal-code" />
              <FormField control={form.control} name="city" label="City" autoComplete="address-level2" />
            </div>
            <FormField control={form.control} name="country" label="Country">
              {(control) => (
                <select {...control} autoComplete="country">
                  {countryOptions().map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              control={form.control}
              name="vatNumber"
              label="VAT number (optional)"
              description="With its country prefix, e.g. FR12345678901. An EU business outside France with a VAT number pays no VAT (reverse charge)."
            />
            <FormAlert message={formMessage(form)} />
            <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
              Save billing profile
            </PendingButton>
          </Form>
        </>
      )}
    </SettingsCard>
  );
}
