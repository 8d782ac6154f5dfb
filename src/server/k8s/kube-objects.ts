// The subset of the core/v1 object shapes the simulated API serves (field names as in the API).

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
  creationTimestamp: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  ownerReferences?: OwnerReference[];
};

type Condition = { type: string; status: 'True' | 'False' | 'Unknown'; reason?: string; message?: string; lastTransitionTime: string };

export type KubeNode = {
  kind: 'Node';
  apiVersion: 'v1';
  metadata: ObjectMeta;
  spec: { podCIDR: string; podCIDRs: string[]; providerID: string; taints?: { key: string; value?: string; effect: string }[] };
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

export type ContainerStatus = {
  name: string;
  image: string;
  imageID: string;
  containerID?: string;
  ready: boolean;
  started: boolean;
  restartCount: number;
  state: { running: { startedAt: string } } | { waiting: { reason: string } };
};

export type KubePod = {
  kind: 'Pod';
  apiVersion: 'v1';
  metadata: ObjectMeta & { namespace: string };
  spec: {
    nodeName?: string;
    hostNetwork?: boolean;
    serviceAccountName: string;
    restartPolicy: 'Always';
    schedulerName: string;
    priorityClassName?: string;
    containers: { name: string; image: string; resources: { requests: Record<string, string> } }[];
  };
  status: {
    phase: 'Pending' | 'Running';
    conditions: Condition[];
    hostIP?: string;
    podIP?: string;
    podIPs?: { ip: string }[];
    startTime?: string;
    containerStatuses: ContainerStatus[];
    qosClass: 'Burstable';
  };
};

export type KubeObject = KubeNode | KubeNamespace | KubePod;
