import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { BillingPage } from './BillingPage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /billing (SPEC §2). */
export function BillingRoute() {
  return (
    <>
      <PageHeader title="Billing" description="Your billing period, invoices, payment methods, credits and monthly budget." />
      {useCan('billing.read') ? (
        <BillingPage />
      ) : (
        <div className="grid gap-2">
          <RoleNote permission="billing.read" className="text-sm" />
          <p className="text-sm">
            <a href="/usage" className="font-medium text-primary underline-offset-4 hover:underline">Usage</a> shows what your clusters cost.
          </p>
        </div>
      )}
    </>
  );
}
