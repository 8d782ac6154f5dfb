import type { ClusterView } from './cluster-objects.ts';

// The lists this instance answered lately, by cluster and resourceVersion: a watch that follows a
// list (kubectl get -w, an informer) resumes from exactly what the client was given.

const PER_CLUSTER = 8;
const CLUSTERS = 512;
const listed = new Map<string, Map<number, ClusterView>>();

/** Records the view a list of `clusterId` was answered from. */
export function rememberListing(clusterId: string, resourceVersion: number, view: ClusterView): void {
  let views = listed.get(clusterId);
  if (!views) {
    listed.set(clusterId, (views = new Map()));
    if (listed.size > CLUSTERS) listed.delete(listed.keys().next().value ?? clusterId);
  }
  views.delete(resourceVersion);
  views.set(resourceVersion, view);
  if (views.size > PER_CLUSTER) views.delete(views.keys().next().value ?? resourceVersion);
}

/** The view a list at `resourceVersion` was answered from, if this instance still has it. */
export function listingAt(clusterId: string, resourceVersion: number): ClusterView | undefined {
  return listed.get(clusterId)?.get(resourceVersion);
}
