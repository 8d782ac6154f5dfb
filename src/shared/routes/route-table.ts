// The signed-in routes with the screen, layout and access of each: the one table the
// server guard, the client router, the sidebar and the tests read. Pure data, no imports.
import type { Access } from './access.ts';
import type { Permission } from '../permissions.ts';

/** The three signed-in layouts: dashboard shell, plain page, slide transition. */
export type LayoutKind = 'dashboard' | 'plain' | 'slide';

/** Who may open a route of the table: every one of them needs a signed-in user. */
export type RouteAccess = Exclude<Access, 'public'>;

/** The screen a route renders; aliases of one page share a view. */
export type RouteView =
  | 'home'
  | 'profile'
  | 'settings'
  | 'pending-registrations'
  | 'user-management'
  | 'promotion-requests'
  | 'organization-users'
  | 'officers-panel'
  | 'cluster-topology'
  | 'topology-overview'
  | 'cluster-selection'
  | 'smart-suggestions'
  | 'provider-test'
  | 'orders'
  | 'support-orders'
  | 'support-ticket'
  | 'order-status'
  | 'order-status-list'
  | 'payment-success'
  | 'marketplace'
  | 'add-ons'
  | 'product-order'
  | 'custom-solutions'
  | 'cluster-wizard'
  | 'cluster-provisioning'
  | 'cluster-list'
  | 'cluster-detail'
  | 'cluster-status'
  | 'usage'
  | 'billing'
  | 'price-estimator';

/** One signed-in route. */
export interface RouteDef {
  path: string;
  layout: LayoutKind;
  title: string;
  view: RouteView;
  access: RouteAccess;
  /** Position in the slide sequence: forward goes from a lower step to a higher one. */
  slideStep?: number;
  /**
   * A visitor is shown the page's public version at the same address (browsing, no action)
   * instead of being sent to sign in; signing in from there comes back to it.
   */
  openToVisitors?: true;
  /**
   * The organization permission the screen shows the data of: a role without it is shown the
   * reason instead of a screen whose every request the server would refuse (403), and is offered
   * no link to it (sidebar, shortcuts).
   */
  reads?: Permission;
}

const page = (path: string, title: string, view: RouteView, layout: LayoutKind = 'dashboard'): RouteDef => ({
  path,
  title,
  view,
  layout,
  access: 'user',
});
const only = (access: RouteAccess, route: RouteDef): RouteDef => ({ ...route, access });
const slide = (step: number, route: RouteDef): RouteDef => ({ ...route, slideStep: step });
const browsable = (route: RouteDef): RouteDef => ({ ...route, openToVisitors: true });
const reading = (permission: Permission, route: RouteDef): RouteDef => ({ ...route, reads: permission });
const clusters = (route: RouteDef): RouteDef => reading('clusters.read', route);

// Order matters: the first match wins, so fixed paths come before the `:id` ones they resemble.
export const ROUTES = {
  dashboard: page('/dashboard', 'Dashboard', 'home'),
  profile: page('/profile', 'Profile', 'profile'),
  account: page('/account', 'Profile', 'profile'),
  settings: page('/settings', 'Settings', 'settings'),
  simpleSettings: page('/simple-settings', 'Settings', 'settings'),
  myClusters: clusters(page('/my-clusters', 'Clusters', 'cluster-list')),
  clustersConfigure: slide(0, page('/clusters/configure', 'Configure a cluster', 'cluster-wizard', 'slide')),
  clustersProvisioning: clusters(
    slide(1, page('/clusters/provisioning', 'Cluster provisioning', 'cluster-provisioning', 'slide')),
  ),
  clusterTopology: clusters(page('/clusters/:id/topology', 'Cluster topology', 'cluster-topology')),
  clusterStatus: clusters(page('/clusters/:id/status', 'Cluster status', 'cluster-status', 'plain')),
  clusterDetail: clusters(page('/clusters/:id', 'Cluster', 'cluster-detail')),
  clusterDetailAlias: clusters(page('/cluster-detail/:id', 'Cluster', 'cluster-detail')),
  orders: page('/orders', 'Orders', 'orders'),
  ordersClusters: page('/orders/clusters', 'Cluster orders', 'orders'),
  ordersAddons: page('/orders/addons', 'Add-on orders', 'orders'),
  ordersProducts: page('/orders/products', 'Product orders', 'orders'),
  orderProduct: page('/orders/products/:id', 'Product order', 'product-order'),
  ordersSupport: page('/orders/support', 'Support', 'support-orders'),
  supportTicket: page('/orders/support/:id', 'Support ticket', 'support-ticket'),
  marketplace: browsable(page('/marketplace', 'Marketplace', 'marketplace')),
  customSolutions: page('/custom-solutions', 'Custom solutions', 'custom-solutions'),
  addOns: clusters(page('/add-ons', 'Add-ons', 'add-ons')),
  billing: reading('billing.read', page('/billing', 'Billing', 'billing')),
  usage: page('/usage', 'Usage', 'usage'),
  priceEstimator: page('/price-estimator', 'Price estimator', 'price-estimator'),
  paymentSuccess: page('/payment-success', 'Payment received', 'payment-success'),
  userManagement: only('admin', page('/user-management', 'User management', 'user-management')),
  pendingRegistrations: only(
    'admin',
    page('/admin/pending-registrations', 'Pending registrations', 'pending-registrations'),
  ),
  promotionRequests: only('admin', page('/admin/promotion-requests', 'Promotion requests', 'promotion-requests')),
  organizationUsers: only('admin', page('/admin/organization-users', 'Organization users', 'organization-users')),
  officersPanel: only('officer', page('/officers/panel', 'Officers panel', 'officers-panel')),
  clusterTopologyOverview: clusters(page('/cluster-topology', 'Cluster topology', 'topology-overview', 'plain')),
  clusterSelection: page('/cluster-selection', 'Choose a cluster type', 'cluster-selection', 'plain'),
  smartSuggestions: page('/smart-suggestions', 'Smart suggestions', 'smart-suggestions', 'plain'),
  gcpClusterTest: clusters(page('/gcp-cluster-test', 'Google Cloud GKE test', 'provider-test', 'plain')),
  awsEksTest: clusters(page('/aws-eks-test', 'AWS EKS test', 'provider-test', 'plain')),
  azureAksTest: clusters(page('/azure-aks-test', 'Azure AKS test', 'provider-test', 'plain')),
  ibmIksTest: clusters(page('/ibm-iks-test', 'IBM IKS test', 'provider-test', 'plain')),
  huaweiCceTest: clusters(page('/huawei-cce-test', 'Huawei CCE test', 'provider-test', 'plain')),
  alibabaAckTest: clusters(page('/alibaba-ack-test', 'Alibaba ACK test', 'provider-test', 'plain')),
  digitaloceanDoksTest: clusters(page('/digitalocean-doks-test', 'DigitalOcean DOKS test', 'provider-test', 'plain')),
  orderStatusList: page('/order-status', 'Order status', 'order-status-list', 'plain'),
  orderStatus: page('/order-status/:id', 'Order status', 'order-status', 'plain'),
  configureCluster: slide(0, page('/configure-cluster', 'Configure a cluster', 'cluster-wizard', 'slide')),
  clusterProvisioning: clusters(
    slide(1, page('/cluster-provisioning', 'Cluster provisioning', 'cluster-provisioning', 'slide')),
  ),
} satisfies Record<string, RouteDef>;

/** A route's name, the key of ROUTES. */
export type RouteName = keyof typeof ROUTES;

/** The route names in table order (the order matching tries them). */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
