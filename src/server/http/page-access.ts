/** Who may open a page: everyone, any signed-in user, admins, or users with officers access. */
export type PageAccess = 'public' | 'user' | 'admin' | 'officer';

// SPEC §2's three signed-in layouts: dashboard shell, plain pages, slide-transition pages.
const SIGNED_IN_EXACT = new Set([
  '/dashboard', '/profile', '/account', '/my-clusters', '/orders', '/marketplace', '/custom-solutions',
  '/billing', '/usage', '/settings', '/simple-settings', '/add-ons', '/price-estimator', '/payment-success',
  '/cluster-topology', '/cluster-selection', '/smart-suggestions', '/gcp-cluster-test', '/aws-eks-test',
  '/azure-aks-test', '/ibm-iks-test', '/huawei-cce-test', '/alibaba-ack-test', '/digitalocean-doks-test',
  '/order-status', '/configure-cluster', '/cluster-provisioning',
]);
const SIGNED_IN_PREFIXES = ['/clusters/', '/cluster-detail/', '/orders/', '/order-status/'];
const ADMIN = ['/user-management', '/admin'];
const OFFICER = ['/officers'];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The access a page path requires; API paths check their own access. */
export function pageAccess(rawPathname: string): PageAccess {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  if (ADMIN.some((base) => under(pathname, base))) return 'admin';
  if (OFFICER.some((base) => under(pathname, base))) return 'officer';
  if (SIGNED_IN_EXACT.has(pathname)) return 'user';
  if (SIGNED_IN_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'user';
  return 'public';
}

/** Whether this signed-in user (or nobody) may open the page at `pathname`. */
export function mayOpenPage(pathname: string, user: { role: string; officersAccess?: boolean } | null): boolean {
  const access = pageAccess(pathname);
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'admin') return user.role === 'admin' || user.role === 'super_admin';
  if (access === 'officer') return user.officersAccess === true;
  return true;
}
