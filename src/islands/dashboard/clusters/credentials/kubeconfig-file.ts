import type { Cluster } from '../cluster-types.ts';

/** The answer of POST /api/clusters/{id}/kubeconfigs: the YAML is shown once. */
export type IssuedKubeconfig = { id: string; expiresAt: string; kubeconfig: string };

/** The file name a kubeconfig downloads as. */
export const kubeconfigFileName = (cluster: Pick<Cluster, 'name'>) => `${cluster.name}-kubeconfig.yaml`;

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
