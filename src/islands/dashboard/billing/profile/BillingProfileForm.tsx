import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingProfile, StoredBillingProfile } from '../../../../server/organizations/organizations.schemas.ts';
import { apiRequest } from '../../../lib/request.ts';
import { billingKeys } from '../billing.queries.ts';
import { Form, formMessage, useSchemaForm } from '../../../ui/form.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { billingProfileFormSchema, countryOptions, profileFormValues } from './billing-profile-form.ts';

/**
 * The organization's legal identity on invoices, saved with PUT /api/billing/profile: legal
 * name, address, country, VAT number and, for a French company, SIREN. Settings and the payment
 * step of checkout both use it; `onSaved` runs once the server has it.
 */
export function BillingProfileForm({ profile, submitLabel, onSaved }: { profile: StoredBillingProfile | null; submitLabel: string; onSaved?: (saved: StoredBillingProfile) => void }) {
  const client = useQueryClient();
  const form = useSchemaForm(billingProfileFormSchema, profileFormValues(profile));
  const { reset } = form;
  useEffect(() => reset(profileFormValues(profile)), [profile, reset]);
  const save = useMutation({
    mutationFn: (body: BillingProfile) => apiRequest<StoredBillingProfile>('/api/billing/profile', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(billingKeys.profile, saved);
      onSaved?.(saved);
    },
  });
  const french = form.watch('country') === 'FR';

  return (
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
      {french ? <FormField control={form.control} name="siren" label="SIREN" inputMode="numeric" description="The 9-digit company number (the first 9 digits of your SIRET)." /> : null}
      <FormField
        control={form.control}
        name="vatNumber"
        label="VAT number (optional)"
        description="With its country prefix, e.g. FR44732829320. An EU business outside France with a VAT number pays no VAT (reverse charge)."
      />
      <FormAlert message={formMessage(form)} />
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {submitLabel}
      </PendingButton>
    </Form>
  );
}
