import { installedAt, type PlacedInstall } from './installs.ts';
import type { KubeObject } from './kube-objects.ts';
import { stableSuffix } from './object-identity.ts';
import { objectMeta } from './object-meta.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import type { Timeline } from './timeline.ts';

// Ingress classes (an ingress controller add-on brings one) and the add-ons' web UIs behind them.
// Without a controller in the cluster, nothing would serve an ingress: none is listed.

export type IngressObjects = { ingressclasses: KubeObject[]; ingresses: KubeObject[] };

/** The host name of an add-on's UI: under the cluster's own apps domain. */
export function appsDomain(cluster: SimulatedCluster): string {
  return `${cluster.name}-${stableSuffix(cluster.id, 5)}.apps.sovereign.cloud`;
}

/** Ingress classes and ingresses; `services` gives the controller's load balancer address. */
export function generateIngresses(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
  services: KubeObject[],
): IngressObjects {
  const result: IngressObjects = { ingressclasses: [], ingresses: [] };
  const controller = installs.find((install) => (install.ingressClasses ?? []).length > 0);
  const ingressClass = controller?.ingressClasses?.[0];
  if (!controller || !ingressClass) return result;
  const controllerCreated = installedAt(controller, timeline);
  result.ingressclasses.push({
    kind: 'IngressClass',
    apiVersion: 'networking.k8s.io/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'IngressClass',
      name: ingressClass.name,
      createdMs: controllerCreated,
      install: controller,
      annotations: { 'ingressclass.kubernetes.io/is-default-class': 'true' },
    }),
    spec: { controller: ingressClass.controller },
  });
  const balancer = services.find(
    (service) =>
      service.metadata.namespace === controller.namespace &&
      (service.spec as { type?: string }).type === 'LoadBalancer',
  );
  const address = (balancer?.status as { loadBalancer?: { ingress?: { ip: string }[] } } | undefined)?.loadBalancer
    ?.ingress?.[0]?.ip;
  for (const install of installs) {
    for (const spec of install.ingresses ?? []) {
      const host = `${spec.hostPrefix}.${appsDomain(cluster)}`;
      result.ingresses.push({
        kind: 'Ingress',
        apiVersion: 'networking.k8s.io/v1',
        metadata: objectMeta({
          clusterId: cluster.id,
          kind: 'Ingress',
          name: spec.name,
          namespace: install.namespace,
          generation: 1,
          install,
          createdMs: Math.max(installedAt(install, timeline), controllerCreated),
          annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' },
        }),
        spec: {
          ingressClassName: ingressClass.name,
          rules: [
            {
              host,
              http: {
                paths: [
                  {
                    path: '/',
                    pathType: 'Prefix',
                    backend: { service: { name: spec.service, port: { name: spec.port } } },
                  },
                ],
              },
            },
          ],
          tls: [{ hosts: [host], secretName: `${spec.name}-tls` }],
        },
        status: { loadBalancer: address ? { ingress: [{ ip: address }] } : {} },
      });
    }
  }
  return result;
}
