import type { OrderKind } from '../../../../server/orders/orders.schemas.ts';
import { configureClusterHref } from '../../../../shared/links.ts';
import { PageHeader } from '../../pages/PageHeader.tsx';
import type { RouteMatch } from '../../shell/routes.ts';
import { KindLinks } from './KindLinks.tsx';
import { OrderList } from './OrderList.tsx';

const KIND_OF_ROUTE: Partial<Record<RouteMatch['name'], OrderKind>> = {
  ordersClusters: 'cluster',
  ordersAddons: 'addon',
  ordersProducts: 'product',
};

const EMPTY: Record<OrderKind | 'all', { text: string; href: string; action: string }> = {
  all: { text: 'Your organization has no orders yet. Configure a cluster to place the first one.', href: configureClusterHref(), action: 'Configure a cluster' },
  cluster: { text: 'No cluster orders yet. Configure a cluster, then pay for it here.', href: configureClusterHref(), action: 'Configure a cluster' },
  addon: { text: 'No add-on orders yet. Add-ons are ordered for a running cluster.', href: '/add-ons', action: 'Browse add-ons' },
  product: { text: 'No product orders yet. Products come from the marketplace.', href: '/marketplace', action: 'Open the marketplace' },
  support: { text: 'No support plan orders yet.', href: '/orders/support', action: 'Compare support plans' },
};

/** /orders and /orders/{clusters,addons,products}: each kind has its own address. */
export function OrdersRoute({ match }: { match: RouteMatch }) {
  const kind = KIND_OF_ROUTE[match.name];
  const empty = EMPTY[kind ?? 'all'];
  return (
    <div className="grid max-w-6xl gap-6">
      <PageHeader title={match.route.title} description="Every order of your organization, with its status and total in the currency it was priced in." />
      <KindLinks current={kind} />
      <OrderList
        key={kind ?? 'all'}
        kind={kind}
        caption={match.route.title}
        empty={
          <p className="text-sm">
            {empty.text}{' '}
            <a href={empty.href} className="font-medium text-primary underline underline-offset-4">
              {empty.action}
            </a>
          </p>
        }
      />
    </div>
  );
}
