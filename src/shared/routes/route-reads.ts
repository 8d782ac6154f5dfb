// Whether an organization role may see what a console screen shows (the route table's `reads`):
// the screen, the sidebar and the shortcuts ask this one question.
import { can, type OrgRole } from '../permissions.ts';
import { matchRoute } from './match-route.ts';
import type { RouteDef } from './route-table.ts';

/**
 * True unless the route reads something the role is refused (billing cannot read clusters, a
 * viewer cannot read billing). An unknown role (still loading) is not judged.
 */
export function mayReadRoute(route: RouteDef, orgRole: OrgRole | undefined): boolean {
  return !route.reads || !orgRole || can(orgRole, route.reads);
}

/** The same for a link's address (its query and fragment ignored); an address off the table is not judged. */
export function mayReadPage(href: string, orgRole: OrgRole | undefined): boolean {
  const match = matchRoute(href.replace(/[?#].*$/, ''));
  return !match || mayReadRoute(match.route, orgRole);
}
