// The dashboard sidebar: sections, items, badges and who sees what. Pure data and rules.
import { configureClusterHref } from '../../../shared/links.ts';
import { isAdminRole, mayAccess, pageAccess } from '../../../shared/routes/index.ts';
import type { Role } from '../../auth/auth.ts';
import { can, type OrgRole, type Permission } from '../../../shared/permissions.ts';
import { mayReadPage } from '../../../shared/routes/route-reads.ts';
import type { IconName } from '../shell/icons.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Which count from GET /api/sidebar-counts an item shows. */
export type BadgeKey = 'clusters' | 'orders';

/** A label in the page's language, read when rendering. */
export type Label = () => string;

/** One sidebar link; sub-items show under it while the sidebar is open. */
export interface NavItem {
  label: Label;
  href: string;
  icon: IconName;
  badge?: BadgeKey;
  /** Also highlighted (not aria-current) on pages under these paths. */
  section?: string[];
  /** `requires`: the organization permission a sub-item needs (hidden otherwise). */
  children?: { label: Label; href: string; requires?: Permission }[];
}

/** A group of items with an optional heading. */
export interface NavSection {
  title?: Label;
  items: NavItem[];
}

export const NAV_SECTIONS: NavSection[] = [
  { items: [{ label: m.sidebar_dashboard, href: '/dashboard', icon: 'dashboard' }] },
  {
    title: m.sidebar_infrastructure,
    items: [
      {
        label: m.sidebar_clusters,
        href: '/my-clusters',
        icon: 'server',
        badge: 'clusters',
        section: ['/clusters', '/cluster-detail'],
        children: [
          { label: m.sidebar_configure_new_cluster, href: configureClusterHref(), requires: 'orders.create' },
          { label: m.sidebar_view_all_clusters, href: '/my-clusters' },
        ],
      },
      { label: m.sidebar_addons, href: '/add-ons', icon: 'puzzle' },
      { label: m.sidebar_marketplace, href: '/marketplace', icon: 'store' },
    ],
  },
  {
    items: [
      {
        label: m.sidebar_orders,
        href: '/orders',
        icon: 'cart',
        badge: 'orders',
        section: ['/orders'],
        children: [
          { label: m.sidebar_orders_clusters, href: '/orders/clusters' },
          { label: m.sidebar_orders_addons, href: '/orders/addons' },
          { label: m.sidebar_orders_products, href: '/orders/products' },
          { label: m.sidebar_orders_support, href: '/orders/support' },
        ],
      },
    ],
  },
  {
    title: m.sidebar_account,
    items: [
      { label: m.sidebar_billing, href: '/billing', icon: 'card' },
      { label: m.sidebar_usage, href: '/usage', icon: 'chart' },
      { label: m.sidebar_price_estimator, href: '/price-estimator', icon: 'calculator' },
      { label: m.sidebar_user_management, href: '/user-management', icon: 'users' },
      { label: m.sidebar_settings, href: '/settings', icon: 'settings', section: ['/simple-settings'] },
    ],
  },
];

/** Footer links of the sidebar. */
export const FOOTER_LINKS: { label: Label; href: string; icon: IconName }[] = [
  { label: m.sidebar_tutorials_docs, href: '/tutorials', icon: 'book' },
  { label: m.sidebar_help_support, href: '/support', icon: 'lifebuoy' },
];

/** Links the mobile drawer adds; Logout follows them. */
export const MOBILE_EXTRA_LINKS: { label: Label; href: string; icon: IconName }[] = [
  { label: m.sidebar_pricing, href: '/pricing', icon: 'tag' },
  { label: m.sidebar_documentation, href: '/documentation', icon: 'file' },
  { label: m.sidebar_tutorials, href: '/tutorials', icon: 'graduation' },
  { label: m.sidebar_support, href: '/support', icon: 'lifebuoy' },
];

/** True for the roles that see User Management: admin and super_admin. */
export { isAdminRole };

/**
 * The sections a user sees: items whose page the route table keeps from the role removed (User
 * Management is admin-only), and, when the organization role is known, items and sub-items it
 * cannot use: a page reading what the role may not read (the route table's `reads`: Billing for
 * a viewer, Clusters and Add-ons for the billing role), a sub-item needing another permission.
 */
export function sectionsFor(role: Role, orgRole?: OrgRole): NavSection[] {
  const offered = (href: string, requires?: Permission) =>
    mayReadPage(href, orgRole) && (!requires || !orgRole || can(orgRole, requires));
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items
      .filter((item) => mayAccess(pageAccess(item.href), { role }) && offered(item.href))
      .map((item) => ({ ...item, children: item.children?.filter((child) => offered(child.href, child.requires)) })),
  }));
}

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** True when the item is, or contains, the current page (for highlighting). */
export function isWithin(item: NavItem, pathname: string): boolean {
  if (pathname === item.href) return true;
  if (item.children?.some((child) => child.href === pathname)) return true;
  return item.section?.some((base) => under(pathname, base)) ?? false;
}

/** The badge text of a count: numbers above 99 read '99+'; a missing count reads nothing. */
export function badgeText(count: number | string | undefined): string | undefined {
  if (count === undefined || count === '') return undefined;
  const value = typeof count === 'number' ? count : Number(count);
  if (Number.isFinite(value) && value > 99) return '99+';
  return String(count);
}
