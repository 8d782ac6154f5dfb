import type { KubeObject } from './kube-objects.ts';
import { stableHex, stableIndex, stableUid, versionAt } from './object-identity.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { isoSeconds } from './timeline.ts';

// The console's provisioning and change events of a cluster, as core/v1 Events in `default`
// about the cluster itself, the way a managed service's controller reports its operations.
// Credential events (kubeconfigs issued, used, revoked) are the console's audit, not the cluster's.

/** An entry of the console's event stream for this cluster. */
export type ConsoleEvent = {
  id: string;
  at: string;
  type: 'status' | 'phase' | 'config' | 'credential' | 'failure' | 'info';
  message: string;
};

const COMPONENT = 'sovereign-provisioner';

function reasonOf(event: ConsoleEvent): { reason: string; warning: boolean } {
  const message = event.message;
  switch (event.type) {
    case 'failure':
      return { reason: 'OperationFailed', warning: true };
    case 'config':
      return { reason: message.startsWith('Deletion') ? 'DeletionRequested' : 'ConfigurationApplied', warning: false };
    case 'info':
      return { reason: message.startsWith('Installing') ? 'AddonInstallRequested' : 'ChangeRequested', warning: false };
    case 'phase':
      if (message.includes(': failed')) return { reason: 'PhaseFailed', warning: true };
      return { reason: message.endsWith(': started.') ? 'PhaseStarted' : 'PhaseCompleted', warning: false };
    default:
      if (message.startsWith('Retry')) return { reason: 'RetryRequested', warning: false };
      return { reason: message.endsWith(' started.') ? 'OperationStarted' : 'OperationCompleted', warning: false };
  }
}

/** The cluster's events, by name (which sorts them by time, as the apiserver lists them). */
export function generateEvents(cluster: SimulatedCluster, events: readonly ConsoleEvent[]): KubeObject[] {
  return events
    .filter((event) => event.type !== 'credential')
    .map((event) => {
      const ms = Date.parse(event.at) || 0;
      const { reason, warning } = reasonOf(event);
      // As the event recorder names them: the object's name and the time in nanoseconds, in hex.
      const nanos = BigInt(ms) * 1_000_000n + BigInt(stableIndex(`${cluster.id}/event/${event.id}`, 1_000_000));
      const name = `${cluster.name}.${nanos.toString(16)}`;
      return {
        kind: 'Event',
        apiVersion: 'v1',
        metadata: {
          name,
          namespace: 'default',
          uid: stableUid(`${cluster.id}/event/${event.id}`),
          resourceVersion: versionAt(ms),
          creationTimestamp: isoSeconds(ms),
        },
        involvedObject: {
          kind: 'Cluster',
          name: cluster.name,
          uid: stableUid(`${cluster.id}/cluster`),
          apiVersion: 'cluster.sovereign.cloud/v1',
        },
        reason,
        message: event.message,
        source: { component: COMPONENT },
        firstTimestamp: isoSeconds(ms),
        lastTimestamp: isoSeconds(ms),
        count: 1,
        type: warning ? 'Warning' : 'Normal',
        eventTime: null,
        reportingComponent: COMPONENT,
        reportingInstance: `${COMPONENT}-${stableHex(cluster.id, 6)}`,
        action: reason,
      } satisfies KubeObject;
    })
    .sort((a, b) => (a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0));
}
