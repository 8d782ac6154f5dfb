import type { KubePod } from './kube-objects.ts';
import { GENERIC, PROFILES, type ContainerProfile, type LogFormat } from './log-profiles.ts';
import { stableIndex } from './object-identity.ts';
import { MS_PER_MINUTE, MS_PER_DAY } from '../../shared/time.ts';

// A container's log, made up deterministically from its program's profile: its start-up lines,
// then its periodic lines up to now (or until it finished), the same on every request and every
// instance. Older lines are gone, as after the kubelet's log rotation.

const KEPT_PERIODIC_LINES = 5000;

export type LogLine = { ms: number; text: string };

/** The profile of a container: by its name, else by its image's name. */
export function profileFor(container: { name: string; image: string }): ContainerProfile {
  const imageName =
    container.image
      .replace(/[:@].*$/, '')
      .split('/')
      .at(-1) ?? '';
  return PROFILES[container.name] ?? PROFILES[imageName] ?? GENERIC;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function render(format: LogFormat, ms: number, text: string): string {
  const date = new Date(ms);
  const iso = date.toISOString();
  switch (format) {
    case 'klog': {
      const clock = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}${pad(stableIndex(text + ms, 1000), 3)}`;
      return `I${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())} ${clock}       1 ${text}`;
    }
    case 'logfmt':
      return `time="${iso}" ${text}`;
    case 'json':
      return text.replace(/^\{/, `{"ts":"${iso}",`);
    case 'traefik':
      return `${iso.replace(/\.\d{3}Z$/, 'Z')} ${text}`;
    default:
      return text;
  }
}

type Source = { pod: KubePod; container: string };

function fill(template: string, { pod, container }: Source, seed: string): string {
  const image = pod.spec.containers.find((entry) => entry.name === container)?.image ?? '';
  const values: Record<string, string> = {
    node: pod.spec.nodeName ?? '',
    pod: pod.metadata.name,
    namespace: pod.metadata.namespace,
    ip: pod.status.hostIP ?? '',
    container,
    version: (/:v?([^:@]+)$/.exec(image)?.[1] ?? '').replace(/^v/, ''),
    n: String(stableIndex(`${seed}/n`, 250)),
    ms: String(1 + stableIndex(`${seed}/ms`, 900)),
    count: String(1 + stableIndex(`${seed}/count`, 40)),
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** When the container started and (for a finished one) stopped. */
function lifetime(pod: KubePod, container: string): { startMs: number; endMs: number } | undefined {
  const state = pod.status.containerStatuses.find((status) => status.name === container)?.state;
  if (!state) return undefined;
  if ('running' in state) return { startMs: Date.parse(state.running.startedAt), endMs: Infinity };
  if ('terminated' in state)
    return { startMs: Date.parse(state.terminated.startedAt), endMs: Date.parse(state.terminated.finishedAt) };
  return undefined;
}

/** The lines a container wrote before `untilMs` (all of them, or from `fromMs` on). */
export function logLines(pod: KubePod, container: string, untilMs: number, fromMs = -Infinity): LogLine[] {
  const life = lifetime(pod, container);
  const spec = pod.spec.containers.find((entry) => entry.name === container);
  if (!life || !spec) return [];
  const profile = profileFor(spec);
  const source = { pod, container };
  const seed = `${pod.metadata.uid}/${container}`;
  const end = Math.min(untilMs, life.endMs);
  const lines: LogLine[] = [];
  let at = life.startMs;
  profile.startup.forEach((template, index) => {
    at += 40 + stableIndex(`${seed}/startup/${index}`, 400);
    if (at <= end && at >= fromMs)
      lines.push({ ms: at, text: render(profile.format, at, fill(template, source, `${seed}/s${index}`)) });
  });
  if (profile.periodic.length === 0 || profile.every <= 0) return lines;
  const periodMs = profile.every * 1000;
  const firstMs = at;
  const last = Math.floor((end - firstMs) / periodMs);
  const first = Math.max(1, last - KEPT_PERIODIC_LINES + 1, Math.ceil((fromMs - firstMs) / periodMs) - 1);
  for (let k = first; k <= last + 1; k++) {
    const ms = firstMs + k * periodMs + stableIndex(`${seed}/${k}`, Math.max(1, Math.floor(periodMs / 5)));
    if (ms > end || ms < fromMs) continue;
    const template = profile.periodic[k % profile.periodic.length] ?? '';
    lines.push({ ms, text: render(profile.format, ms, fill(template, source, `${seed}/${k}`)) });
  }
  return lines;
}

/** When the container writes its next line after `afterMs`; undefined if it never will. */
export function nextLineAt(pod: KubePod, container: string, afterMs: number): number | undefined {
  const life = lifetime(pod, container);
  if (!life || life.endMs !== Infinity) return undefined;
  for (let horizon = MS_PER_MINUTE; horizon <= 8 * MS_PER_DAY; horizon *= 4) {
    const upcoming = logLines(pod, container, afterMs + horizon, afterMs + 1);
    if (upcoming[0]) return upcoming[0].ms;
  }
  return undefined;
}
