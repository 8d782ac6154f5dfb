import { useQuery } from '@tanstack/react-query';
import type { StoredBillingProfile } from '../../../../server/organizations/organizations.schemas.ts';
import { vatFor } from '../../../../shared/vat.ts';
import { useCan } from '../../../auth/use-can.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { billingProfileQueryOptions } from '../../orders/orders.queries.ts';
import { vatPercent } from '../../orders/order-labels.ts';
import { toast } from '../../../stores/toasts.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../../account/SettingsCard.tsx';
import { BillingProfileForm } from './BillingProfileForm.tsx';

/** The VAT the organization's next orders carry, by DESIGN.md's rule, from the saved profile. */
function NextOrdersVat({ profile }: { profile: StoredBillingProfile | null }) {
  const vat = vatFor(profile);
  return (
    <p className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm" data-testid="next-orders-vat">
      Your next orders carry {vatPercent(vat.rateBp)} VAT: {vat.reason}.
      {profile ? null : ' Your billing profile is asked before your first payment.'}
    </p>
  );
}

/** The saved profile, for the roles that read it but do not change it. */
function SavedProfile({ profile }: { profile: StoredBillingProfile | null }) {
  const lines = profile
    ? [profile.legalName, profile.addressLine1, profile.addressLine2, `${profile.postalCode} ${profile.city}`, profile.country, profile.siren ? `SIREN ${profile.siren}` : '', profile.vatNumber ? `VAT number ${profile.vatNumber}` : ''].filter(Boolean)
    : ['No billing profile yet.'];
  return (
    <div className="grid gap-1 text-sm">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="text-muted-foreground">Owners and billing members change it.</p>
    </div>
  );
}

/** Settings → Billing profile: the legal identity printed on invoices, and the VAT it leads to. */
export function BillingProfileSection() {
  const query = useQuery(billingProfileQueryOptions());
  const manages = useCan('billing.manage');

  return (
    <SettingsCard title="Billing profile" description="The legal name, address, VAT number and SIREN printed on your invoices. Issued invoices keep the details they were issued with.">
      {query.isPending ? (
        <Spinner label="Loading the billing profile" className="justify-start" />
      ) : query.isError ? (
        <FormAlert message={errorMessage(query.error)} />
      ) : (
        <>
          <NextOrdersVat profile={query.data} />
          {manages ? (
            <BillingProfileForm profile={query.data} submitLabel="Save billing profile" onSaved={() => toast({ title: 'Billing profile saved', variant: 'success' })} />
          ) : (
            <SavedProfile profile={query.data} />
          )}
        </>
      )}
    </SettingsCard>
  );
}
