// The object shapes the simulated API serves (field names as in the API). Nodes, namespaces and
// pods are typed in full; other kinds are plain objects with metadata, built by their generators.

export type OwnerReference = {
  apiVersion: string;
  kind: string;
  name: string;
  uid: string;
  controller: boolean;
  blockOwnerDeletion: boolean;
};

export type ObjectMeta = {
  name: string;
  namespace?: string;
  generateName?: string;
  uid: string;
  resourceVersion: string;
  generation?: number;
  creationTimestamp: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  ownerReferences?: OwnerReference[];
  finalizers?: string[];
};

/** Any object the API serves. */
export type KubeObject = { kind: string; apiVersion: string; metadata: ObjectMeta; [field: string]: unknown };

type Condition = {
  type: string;
  status: 'True' | 'False' | 'Unknown';
  reason?: string;
  message?: string;
  lastTransitionTime: string;
};

export type KubeNode = {
  kind: 'Node';
  apiVersion: 'v1';
  metadata: ObjectMeta;
  spec: {
    podCIDR: string;
    podCIDRs: string[];
    providerID: string;
    /** Cordoned: no new pods are scheduled on it. */
    unschedulable?: boolean;
    taints?: { key: string; value?: string; effect: string }[];
  };
  status: {
    capacity: Record<string, string>;
    allocatable: Record<string, string>;
    conditions: (Condition & { lastHeartbeatTime: string })[];
    addresses: { type: string; address: string }[];
    daemonEndpoints: { kubeletEndpoint: { Port: number } };
    nodeInfo: {
      machineID: string;
      systemUUID: string;
      bootID: string;
      kernelVersion: string;
      osImage: string;
      containerRuntimeVersion: string;
      kubeletVersion: string;
      kubeProxyVersion: string;
      operatingSystem: string;
      architecture: string;
    };
  };
};

export type KubeNamespace = {
  kind: 'Namespace';
  apiVersion: 'v1';
  metadata: ObjectMeta;
  spec: { finalizers: string[] };
  status: { phase: 'Active' | 'Terminating' };
};

export type ContainerState =
  | { running: { startedAt: string } }
  | { waiting: { reason: string } }
  | { terminated: { exitCode: number; reason: string; startedAt: string; finishedAt: string; containerID?: string } };

export type ContainerStatus = {
  name: string;
  image: string;
  imageID: string;
  containerID?: string;
  ready: boolean;
  started: boolean;
  restartCount: number;
  state: ContainerState;
};

export type PodContainer = {
  name: string;
  image: string;
  imagePullPolicy: 'IfNotPresent';
  ports?: { name: string; containerPort: number; protocol: 'TCP' | 'UDP' }[];
  resources: { requests: Record<string, string>; limits?: Record<string, string> };
  volumeMounts?: { name: string; mountPath: string }[];
  terminationMessagePath: string;
  terminationMessagePolicy: 'File';
};

export type KubePod = {
  kind: 'Pod';
  apiVersion: 'v1';
  metadata: ObjectMeta & { namespace: string };
  spec: {
    nodeName?: string;
    hostNetwork?: boolean;
    serviceAccountName: string;
    serviceAccount: string;
    restartPolicy: 'Always' | 'OnFailure' | 'Never';
    schedulerName: string;
    dnsPolicy: 'ClusterFirst' | 'ClusterFirstWithHostNet';
    terminationGracePeriodSeconds: number;
    priority: number;
    priorityClassName?: string;
    nodeSelector?: Record<string, string>;
    tolerations: { key?: string; operator: string; effect?: string; tolerationSeconds?: number }[];
    containers: PodContainer[];
    volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[];
  };
  status: {
    phase: 'Pending' | 'Running' | 'Succeeded';
    conditions: Condition[];
    hostIP?: string;
    hostIPs?: { ip: string }[];
    podIP?: string;
    podIPs?: { ip: string }[];
    startTime?: string;
    containerStatuses: ContainerStatus[];
    qosClass: 'Burstable';
  };
};
