// SPEC §2 dashboard sidebar: sections, items, badges and who sees what. Pure data and rules.
import { configureClusterHref } from '../../../shared/links.ts';
import { isAdminRole, mayAccess, pageAccess } from '../../../shared/routes/index.ts';
import type { Role } from '../../auth/auth.ts';
import { can, type OrgRole, type Permission } from '../../../shared/permissions.ts';
import type { IconName } from '../shell/icons.tsx';

/** Which count from GET /api/sidebar-counts an item shows. */
export type BadgeKey = 'clusters' | 'orders';

/** One sidebar link; sub-items show under it while the sidebar is open. */
export interface NavItem {
  label: string;
  href: string;
  icon: IconName;
  badge?: BadgeKey;
  /** Also highlighted (not aria-current) on pages under these paths. */
  section?: string[];
  /** `requires`: the organization permission a sub-item needs (hidden otherwise). */
  children?: { label: string; href: string; requires?: Permission }[];
}

/** A group of items with an optional heading. */
export interface NavSection {
  title?: string;
  items: NavItem[];
}

export const NAV_SECTIONS: NavSection[] = [
  { items: [{ label: 'Dashboard', href: '/dashboard', icon: 'dashboard' }] },
  {
    title: 'Infrastructure',
    items: [
      {
        label: 'Clusters',
        href: '/my-clusters',
        icon: 'server',
        badge: 'clusters',
        section: ['/clusters', '/cluster-detail'],
        children: [
          { label: 'Configure New Cluster', href: configureClusterHref(), requires: 'orders.create' },
          { label: 'View All Clusters', href: '/my-clusters' },
        ],
      },
      { label: 'Add-ons', href: '/add-ons', icon: 'puzzle' },
      { label: 'Marketplace', href: '/marketplace', icon: 'store' },
    ],
  },
  {
    items: [
      {
        label: 'Orders',
        href: '/orders',
        icon: 'cart',
        badge: 'orders',
        section: ['/orders'],
        children: [
          { label: 'Clusters', href: '/orders/clusters' },
          { label: 'Add-ons', href: '/orders/addons' },
          { label: 'Products', href: '/orders/products' },
          { label: 'Support', href: '/orders/support' },
        ],
      },
    ],
  },
  {
    title: 'Account',
    items: [
      { label: 'Billing', href: '/billing', icon: 'card' },
      { label: 'Usage', href: '/usage', icon: 'chart' },
      { label: 'Price Estimator', href: '/price-estimator', icon: 'calculator' },
      { label: 'User Management', href: '/user-management', icon: 'users' },
      { label: 'Settings', href: '/settings', icon: 'settings', section: ['/simple-settings'] },
    ],
  },
];

/** Footer links of the sidebar (SPEC §2). */
export const FOOTER_LINKS: { label: string; href: string; icon: IconName }[] = [
  { label: 'Tutorials & Docs', href: '/tutorials', icon: 'book' },
  { label: 'Help & Support', href: '/support', icon: 'lifebuoy' },
];

/** Links the mobile drawer adds (SPEC §2); Logout follows them. */
export const MOBILE_EXTRA_LINKS: { label: string; href: string; icon: IconName }[] = [
  { label: 'Pricing', href: '/pricing', icon: 'tag' },
  { label: 'Documentation', href: '/documentation', icon: 'file' },
  { label: 'Tutorials', href: '/tutorials', icon: 'graduation' },
  { label: 'Support', href: '/support', icon: 'lifebuoy' },
];

/** True for the roles that see User Management (SPEC §6). */
export { isAdminRole };

/**
 * The sections a user sees: items whose page the route table keeps from the role removed (User
 * Management is admin-only), and sub-items the organization role cannot use removed when the
 * role is known.
 */
export function sectionsFor(role: Role, orgRole?: OrgRole): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items
      .filter((item) => mayAccess(pageAccess(item.href), { role }))
      .map((item) => ({ ...item, children: item.children?.filter((child) => !child.requires || !orgRole || can(orgRole, child.requires)) })),
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
