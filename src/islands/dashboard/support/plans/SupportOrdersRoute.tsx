import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { KindLinks } from '../../orders/list/KindLinks.tsx';
import { OrderList } from '../../orders/list/OrderList.tsx';
import { SupportPlans } from './SupportPlans.tsx';
import { NewTicketForm } from '../NewTicketForm.tsx';
import { TicketList } from '../TicketList.tsx';

/** /orders/support: the organization's tickets (and a new one), its support plans, then its support orders. */
export function SupportOrdersRoute() {
  return (
    <div className="grid max-w-6xl gap-8">
      <PageHeader
        title={m.support_orders_title()}
        description={richMessage((slot) => m.support_orders_description({ link: slot.link }), {
          link: (
            <a href="/support" className="text-primary underline underline-offset-4">
              {m.support_orders_support_link()}
            </a>
          ),
        })}
      />
      <KindLinks current="support" />
      <div className="grid gap-6 xl:grid-cols-2">
        <TicketList />
        <NewTicketForm />
      </div>
      <SupportPlans />
      <section aria-labelledby="support-orders" className="grid gap-4">
        <h2 id="support-orders" className="text-lg font-semibold">
          {m.support_orders_heading()}
        </h2>
        <OrderList
          kind="support"
          caption={m.support_orders_heading()}
          empty={<p className="text-sm">{m.support_orders_empty()}</p>}
        />
      </section>
    </div>
  );
}
