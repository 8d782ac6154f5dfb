// The route table and everything derived from it (README "Architecture": access written once).
export { isAdminRole, mayAccess, type Access, type AccessHolder } from './access.ts';
export {
  ROUTES,
  ROUTE_NAMES,
  type LayoutKind,
  type RouteAccess,
  type RouteDef,
  type RouteName,
  type RouteView,
} from './route-table.ts';
export { matchRoute, routePattern, type RouteMatch } from './match-route.ts';
export { mayOpenPage, pageAccess, resolveAppPage, type AppPageResolution } from './page-access.ts';
