import { RESOURCES, type ResourceType } from './resources.ts';

// What the holder of a console kubeconfig may do: read everything the simulated cluster serves
// (get, list, watch, and pods' logs; secrets without their data), ask what it may do, nothing
// else. Both the handler and the access reviews (`kubectl auth can-i`) read these rules.

/** Why a write is refused, in RBAC's message. */
export const READ_ONLY_REASON = 'the simulated cluster is read-only';

const READ_VERBS = new Set(['get', 'list', 'watch']);
const REVIEWS = new Set(['selfsubjectaccessreviews', 'selfsubjectrulesreviews', 'selfsubjectreviews']);

/** Paths outside the resource tree anyone authenticated may GET. */
export const NON_RESOURCE_PATHS = [
  '/api',
  '/api/*',
  '/apis',
  '/apis/*',
  '/healthz',
  '/healthz/*',
  '/livez',
  '/livez/*',
  '/openapi',
  '/openapi/*',
  '/readyz',
  '/readyz/*',
  '/version',
  '/version/',
];

export type Decision = { allowed: boolean; reason?: string };

/** May the holder use `verb` on a resource (and subresource)? `types`: what the cluster serves, custom resources included. */
export function decideResource(
  attributes: { verb: string; group?: string; resource?: string; subresource?: string },
  types: readonly ResourceType[] = RESOURCES,
): Decision {
  const { verb, group = '', resource = '', subresource = '' } = attributes;
  const type = types.find((entry) => entry.group === group && entry.name === resource);
  if (!type) return { allowed: false };
  if (REVIEWS.has(type.name)) return verb === 'create' && !subresource ? { allowed: true } : { allowed: false };
  if (subresource) {
    const served = type.subresources?.find((entry) => entry.name === subresource);
    return served?.verbs.includes(verb)
      ? { allowed: true }
      : { allowed: false, ...(READ_VERBS.has(verb) ? {} : { reason: READ_ONLY_REASON }) };
  }
  if (!READ_VERBS.has(verb) || !type.verbs.includes(verb))
    return { allowed: false, ...(READ_VERBS.has(verb) ? {} : { reason: READ_ONLY_REASON }) };
  return { allowed: true };
}

/** May the holder use `verb` on a path outside the resource tree? */
export function decideNonResource(attributes: { verb: string; path: string }): Decision {
  if (attributes.verb !== 'get') return { allowed: false, reason: READ_ONLY_REASON };
  const allowed = NON_RESOURCE_PATHS.some((pattern) =>
    pattern.endsWith('/*') ? attributes.path.startsWith(pattern.slice(0, -1)) : attributes.path === pattern,
  );
  return { allowed };
}

type ResourceRule = { verbs: string[]; apiGroups: string[]; resources: string[] };

/** The rules of `kubectl auth can-i --list`, grouped by API group. */
export function resourceRules(types: readonly ResourceType[] = RESOURCES): ResourceRule[] {
  const byGroup = new Map<string, { read: string[]; get: string[] }>();
  for (const type of types) {
    if (REVIEWS.has(type.name)) continue;
    const entry = byGroup.get(type.group) ?? { read: [], get: [] };
    (type.verbs.includes('watch') ? entry.read : entry.get).push(type.name);
    for (const sub of type.subresources ?? []) entry.get.push(`${type.name}/${sub.name}`);
    byGroup.set(type.group, entry);
  }
  const rules: ResourceRule[] = [
    {
      verbs: ['create'],
      apiGroups: ['authorization.k8s.io'],
      resources: ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'],
    },
    { verbs: ['create'], apiGroups: ['authentication.k8s.io'], resources: ['selfsubjectreviews'] },
  ];
  for (const [group, { read, get }] of byGroup) {
    if (read.length > 0) rules.push({ verbs: ['get', 'list', 'watch'], apiGroups: [group], resources: read });
    if (get.length > 0)
      rules.push({
        verbs: get.some((name) => name.includes('/')) ? ['get'] : ['get', 'list'],
        apiGroups: [group],
        resources: get,
      });
  }
  return rules;
}

/** The RBAC-style refusal message for a verb on a resource (`deployments/scale` for a subresource). */
export function refusalMessage(
  user: string,
  verb: string,
  type: Pick<ResourceType, 'name' | 'group'>,
  namespace: string | undefined,
  name: string | undefined,
  reason: string,
): string {
  const [resource = type.name] = type.name.split('/');
  const qualified = type.group ? `${resource}.${type.group}` : resource;
  const target = name ? `${qualified} "${name}"` : qualified;
  const scope = namespace ? `in the namespace "${namespace}"` : 'at the cluster scope';
  return `${target} is forbidden: User "${user}" cannot ${verb} resource "${type.name}" in API group "${type.group}" ${scope}: ${reason}`;
}
