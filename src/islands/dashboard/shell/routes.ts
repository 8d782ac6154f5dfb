// The client router over the shared route table (src/shared/routes/): which screen and layout
// each signed-in URL gets. The table, its matching and its access rules live in src/shared so the
// server reads them without loading anything of the islands.
import { createRouter } from '@nanostores/router';
import {
  mayAccess,
  ROUTE_NAMES,
  ROUTES,
  type AccessHolder,
  type RouteDef,
  type RouteName,
} from '../../../shared/routes/index.ts';

export {
  ROUTES,
  matchRoute,
  resolveAppPage,
  type AppPageResolution,
  type LayoutKind,
  type RouteAccess,
  type RouteDef,
  type RouteMatch,
  type RouteName,
  type RouteView,
} from '../../../shared/routes/index.ts';

/** The client router of the signed-in routes. Links are intercepted by shell/links.ts, not by the router. */
export const $router = createRouter(
  Object.fromEntries(ROUTE_NAMES.map((name) => [name, ROUTES[name].path])) as Record<RouteName, string>,
  { links: false },
);

/** True when the user's role or officers access lets them open the route. */
export function canOpen(route: RouteDef, user: AccessHolder): boolean {
  return mayAccess(route.access, user);
}
