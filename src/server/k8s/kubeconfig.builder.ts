// The kubeconfig handed to a customer. Written by hand rather than with a YAML library: the shape
// is fixed and small, and every value goes out as a JSON string, which is a valid YAML 1.2
// double-quoted scalar, so no name, address or token can change the document's structure.

export type KubeconfigInput = {
  /** The cluster's name: names the cluster entry and the context. */
  clusterName: string;
  /** The API endpoint, e.g. https://console.example.eu/k8s/{clusterId}. */
  server: string;
  /** The bearer token, exactly as the credential store will compare it. */
  token: string;
  /** Who the credential belongs to; the user entry is `<userName>@<clusterName>`, so kubeconfigs for several clusters merge without clashes. */
  userName: string;
  /** The context's default namespace. */
  namespace?: string;
  /** PEM of the CA that signed the endpoint's certificate, when it is not a publicly trusted one. */
  certificateAuthority?: string;
};

const quote = (value: string) => JSON.stringify(value);

/** The kubeconfig YAML for one user's credential on one cluster. */
export function buildKubeconfig(input: KubeconfigInput): string {
  const { clusterName, server, token, userName, namespace, certificateAuthority } = input;
  if (!/^https?:\/\/[^\s]+$/.test(server)) throw new Error('A kubeconfig needs an http(s) server address.');
  if (!/^\S+$/.test(token)) throw new Error('A kubeconfig token has no whitespace.');
  const user = `${userName}@${clusterName}`;
  const lines = [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    `- name: ${quote(clusterName)}`,
    '  cluster:',
    `    server: ${quote(server)}`,
    ...(certificateAuthority
      ? [`    certificate-authority-data: ${quote(Buffer.from(certificateAuthority).toString('base64'))}`]
      : []),
    'contexts:',
    `- name: ${quote(clusterName)}`,
    '  context:',
    `    cluster: ${quote(clusterName)}`,
    `    user: ${quote(user)}`,
    ...(namespace ? [`    namespace: ${quote(namespace)}`] : []),
    `current-context: ${quote(clusterName)}`,
    'preferences: {}',
    'users:',
    `- name: ${quote(user)}`,
    '  user:',
    `    token: ${quote(token)}`,
  ];
  return `${lines.join('\n')}\n`;
}
