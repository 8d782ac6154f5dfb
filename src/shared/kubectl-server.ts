// The address kubectl talks to for a cluster endpoint. kubectl sends a token only over https, so
// an endpoint on a plain-http console is reached at its https twin on the same host and port (the
// server answers TLS there too): the kubeconfig names that address, and so does the console.

/** `http://host:port/k8s/{id}` → `https://host:port/k8s/{id}`; an https endpoint unchanged. */
export function kubectlServer(endpoint: string): string {
  const url = new URL(endpoint);
  if (url.protocol !== 'http:') return endpoint;
  // The port stays explicit: https://host without one would mean 443, not the console's 80.
  return `https://${url.hostname}:${url.port || '80'}${url.pathname}`;
}
