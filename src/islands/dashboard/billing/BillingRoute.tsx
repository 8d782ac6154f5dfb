import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { BillingPage } from './BillingPage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

/** /billing, in the dashboard shell. */
export function BillingRoute() {
  return (
    <>
      <PageHeader title={m.billing_page_title()} description={m.billing_page_description()} />
      {useCan('billing.read') ? (
        <BillingPage />
      ) : (
        <div className="grid gap-2">
          <RoleNote permission="billing.read" className="text-sm" />
          <p className="text-sm">
            {richMessage((slot) => m.billing_usage_link_note(slot), {
              link: (
                <a href="/usage" className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.billing_usage_link()}
                </a>
              ),
            })}
          </p>
        </div>
      )}
    </>
  );
}
