import { m } from './i18n/messages.ts';

// Where a cluster stands in its life, each meaning written once and named for what it means.
// Client-safe: the islands filter their lists with the same rules the server keeps.

/** What the rules read of a cluster: its status, and when it first ran (null or absent: never). */
type Standing = { status: string; runningSince?: string | null };

/**
 * A live cluster: not deleted. It holds its name in its organization, is listed and counted,
 * and is metered (a cluster being deleted or failed is still live until it is deleted).
 */
export function isLiveCluster(cluster: Pick<Standing, 'status'>): boolean {
  return cluster.status !== 'deleted';
}

/** Live and not being deleted: a cluster one can still work on (add-ons, changes, deletion). */
export function isInService(cluster: Pick<Standing, 'status'>): boolean {
  return isLiveCluster(cluster) && cluster.status !== 'deleting';
}

/**
 * A cluster whose subscription renews: in service, and not a failure that never ran (one that
 * failed after running is still paid for until it is deleted). The renewal sweep, the upcoming
 * charges it announces, and the carrying over of older orders all count by it.
 */
export function isRenewingCluster(cluster: Standing): boolean {
  return isInService(cluster) && !(cluster.status === 'failed' && !cluster.runningSince);
}

const STATUS_WORDS: Record<string, () => string> = {
  pending: m.cluster_status_pending,
  provisioning: m.cluster_status_provisioning,
  running: m.cluster_status_running,
  updating: m.cluster_status_updating,
  deleting: m.cluster_status_deleting,
  deleted: m.cluster_status_deleted,
  failed: m.cluster_status_failed,
};

/** A cluster's state in lower-case words of the language being rendered, inside a sentence or a table: "running", "en service". */
export const clusterStatusWord = (status: string): string => STATUS_WORDS[status]?.() ?? status;
