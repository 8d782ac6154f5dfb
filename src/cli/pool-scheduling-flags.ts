import { CliError, EXIT } from './exit-codes.ts';

// `node-pools set`'s flags, written as kubectl writes them: `--label key=value` sets a label and
// `--label key-` removes it; `--taint key=value:Effect` (or `key:Effect`) adds a taint and
// `--taint key:Effect-` (or `key-`, every effect) removes it. The API checks the syntax.

export type PoolTaint = { key: string; value: string; effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute' };
export type PoolScheduling = { labels: Record<string, string>; taints: PoolTaint[] };

const EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'] as const;

/** The pool's labels after `flags` (`key=value` sets, `key-` removes). */
export function applyLabelFlags(labels: Record<string, string>, flags: readonly string[]): Record<string, string> {
  const next = { ...labels };
  for (const flag of flags) {
    if (flag.endsWith('-') && !flag.includes('=')) {
      delete next[flag.slice(0, -1)];
      continue;
    }
    const equals = flag.indexOf('=');
    if (equals <= 0) throw new CliError(`--label takes key=value or key- (got ${flag}).`, EXIT.usage);
    next[flag.slice(0, equals)] = flag.slice(equals + 1);
  }
  return next;
}

/** The pool's taints after `flags` (`key[=value]:Effect` adds or replaces, `key[:Effect]-` removes). */
export function applyTaintFlags(taints: readonly PoolTaint[], flags: readonly string[]): PoolTaint[] {
  let next = [...taints];
  for (const flag of flags) {
    if (flag.endsWith('-')) {
      const [key, effect] = flag.slice(0, -1).split(':');
      next = next.filter((taint) => taint.key !== key || (effect !== undefined && taint.effect !== effect));
      continue;
    }
    const colon = flag.lastIndexOf(':');
    const effect = flag.slice(colon + 1);
    if (colon <= 0 || !EFFECTS.includes(effect as PoolTaint['effect']))
      throw new CliError(
        `--taint takes key=value:Effect, Effect one of ${EFFECTS.join(', ')}, or key:Effect- to remove (got ${flag}).`,
        EXIT.usage,
      );
    const [key = '', value = ''] = flag.slice(0, colon).split('=', 2);
    const taint = { key, value, effect: effect as PoolTaint['effect'] };
    next = [...next.filter((t) => t.key !== key || t.effect !== taint.effect), taint];
  }
  return next;
}

/** Labels as kubectl prints them: `key=value,key=value`, or `-` for none. */
export function labelsText(labels: Record<string, string> | undefined): string {
  const entries = Object.entries(labels ?? {});
  return entries.length > 0 ? entries.map(([key, value]) => `${key}=${value}`).join(',') : '-';
}

/** Taints as kubectl writes them: `key=value:Effect`, comma-separated, or `-` for none. */
export function taintsText(taints: readonly PoolTaint[] | undefined): string {
  const list = taints ?? [];
  return list.length > 0
    ? list.map((taint) => `${taint.key}${taint.value ? `=${taint.value}` : ''}:${taint.effect}`).join(',')
    : '-';
}
