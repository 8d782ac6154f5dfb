// Path matching for the route table, on the server and in the browser alike. The patterns are
// the ones @nanostores/router builds from the same paths (a test holds the two equal), so the
// page the server renders is the page the client router then shows.
import { ROUTE_NAMES, ROUTES, type RouteDef, type RouteName } from './route-table.ts';

/** A matched route: its name, definition and path parameters. */
export interface RouteMatch {
  name: RouteName;
  route: RouteDef;
  params: Record<string, string>;
}

/** The regular expression of a route path (`:id` a segment), case-insensitive as the router's. */
export function routePattern(path: string): RegExp {
  const trimmed = path.replace(/\/$/g, '') || '/';
  const source = trimmed
    .replace(/[\s!#$()+,.:<=?[\\\]^{|}]/g, '\\$&')
    .replace(/\/\\:(\w+)\\\?/g, '(?:/(?<$1>(?<=/)[^/]+))?')
    .replace(/\/\\:(\w+)/g, '/(?<$1>[^/]+)');
  return RegExp(`^${source}$`, 'i');
}

const PATTERNS = ROUTE_NAMES.map((name) => [name, routePattern(ROUTES[name].path)] as const);

/** Finds the route of a pathname (a trailing slash ignored), with its decoded parameters. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [name, pattern] of PATTERNS) {
    const found = path.match(pattern);
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(found.groups ?? {})) params[key] = safeDecode(value ?? '');
    return { name, route: ROUTES[name], params };
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
