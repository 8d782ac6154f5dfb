import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingProfile, StoredBillingProfile } from '../../../../shared/organizations/organizations.schemas.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { billingKeys } from '../billing.queries.ts';
import { Form, formMessage, useSchemaForm } from '../../../ui/form.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { billingProfileFormSchema, countryOptions, profileFormValues } from './billing-profile-form.ts';
import { m } from '../../../../shared/i18n/messages.ts';

/**
 * The organization's legal identity on invoices, saved with PUT /api/billing/profile: legal
 * name, address, country, VAT number and, for a French company, SIREN. Settings and the payment
 * step of checkout both use it; `onSaved` runs once the server has it.
 */
export function BillingProfileForm({
  profile,
  submitLabel,
  onSaved,
}: {
  profile: StoredBillingProfile | null;
  submitLabel: string;
  onSaved?: (saved: StoredBillingProfile) => void;
}) {
  const client = useQueryClient();
  const form = useSchemaForm(billingProfileFormSchema, profileFormValues(profile));
  const { reset } = form;
  useEffect(() => reset(profileFormValues(profile)), [profile, reset]);
  const save = useMutation({
    mutationFn: (body: BillingProfile) =>
      apiRequest<StoredBillingProfile>('/api/billing/profile', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(billingKeys.profile, saved);
      onSaved?.(saved);
    },
  });
  const french = form.watch('country') === 'FR';

  return (
    <Form form={form} onSubmit={(body) => save.mutateAsync(body)} className="grid max-w-xl gap-3">
      <FormField
        control={form.control}
        name="legalName"
        label={m.billing_profile_legal_name()}
        autoComplete="organization"
      />
      <FormField
        control={form.control}
        name="addressLine1"
        label={m.billing_profile_street()}
        autoComplete="address-line1"
      />
      <FormField
        control={form.control}
        name="addressLine2"
        label={m.billing_profile_address2()}
        autoComplete="address-line2"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="postalCode"
          label={m.billing_profile_postal_code()}
          autoComplete="postal-code"
        />
        <FormField control={form.control} name="city" label={m.billing_profile_city()} autoComplete="address-level2" />
      </div>
      <FormField control={form.control} name="country" label={m.billing_profile_country()}>
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
      {french ? (
        <FormField
          control={form.control}
          name="siren"
          label={m.billing_profile_siren()}
          inputMode="numeric"
          description={m.billing_profile_siren_hint()}
        />
      ) : null}
      <FormField
        control={form.control}
        name="vatNumber"
        label={m.billing_profile_vat()}
        description={m.billing_profile_vat_hint()}
      />
      <Alert>{formMessage(form)}</Alert>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {submitLabel}
      </PendingButton>
    </Form>
  );
}
