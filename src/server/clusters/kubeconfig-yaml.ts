/** The kubeconfig of one cluster and one token (JSON is valid YAML: no quoting pitfalls). */
export function buildKubeconfig(input: { clusterName: string; server: string; token: string; userName: string }): string {
  const user = `${input.userName}@${input.clusterName}`;
  return `${JSON.stringify(
    {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: input.clusterName, cluster: { server: input.server } }],
      users: [{ name: user, user: { token: input.token } }],
      contexts: [{ name: input.clusterName, context: { cluster: input.clusterName, user } }],
      'current-context': input.clusterName,
    },
    null,
    2,
  )}\n`;
}
