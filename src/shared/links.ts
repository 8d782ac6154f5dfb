// Links more than one part of the site builds; shared by pre-rendered pages and islands.

/** The cluster wizard (SPEC §2). */
export const CONFIGURE_CLUSTER_PATH = '/configure-cluster';

/**
 * Where every "Configure" button leads: the cluster wizard, with the tier preselected when one
 * is given. Signed-out visitors pass through sign-in and come back to the same address.
 */
export function configureClusterHref(tierId?: string): string {
  return tierId ? `${CONFIGURE_CLUSTER_PATH}?tier=${encodeURIComponent(tierId)}` : CONFIGURE_CLUSTER_PATH;
}
