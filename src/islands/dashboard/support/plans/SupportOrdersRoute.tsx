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
        title="Support"
        description={
          <>
            Your organization’s tickets, with the response time of your plan, then your support plan and its orders. Guides and
            answers are on the{' '}
            <a href="/support" className="text-primary underline underline-offset-4">
              Support
            </a>{' '}
            pages.
          </>
        }
      />
      <KindLinks current="support" />
      <div className="grid gap-6 xl:grid-cols-2">
        <TicketList />
        <NewTicketForm />
      </div>
      <SupportPlans />
      <section aria-labelledby="support-orders" className="grid gap-4">
        <h2 id="support-orders" className="text-lg font-semibold">
          Support orders
        </h2>
        <OrderList kind="support" caption="Support orders" empty={<p className="text-sm">No support plan orders yet. Choose a plan above to switch.</p>} />
      </section>
    </div>
  );
}
