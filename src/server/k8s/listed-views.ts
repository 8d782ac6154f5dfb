import type { ClusterView } from './cluster-objects.ts';

// The lists this instance answered in the last minutes, by cluster and resourceVersion: a watch
// that follows a list (kubectl get -w, an informer) resumes from exactly what the client was
// given. Entries are few and short-lived: they only bridge a list and the watch that follows it.

const KEPT_MS = 120_000;
const MAX_ENTRIES = 256;
const listed = new Map<string, { view: ClusterView; atMs: number }>();

/** Records the view a list of `clusterId` was answered from. */
export function rememberListing(clusterId: string, resourceVersion: number, view: ClusterView): void {
  const key = `${clusterId}:${resourceVersion}`;
  listed.delete(key);
  listed.set(key, { view, atMs: Date.now() });
  for (const [oldest, entry] of listed) {
    if (listed.size <= MAX_ENTRIES && Date.now() - entry.atMs < KEPT_MS) break;
    listed.delete(oldest);
  }
}

/** The view a list at `resourceVersion` was answered from, if this instance still has it. */
export function listingAt(clusterId: string, resourceVersion: number): ClusterView | undefined {
  const entry = listed.get(`${clusterId}:${resourceVersion}`);
  return entry && Date.now() - entry.atMs < KEPT_MS ? entry.view : undefined;
}
