import { lazy } from 'react';
import type { User } from '../../auth/auth.ts';
import { DashboardHome } from '../home/DashboardHome.tsx';
import { mayReadRoute } from '../../../shared/routes/route-reads.ts';
import { RoleNote } from '../../auth/RoleNote.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { ClusterListRoute } from '../clusters/list/ClusterListRoute.tsx';
import type { RouteMatch, RouteView } from './routes.ts';
import { routeTitle } from './route-title.ts';

// A screen that only shows what one permission reads (the route table's `reads`): a role without
// it (billing cannot read clusters) gets the reason instead of a screen whose every request would
// be refused. Billing's own screen says it, and points to Usage.
const EXPLAINS_ITSELF: ReadonlySet<RouteView> = new Set<RouteView>(['billing']);

// Everything but the home page loads on demand: the shell stays small, and each screen is its
// own chunk (the account screens bring forms, MFA and sessions; later features bring more).
const ProfileRoute = lazy(() => import('../account/ProfileRoute.tsx').then((m) => ({ default: m.ProfileRoute })));
const SettingsRoute = lazy(() => import('../account/SettingsRoute.tsx').then((m) => ({ default: m.SettingsRoute })));
const PendingRegistrationsRoute = lazy(() =>
  import('../admin/PendingRegistrationsRoute.tsx').then((m) => ({ default: m.PendingRegistrationsRoute })),
);
const UserManagementRoute = lazy(() =>
  import('../admin/StaffRoutes.tsx').then((m) => ({ default: m.UserManagementRoute })),
);
const PromotionRequestsRoute = lazy(() =>
  import('../admin/StaffRoutes.tsx').then((m) => ({ default: m.PromotionRequestsRoute })),
);
const OrganizationUsersRoute = lazy(() =>
  import('../admin/StaffRoutes.tsx').then((m) => ({ default: m.OrganizationUsersRoute })),
);
const OfficersPanel = lazy(() =>
  import('../officers/panel/OfficersPanel.tsx').then((m) => ({ default: m.OfficersPanel })),
);
const ProviderTestPage = lazy(() =>
  import('../provider-tests/ProviderTestPage.tsx').then((m) => ({ default: m.ProviderTestPage })),
);
const ClusterSelectionPage = lazy(() =>
  import('../choosing/ClusterSelectionPage.tsx').then((m) => ({ default: m.ClusterSelectionPage })),
);
const SmartSuggestionsPage = lazy(() =>
  import('../choosing/SmartSuggestionsPage.tsx').then((m) => ({ default: m.SmartSuggestionsPage })),
);
const ClusterTopologyPage = lazy(() =>
  import('../topology/ClusterTopologyPage.tsx').then((m) => ({ default: m.ClusterTopologyPage })),
);
const TopologyOverviewPage = lazy(() =>
  import('../topology/TopologyOverviewPage.tsx').then((m) => ({ default: m.TopologyOverviewPage })),
);
const MarketplaceRoute = lazy(() =>
  import('../marketplace/MarketplaceRoute.tsx').then((m) => ({ default: m.MarketplaceRoute })),
);
const AddOnsRoute = lazy(() => import('../addons/AddOnsRoute.tsx').then((m) => ({ default: m.AddOnsRoute })));
const ProductOrderRoute = lazy(() =>
  import('../products/ProductOrderRoute.tsx').then((m) => ({ default: m.ProductOrderRoute })),
);
const CustomSolutionsRoute = lazy(() =>
  import('../custom-solutions/CustomSolutionsRoute.tsx').then((m) => ({ default: m.CustomSolutionsRoute })),
);
const ConfigureWizard = lazy(() =>
  import('../clusters/wizard/ConfigureWizard.tsx').then((m) => ({ default: m.ConfigureWizard })),
);
const ProvisioningPage = lazy(() =>
  import('../clusters/provisioning/ProvisioningPage.tsx').then((m) => ({ default: m.ProvisioningPage })),
);
const ClusterDetailPage = lazy(() =>
  import('../clusters/detail/ClusterDetailPage.tsx').then((m) => ({ default: m.ClusterDetailPage })),
);
const ClusterStatusPage = lazy(() =>
  import('../clusters/status/ClusterStatusPage.tsx').then((m) => ({ default: m.ClusterStatusPage })),
);
const UsageRoute = lazy(() => import('../usage/UsageRoute.tsx').then((m) => ({ default: m.UsageRoute })));
const BillingRoute = lazy(() => import('../billing/BillingRoute.tsx').then((m) => ({ default: m.BillingRoute })));
const PriceEstimatorRoute = lazy(() =>
  import('../estimator/PriceEstimatorRoute.tsx').then((m) => ({ default: m.PriceEstimatorRoute })),
);
const OrdersRoute = lazy(() => import('../orders/list/OrdersRoute.tsx').then((m) => ({ default: m.OrdersRoute })));
const SupportOrdersRoute = lazy(() =>
  import('../support/plans/SupportOrdersRoute.tsx').then((m) => ({ default: m.SupportOrdersRoute })),
);
const TicketDetailRoute = lazy(() =>
  import('../support/TicketDetailRoute.tsx').then((m) => ({ default: m.TicketDetailRoute })),
);
const OrderStatusPage = lazy(() =>
  import('../orders/status/OrderStatusPage.tsx').then((m) => ({ default: m.OrderStatusPage })),
);
const LatestOrdersPage = lazy(() =>
  import('../orders/status/LatestOrdersPage.tsx').then((m) => ({ default: m.LatestOrdersPage })),
);
const PaymentSuccessPage = lazy(() =>
  import('../orders/success/PaymentSuccessPage.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
);

/** The screen of a matched route. */
export function RouteScreen({ match, user }: { match: RouteMatch; user: User }) {
  const reads = match.route.reads;
  if (reads && !mayReadRoute(match.route, user.orgRole) && !EXPLAINS_ITSELF.has(match.route.view)) {
    return (
      <>
        <PageHeader title={routeTitle(match.name)} />
        <RoleNote permission={reads} className="text-sm" />
      </>
    );
  }
  switch (match.route.view) {
    case 'home':
      return <DashboardHome user={user} />;
    case 'profile':
      return <ProfileRoute user={user} />;
    case 'settings':
      return <SettingsRoute user={user} />;
    case 'pending-registrations':
      return <PendingRegistrationsRoute />;
    case 'user-management':
      return <UserManagementRoute user={user} />;
    case 'promotion-requests':
      return <PromotionRequestsRoute user={user} />;
    case 'organization-users':
      return <OrganizationUsersRoute user={user} />;
    case 'officers-panel':
      return <OfficersPanel />;
    case 'provider-test':
      return <ProviderTestPage match={match} />;
    case 'cluster-selection':
      return <ClusterSelectionPage />;
    case 'smart-suggestions':
      return <SmartSuggestionsPage />;
    case 'cluster-topology':
      return <ClusterTopologyPage clusterId={match.params.id ?? ''} />;
    case 'topology-overview':
      return <TopologyOverviewPage />;
    case 'marketplace':
      return <MarketplaceRoute />;
    case 'add-ons':
      return <AddOnsRoute />;
    case 'product-order':
      return <ProductOrderRoute orderId={match.params.id ?? ''} />;
    case 'custom-solutions':
      return <CustomSolutionsRoute user={user} />;
    case 'cluster-wizard':
      return <ConfigureWizard />;
    case 'cluster-provisioning':
      return <ProvisioningPage user={user} />;
    case 'cluster-list':
      return <ClusterListRoute user={user} />;
    case 'cluster-detail':
      return <ClusterDetailPage id={match.params.id ?? ''} user={user} />;
    case 'cluster-status':
      return <ClusterStatusPage id={match.params.id ?? ''} user={user} />;
    case 'usage':
      return <UsageRoute />;
    case 'billing':
      return <BillingRoute />;
    case 'price-estimator':
      return <PriceEstimatorRoute />;
    case 'orders':
      return <OrdersRoute match={match} />;
    case 'support-orders':
      return <SupportOrdersRoute />;
    case 'support-ticket':
      return <TicketDetailRoute id={match.params.id ?? ''} />;
    case 'order-status':
      return <OrderStatusPage id={match.params.id ?? ''} />;
    case 'order-status-list':
      return <LatestOrdersPage />;
    case 'payment-success':
      return <PaymentSuccessPage />;
  }
}
