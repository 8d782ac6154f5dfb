// Where a kubeconfig points. The endpoint is PUBLIC_ORIGIN/k8s/{clusterId}. kubectl
// sends a token only over https, so when the console itself is served over plain http the
// kubeconfig names the same host and port with https (the server answers TLS there too, see
// tls-on-same-port.ts) and carries the built-in CA. An https origin (TLS ended by a proxy or the
// platform with a publicly trusted certificate) is used as it is, with no CA in the kubeconfig.

import { kubectlServer } from '../../shared/kubectl-server.ts';

/** The endpoint, PUBLIC_ORIGIN/k8s/{clusterId}: what the console shows on the cluster page. */
export function clusterEndpoint(publicOrigin: string, clusterId: string): string {
  return `${new URL(publicOrigin).origin}/k8s/${encodeURIComponent(clusterId)}`;
}

/** Whether kubeconfigs need the built-in TLS endpoint (and its CA) rather than the origin's own TLS. */
export function needsBuiltInTls(publicOrigin: string): boolean {
  return new URL(publicOrigin).protocol === 'http:';
}

/** The `server` of a kubeconfig: the endpoint itself over https, or its https twin on the same port. */
export function kubeconfigServer(publicOrigin: string, clusterId: string): string {
  return kubectlServer(clusterEndpoint(publicOrigin, clusterId));
}
