// The signed-in routes' titles in the page's language. The route table (src/shared/routes) keeps
// the English title as data; the header, the page <title> and the announcement read this.
import { m } from '../../../shared/i18n/messages.ts';
import type { RouteName } from './routes.ts';

const providerTest = (provider: string) => () => m.shell_title_provider_test({ provider });

const TITLES: Record<RouteName, () => string> = {
  dashboard: m.shell_title_dashboard,
  profile: m.shell_title_profile,
  account: m.shell_title_profile,
  settings: m.shell_title_settings,
  simpleSettings: m.shell_title_settings,
  myClusters: m.shell_title_clusters,
  clustersConfigure: m.shell_title_configure_cluster,
  clustersProvisioning: m.shell_title_cluster_provisioning,
  clusterTopology: m.shell_title_cluster_topology,
  clusterStatus: m.shell_title_cluster_status,
  clusterDetail: m.shell_title_cluster,
  clusterDetailAlias: m.shell_title_cluster,
  orders: m.shell_title_orders,
  ordersClusters: m.shell_title_cluster_orders,
  ordersAddons: m.shell_title_addon_orders,
  ordersProducts: m.shell_title_product_orders,
  orderProduct: m.shell_title_product_order,
  ordersSupport: m.shell_title_support,
  supportTicket: m.shell_title_support_ticket,
  marketplace: m.shell_title_marketplace,
  customSolutions: m.shell_title_custom_solutions,
  addOns: m.shell_title_addons,
  billing: m.shell_title_billing,
  usage: m.shell_title_usage,
  priceEstimator: m.shell_title_price_estimator,
  paymentSuccess: m.shell_title_payment_received,
  userManagement: m.shell_title_user_management,
  pendingRegistrations: m.shell_title_pending_registrations,
  promotionRequests: m.shell_title_promotion_requests,
  organizationUsers: m.shell_title_organization_users,
  officersPanel: m.shell_title_officers_panel,
  clusterTopologyOverview: m.shell_title_cluster_topology,
  clusterSelection: m.shell_title_cluster_selection,
  smartSuggestions: m.shell_title_smart_suggestions,
  gcpClusterTest: providerTest('Google Cloud GKE'),
  awsEksTest: providerTest('AWS EKS'),
  azureAksTest: providerTest('Azure AKS'),
  ibmIksTest: providerTest('IBM IKS'),
  huaweiCceTest: providerTest('Huawei CCE'),
  alibabaAckTest: providerTest('Alibaba ACK'),
  digitaloceanDoksTest: providerTest('DigitalOcean DOKS'),
  orderStatusList: m.shell_title_order_status,
  orderStatus: m.shell_title_order_status,
  configureCluster: m.shell_title_configure_cluster,
  clusterProvisioning: m.shell_title_cluster_provisioning,
};

/** A route's title in the page's language (its English one is the route table's `title`). */
export function routeTitle(name: RouteName): string {
  return TITLES[name]();
}
