import { BillingPage } from '../../billing/BillingPage.tsx';
import { PageHeader } from './PageHeader.tsx';

/** /billing (SPEC §2). */
export function BillingRoute() {
  return (
    <>
      <PageHeader title="Billing" description="Your billing period, invoices, payment methods, credits and monthly budget." />
      <BillingPage />
    </>
  );
}
