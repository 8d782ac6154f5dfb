// The access a page path needs, derived from the route table. The guard is wider than the
// table: everything under a staff route's first segment (/admin/…, /officers/…) stays staff, and
// everything under the first segment of a route with a parameter (/clusters/…, /orders/…) needs
// a signed-in user, so a mistyped or future address there never renders as a public page. A
// route open to visitors is public: the page itself gives a visitor its public version.
import { mayAccess, type Access, type AccessHolder } from './access.ts';
import { matchRoute, type RouteMatch } from './match-route.ts';
import { ROUTES, type RouteDef } from './route-table.ts';

const firstSegment = (path: string) => `/${path.split('/')[1]}`;
const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

const routes: RouteDef[] = Object.values(ROUTES);
const staffBases = (access: 'admin' | 'officer') => [
  ...new Set(routes.filter((route) => route.access === access).map((route) => firstSegment(route.path))),
];
const ADMIN_BASES = staffBases('admin');
const OFFICER_BASES = staffBases('officer');
const SIGNED_IN_EXACT = new Set(
  routes.filter((route) => !route.path.includes(':') && !route.openToVisitors).map((route) => route.path),
);
const SIGNED_IN_PREFIXES = [
  ...new Set(routes.filter((route) => route.path.includes(':')).map((route) => `${firstSegment(route.path)}/`)),
];

/** The access a page path requires; API paths check their own access. */
export function pageAccess(rawPathname: string): Access {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  if (ADMIN_BASES.some((base) => under(pathname, base))) return 'admin';
  if (OFFICER_BASES.some((base) => under(pathname, base))) return 'officer';
  if (SIGNED_IN_EXACT.has(pathname)) return 'user';
  if (SIGNED_IN_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'user';
  return 'public';
}

/** Whether this signed-in user (or nobody) may open the page at `pathname`. */
export function mayOpenPage(pathname: string, user: AccessHolder | null): boolean {
  return mayAccess(pageAccess(pathname), user);
}

/** What the server does with a request for a page path. */
export type AppPageResolution =
  | { status: 'page'; match: RouteMatch }
  | { status: 'visitor'; match: RouteMatch }
  | { status: 'not-found' }
  | { status: 'sign-in'; redirect: string };

/**
 * The server's answer for a page path: the app page for a route the user may open; without a
 * user, the public version of a route open to visitors, else the sign-in page (remembering the
 * address); not found for unknown paths and for staff pages
 * the user may not see, so they do not reveal themselves (as the middleware does).
 */
export function resolveAppPage(url: Pick<URL, 'pathname' | 'search'>, user: AccessHolder | null): AppPageResolution {
  const match = matchRoute(url.pathname);
  if (!match) return { status: 'not-found' };
  if (!user && match.route.openToVisitors) return { status: 'visitor', match };
  if (!user) return { status: 'sign-in', redirect: `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}` };
  if (!mayAccess(match.route.access, user)) return { status: 'not-found' };
  return { status: 'page', match };
}
