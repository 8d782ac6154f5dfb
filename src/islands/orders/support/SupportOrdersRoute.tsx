import { PageHeader } from '../../dashboard/pages/PageHeader.tsx';
import { KindLinks } from '../list/KindLinks.tsx';
import { OrderList } from '../list/OrderList.tsx';
import { SupportPlans } from './SupportPlans.tsx';

/** /orders/support: the support plans to switch to, then the organization's support orders. */
export function SupportOrdersRoute() {
  return (
    <div className="grid max-w-6xl gap-8">
      <PageHeader
        title="Support"
        description={
          <>
            Your support plan and its orders. To ask a question or report a problem, go to{' '}
            <a href="/support" className="text-primary underline underline-offset-4">
              Support
            </a>
            .
          </>
        }
      />
      <KindLinks current="support" />
      <SupportPlans />
      <section aria-labelledby="support-orders" className="grid gap-4">
        <h2 id="support-orders" className="text-lg font-semibold">
          Support orders
        </h2>
        <OrderList kind="support" caption="Support orders" empty={<p className="text-sm">No support plan orders yet. Choose a plan above to switch.</p>} />
      </section>
      <p className="text-sm">
        A question about your plan, or a problem with a cluster?{' '}
        <a href="/support" className="font-medium text-primary underline underline-offset-4">
          Get help from Support
        </a>
      </p>
    </div>
  );
}
