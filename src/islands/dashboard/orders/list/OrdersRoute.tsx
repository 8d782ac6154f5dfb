import type { OrderKind } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { configureClusterHref } from '../../../../shared/links.ts';
import { PageHeader } from '../../pages/PageHeader.tsx';
import type { RouteMatch } from '../../shell/routes.ts';
import { routeTitle } from '../../shell/route-title.ts';
import { KindLinks } from './KindLinks.tsx';
import { OrderList } from './OrderList.tsx';

const KIND_OF_ROUTE: Partial<Record<RouteMatch['name'], OrderKind>> = {
  ordersClusters: 'cluster',
  ordersAddons: 'addon',
  ordersProducts: 'product',
};

/** What an empty list says and where it sends, per kind (messages: called when rendering). */
const EMPTY: Record<OrderKind | 'all', { text: () => string; href: string; action: () => string }> = {
  all: { text: m.orders_empty_all, href: configureClusterHref(), action: m.orders_configure_cluster },
  cluster: { text: m.orders_empty_cluster, href: configureClusterHref(), action: m.orders_configure_cluster },
  addon: { text: m.orders_empty_addon, href: '/add-ons', action: m.orders_browse_addons },
  product: { text: m.orders_empty_product, href: '/marketplace', action: m.orders_open_marketplace },
  support: { text: m.orders_empty_support, href: '/orders/support', action: m.orders_compare_support_plans },
};

/** /orders and /orders/{clusters,addons,products}: each kind has its own address. */
export function OrdersRoute({ match }: { match: RouteMatch }) {
  const kind = KIND_OF_ROUTE[match.name];
  const empty = EMPTY[kind ?? 'all'];
  const title = routeTitle(match.name);
  return (
    <div className="grid max-w-6xl gap-6">
      <PageHeader title={title} description={m.orders_route_description()} />
      <KindLinks current={kind} />
      <OrderList
        key={kind ?? 'all'}
        kind={kind}
        caption={title}
        empty={
          <p className="text-sm">
            {empty.text()}{' '}
            <a href={empty.href} className="font-medium text-primary underline underline-offset-4">
              {empty.action()}
            </a>
          </p>
        }
      />
    </div>
  );
}
