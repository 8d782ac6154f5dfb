import { z } from 'zod';
import { m } from '../i18n/messages.ts';

// Client-safe (zod only): node labels, taints and tolerations, validated as Kubernetes validates them
// (apimachinery `IsQualifiedName` for keys, `IsValidLabelValue` for values), so the wizard, the API
// and the simulated API server agree on what a pool may carry.

const NAME = /^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/** Prefixes Kubernetes keeps for itself: a node label under them is refused (kubelet owns them). */
const RESERVED_PREFIX = /(^|\.)(kubernetes\.io|k8s\.io)$/;

/** At most this many labels and taints per pool. */
export const MAX_POOL_LABELS = 20;
export const MAX_POOL_TAINTS = 10;

/** Why `key` is not a Kubernetes label or taint key (`[prefix/]name`), or undefined when it is. */
export function qualifiedKeyProblem(key: string): string | undefined {
  const slash = key.indexOf('/');
  const prefix = slash === -1 ? undefined : key.slice(0, slash);
  const name = slash === -1 ? key : key.slice(slash + 1);
  if (name.length === 0 || name.length > 63 || !NAME.test(name)) return m.field_label_key_syntax();
  if (prefix !== undefined) {
    if (prefix.length === 0 || prefix.length > 253 || !DNS_SUBDOMAIN.test(prefix)) return m.field_label_key_syntax();
    if (RESERVED_PREFIX.test(prefix)) return m.field_label_key_reserved();
  }
  return undefined;
}

/** Why `value` is not a Kubernetes label value (empty, or at most 63 characters of the name syntax). */
export function labelValueProblem(value: string): string | undefined {
  if (value === '') return undefined;
  return value.length <= 63 && NAME.test(value) ? undefined : m.field_label_value_syntax();
}

const qualifiedKeySchema = z.string().superRefine((key, ctx) => {
  const problem = qualifiedKeyProblem(key);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const labelValueSchema = z.string().superRefine((value, ctx) => {
  const problem = labelValueProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A pool's node labels: `{ key: value }`, each as Kubernetes validates it. */
export const nodeLabelsSchema = z.record(z.string(), z.string()).superRefine((labels, ctx) => {
  const keys = Object.keys(labels);
  if (keys.length > MAX_POOL_LABELS) ctx.addIssue({ code: 'custom', message: m.field_at_most_20_labels() });
  for (const key of keys) {
    const problem = qualifiedKeyProblem(key) ?? labelValueProblem(labels[key] ?? '');
    if (problem) ctx.addIssue({ code: 'custom', message: `${key}: ${problem}`, path: [key] });
  }
});
export type NodeLabels = z.infer<typeof nodeLabelsSchema>;

/** What a taint does to pods that do not tolerate it. */
export const TAINT_EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'] as const;
export const taintEffectSchema = z.enum(TAINT_EFFECTS, { error: () => m.field_taint_effect() });
export type TaintEffect = z.infer<typeof taintEffectSchema>;

/** A pool's taint: every node of the pool carries it. The value may be empty. */
export const nodeTaintSchema = z.object({
  key: qualifiedKeySchema,
  value: labelValueSchema.default(''),
  effect: taintEffectSchema,
});
export type NodeTaint = z.infer<typeof nodeTaintSchema>;

/** A pool's taints: at most MAX_POOL_TAINTS, one per key and effect (as Kubernetes requires). */
export const nodeTaintsSchema = z
  .array(nodeTaintSchema)
  .max(MAX_POOL_TAINTS, { error: () => m.field_at_most_10_taints() })
  .superRefine((taints, ctx) => {
    const seen = new Set<string>();
    taints.forEach((taint, index) => {
      const id = `${taint.key}:${taint.effect}`;
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: m.field_taint_duplicate(), path: [index, 'key'] });
      seen.add(id);
    });
  });

/** A pod's toleration (the test load's): `Exists` tolerates any value of the key; no key with `Exists` tolerates every taint. */
export const tolerationSchema = z.object({
  key: z.string().max(316).optional(),
  operator: z.enum(['Equal', 'Exists']).default('Equal'),
  value: z.string().max(63).optional(),
  effect: taintEffectSchema.optional(),
});
export type Toleration = z.infer<typeof tolerationSchema>;

/** True when `toleration` tolerates `taint` (Kubernetes' `Toleration.ToleratesTaint`). */
export function tolerates(toleration: Toleration, taint: NodeTaint): boolean {
  if (toleration.effect !== undefined && toleration.effect !== taint.effect) return false;
  if (toleration.key === undefined || toleration.key === '') return toleration.operator === 'Exists';
  if (toleration.key !== taint.key) return false;
  return toleration.operator === 'Exists' || (toleration.value ?? '') === taint.value;
}

/**
 * True when a pod with `tolerations` may be scheduled on a node with `taints`: every NoSchedule and
 * NoExecute taint tolerated (PreferNoSchedule only steers the scheduler elsewhere when it can).
 */
export function schedulableOn(taints: readonly NodeTaint[], tolerations: readonly Toleration[]): boolean {
  return taints.every(
    (taint) => taint.effect === 'PreferNoSchedule' || tolerations.some((toleration) => tolerates(toleration, taint)),
  );
}
