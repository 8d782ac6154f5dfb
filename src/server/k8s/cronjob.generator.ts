import { installedAt, type PlacedInstall } from './installs.ts';
import type { KubeObject, KubePod } from './kube-objects.ts';
import { objectUid, stableIndex, stableSuffix } from './object-identity.ts';
import { objectMeta } from './object-meta.ts';
import { buildPod, controllerReference, podContainer } from './pod-builder.ts';
import type { NodeSlot, PodAddresses } from './pod-placement.ts';
import { isClusterServing, type SimulatedCluster } from './simulated-cluster.ts';
import { isoSeconds, type Timeline } from './timeline.ts';
import type { CronJobSpec } from './workload.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

// CronJobs and what they leave behind: the Job of the latest run (and the one before while the
// latest still runs), each with its pod, Completed once done. Runs follow the clock, so these
// are computed for the moment asked about, and say when the next run changes them.

export type ScheduledObjects = { cronjobs: KubeObject[]; jobs: KubeObject[]; pods: KubePod[]; nextChangeMs: number };

type Context = {
  cluster: SimulatedCluster;
  timeline: Timeline;
  slots: NodeSlot[];
  addresses: PodAddresses;
  nowMs: number;
};

/** The CronJobs of every install at `nowMs`, their Jobs and their pods. */
export function generateScheduled(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
  slots: NodeSlot[],
  addresses: PodAddresses,
  nowMs: number,
): ScheduledObjects {
  const result: ScheduledObjects = { cronjobs: [], jobs: [], pods: [], nextChangeMs: Infinity };
  const context: Context = { cluster, timeline, slots, addresses, nowMs };
  for (const install of installs) for (const spec of install.cronJobs ?? []) addCronJob(result, context, install, spec);
  return result;
}

