import type { PlacedInstall } from './installs.ts';
import type { ObjectMeta, OwnerReference } from './kube-objects.ts';
import { objectUid, versionAt } from './object-identity.ts';
import { isoSeconds } from './timeline.ts';

/** What Helm puts on what it installs: which release manages the object. */
export function helmLabels(install: PlacedInstall): Record<string, string> {
  return install.release === ''
    ? {}
    : { 'app.kubernetes.io/managed-by': 'Helm', 'app.kubernetes.io/instance': install.release ?? install.key };
}

function helmAnnotations(install: PlacedInstall): Record<string, string> {
  return install.release === ''
    ? {}
    : {
        'meta.helm.sh/release-name': install.release ?? install.key,
        'meta.helm.sh/release-namespace': install.namespace,
      };
}

type MetaInput = {
  clusterId: string;
  kind: string;
  name: string;
  namespace?: string;
  createdMs: number;
  /** The last change to the object (its resourceVersion); its creation when not given. */
  changedMs?: number;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  owner?: OwnerReference;
  generation?: number;
  /** Objects an install makes carry its Helm labels and annotations. */
  install?: PlacedInstall;
};

/** An object's metadata: its stable uid, its times, its labels. */
export function objectMeta(input: MetaInput): ObjectMeta {
  const labels = { ...(input.install ? helmLabels(input.install) : {}), ...input.labels };
  const annotations = { ...(input.install ? helmAnnotations(input.install) : {}), ...input.annotations };
  return {
    name: input.name,
    ...(input.namespace !== undefined ? { namespace: input.namespace } : {}),
    uid: objectUid(input.clusterId, input.kind, input.namespace, input.name),
    resourceVersion: versionAt(Math.max(input.createdMs, input.changedMs ?? 0)),
    ...(input.generation !== undefined ? { generation: input.generation } : {}),
    creationTimestamp: isoSeconds(input.createdMs),
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
    ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
    ...(input.owner ? { ownerReferences: [input.owner] } : {}),
  };
}
