import { useQuery } from '@tanstack/react-query';
import type { StoredBillingProfile } from '../../../../shared/organizations/organizations.schemas.ts';
import { vatFor } from '../../../../shared/vat.ts';
import { useCan } from '../../../auth/use-can.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { billingProfileQueryOptions } from '../../orders/orders.queries.ts';
import { formatRate } from '../../../../shared/vat-rate.ts';
import { toast } from '../../../stores/toasts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../../account/SettingsCard.tsx';
import { BillingProfileForm } from './BillingProfileForm.tsx';
import { m } from '../../../../shared/i18n/messages.ts';

/** The VAT the organization's next orders carry (France 20 %, EU reverse charge…), from the saved profile. */
function NextOrdersVat({ profile }: { profile: StoredBillingProfile | null }) {
  const vat = vatFor(profile);
  return (
    <p className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm" data-testid="next-orders-vat">
      {m.billing_profile_next_vat({ rate: formatRate(vat.rateBp), reason: vat.reason })}
      {profile ? null : ` ${m.billing_profile_asked_before_payment()}`}
    </p>
  );
}

/** The saved profile, for the roles that read it but do not change it. */
function SavedProfile({ profile }: { profile: StoredBillingProfile | null }) {
  const lines = profile
    ? [
        profile.legalName,
        profile.addressLine1,
        profile.addressLine2,
        `${profile.postalCode} ${profile.city}`,
        profile.country,
        profile.siren ? m.billing_profile_saved_siren({ siren: profile.siren }) : '',
        profile.vatNumber ? m.billing_profile_saved_vat({ number: profile.vatNumber }) : '',
      ].filter(Boolean)
    : [m.billing_profile_none()];
  return (
    <div className="grid gap-1 text-sm">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="text-muted-foreground">{m.billing_profile_who_changes()}</p>
    </div>
  );
}

/** Settings → Billing profile: the legal identity printed on invoices, and the VAT it leads to. */
export function BillingProfileSection() {
  const query = useQuery(billingProfileQueryOptions());
  const manages = useCan('billing.manage');

  return (
    <SettingsCard title={m.billing_profile_title()} description={m.billing_profile_description()}>
      {query.isPending ? (
        <Spinner label={m.billing_profile_loading()} align="start" />
      ) : query.isError ? (
        <Alert>{errorMessage(query.error)}</Alert>
      ) : (
        <>
          <NextOrdersVat profile={query.data} />
          {manages ? (
            <BillingProfileForm
              profile={query.data}
              submitLabel={m.billing_profile_save()}
              onSaved={() => toast({ title: m.billing_profile_saved(), variant: 'success' })}
            />
          ) : (
            <SavedProfile profile={query.data} />
          )}
        </>
      )}
    </SettingsCard>
  );
}