function addCronJob(result: ScheduledObjects, context: Context, install: PlacedInstall, spec: CronJobSpec): void {
  const { cluster, timeline, nowMs } = context;
  const namespace = install.namespace;
  const createdMs = installedAt(install, timeline);
  const serving = isClusterServing(cluster);
  // A cluster that is not serving runs nothing new.
  const until = serving ? nowMs : Math.min(nowMs, Date.parse(cluster.updatedAt) || nowMs);
  const periodMs = spec.everyMinutes * MS_PER_MINUTE;
  const runMs = spec.runSeconds * 1000;
  const latest = Math.floor(until / periodMs) * periodMs;
  const runs = [latest, latest - periodMs].filter((tick) => tick > createdMs);
  const running = (tick: number) => until < tick + runMs;
  // The latest run, and the previous one while the latest is still going (one success is kept).
  const shown = runs[0] !== undefined && running(runs[0]) ? runs : runs.slice(0, 1);
  if (serving)
    result.nextChangeMs = Math.min(
      result.nextChangeMs,
      latest + periodMs,
      ...shown.filter(running).map((tick) => tick + runMs),
    );
  const cronUid = objectUid(cluster.id, 'CronJob', namespace, spec.name);
  const active = shown.filter(running);
  const lastSuccess = shown.find((tick) => !running(tick));
  const jobLabels = (name: string, uid: string) => ({
    'batch.kubernetes.io/controller-uid': uid,
    'batch.kubernetes.io/job-name': name,
    'controller-uid': uid,
    'job-name': name,
  });
  const template = (labels: Record<string, string>) => ({
    metadata: { labels },
    spec: {
      containers: [podContainer(spec.container, undefined)],
      restartPolicy: 'OnFailure',
      serviceAccountName: spec.name,
      dnsPolicy: 'ClusterFirst',
      schedulerName: 'default-scheduler',
      terminationGracePeriodSeconds: 30,
    },
  });
  result.cronjobs.push({
    kind: 'CronJob',
    apiVersion: 'batch/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'CronJob',
      name: spec.name,
      namespace,
      createdMs,
      changedMs: Math.max(...shown, createdMs),
      generation: 1,
      install,
    }),
    spec: {
      schedule: `*/${spec.everyMinutes} * * * *`,
      concurrencyPolicy: 'Forbid',
      suspend: false,
      successfulJobsHistoryLimit: 1,
      failedJobsHistoryLimit: 1,
      jobTemplate: { metadata: { creationTimestamp: null }, spec: { backoffLimit: 3, template: template({}) } },
    },
    status: {
      ...(active.length > 0
        ? {
            active: active.map((tick) => ({
              kind: 'Job',
              namespace,
              name: jobName(spec, tick),
              uid: objectUid(cluster.id, 'Job', namespace, jobName(spec, tick)),
              apiVersion: 'batch/v1',
            })),
          }
        : {}),
      ...(runs[0] !== undefined ? { lastScheduleTime: isoSeconds(runs[0]) } : {}),
      ...(lastSuccess !== undefined ? { lastSuccessfulTime: isoSeconds(lastSuccess + runMs) } : {}),
    },
  });
  for (const tick of shown) {
    const name = jobName(spec, tick);
    const uid = objectUid(cluster.id, 'Job', namespace, name);
    const labels = jobLabels(name, uid);
    const done = !running(tick);
    result.jobs.push({
      kind: 'Job',
      apiVersion: 'batch/v1',
      metadata: objectMeta({
        clusterId: cluster.id,
        kind: 'Job',
        name,
        namespace,
        createdMs: tick,
        changedMs: done ? tick + runMs : tick,
        labels,
        generation: 1,
        owner: controllerReference('batch/v1', 'CronJob', spec.name, cronUid),
      }),
      spec: {
        parallelism: 1,
        completions: 1,
        backoffLimit: 3,
        completionMode: 'NonIndexed',
        suspend: false,
        manualSelector: false,
        podReplacementPolicy: 'TerminatingOrFailed',
        selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': uid } },
        template: template(labels),
      },
      status: done
        ? {
            startTime: isoSeconds(tick),
            completionTime: isoSeconds(tick + runMs),
            succeeded: 1,
            ready: 0,
            terminating: 0,
            uncountedTerminatedPods: {},
            conditions: ['SuccessCriteriaMet', 'Complete'].map((type) => ({
              type,
              status: 'True',
              lastProbeTime: isoSeconds(tick + runMs),
              lastTransitionTime: isoSeconds(tick + runMs),
            })),
          }
        : { startTime: isoSeconds(tick), active: 1, ready: 1, terminating: 0, uncountedTerminatedPods: {} },
    });
    result.pods.push(jobPod(context, install, spec, name, uid, labels, tick, done ? tick + runMs : undefined));
  }
}

function jobName(spec: CronJobSpec, tickMs: number): string {
  // The CronJob controller names a run's Job after its scheduled time, in minutes since the epoch.
  return `${spec.name}-${Math.floor(tickMs / MS_PER_MINUTE)}`;
}

function jobPod(
  context: Context,
  install: PlacedInstall,
  spec: CronJobSpec,
  job: string,
  uid: string,
  labels: Record<string, string>,
  tickMs: number,
  completedMs: number | undefined,
): KubePod {
  const { cluster, slots, addresses } = context;
  const general = slots.filter((slot) => !slot.gpu && slot.joinedMs <= tickMs);
  const candidates = general.length > 0 ? general : slots;
  const slot = candidates[stableIndex(`${cluster.id}/${job}`, candidates.length)];
  const name = `${job}-${stableSuffix(`${cluster.id}/${install.namespace}/${job}`, 5)}`;
  return buildPod({
    clusterId: cluster.id,
    namespace: install.namespace,
    name,
    generateName: `${job}-`,
    labels,
    owner: controllerReference('batch/v1', 'Job', job, uid),
    slot,
    createdMs: tickMs,
    serving: true,
    clusterChangedMs: tickMs,
    containers: [spec.container],
    podIp: slot ? addresses.allocate(slot, `${install.namespace}/${name}`, false) : undefined,
    serviceAccount: spec.name,
    restartPolicy: 'OnFailure',
    completedMs,
  });
}
