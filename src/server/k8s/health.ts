import type { HealthEndpoint } from './api-routes.ts';
import { isClusterServing, type SimulatedCluster } from './simulated-cluster.ts';

// /healthz, /livez and /readyz as the apiserver answers them: `ok`, or with ?verbose every check
// and the verdict; one check by name at /readyz/{check}. A cluster that is not serving is alive
// but not ready.

const CHECKS: Record<HealthEndpoint, string[]> = {
  healthz: [
    'ping',
    'log',
    'etcd',
    'poststarthook/start-apiserver-admission-initializer',
    'poststarthook/generic-apiserver-start-informers',
    'poststarthook/start-kube-apiserver-admission-initializer',
    'poststarthook/bootstrap-controller',
    'poststarthook/rbac/bootstrap-roles',
    'poststarthook/apiservice-registration-controller',
  ],
  livez: [
    'ping',
    'log',
    'etcd',
    'poststarthook/start-apiserver-admission-initializer',
    'poststarthook/generic-apiserver-start-informers',
    'poststarthook/start-kube-apiserver-admission-initializer',
    'poststarthook/bootstrap-controller',
    'poststarthook/rbac/bootstrap-roles',
    'poststarthook/apiservice-registration-controller',
  ],
  readyz: [
    'ping',
    'log',
    'etcd',
    'etcd-readiness',
    'informer-sync',
    'poststarthook/start-apiserver-admission-initializer',
    'poststarthook/generic-apiserver-start-informers',
    'poststarthook/start-kube-apiserver-admission-initializer',
    'poststarthook/bootstrap-controller',
    'poststarthook/rbac/bootstrap-roles',
    'poststarthook/apiservice-registration-controller',
    'shutdown',
  ],
};

/** The status code and text of a health endpoint, or undefined for a check that does not exist. */
export function healthAnswer(
  cluster: SimulatedCluster,
  endpoint: HealthEndpoint,
  check: string | undefined,
  verbose: boolean,
): { code: number; text: string } | undefined {
  const failing = new Set(endpoint === 'readyz' && !isClusterServing(cluster) ? ['informer-sync'] : []);
  const checks = CHECKS[endpoint];
  if (check !== undefined) {
    if (!checks.includes(check)) return undefined;
    return failing.has(check)
      ? { code: 500, text: `[-]${check} failed: reason withheld\n` }
      : { code: 200, text: 'ok' };
  }
  const passed = failing.size === 0;
  if (!verbose && passed) return { code: 200, text: 'ok' };
  const lines = checks.map((name) => (failing.has(name) ? `[-]${name} failed: reason withheld` : `[+]${name} ok`));
  return { code: passed ? 200 : 500, text: `${lines.join('\n')}\n${endpoint} check ${passed ? 'passed' : 'failed'}\n` };
}
