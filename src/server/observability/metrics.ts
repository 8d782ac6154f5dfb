import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpMetrics } from './http-metrics.ts';

/**
 * The process's Prometheus metrics (prom-client), served at /metrics. Instruments are module
 * singletons so the code that sees an event counts it where it happens; gauges that describe
 * state (pool, queue, sockets) read it when scraped, through the collectors registered at start.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
// prom-client also adds the sums of its labelled `nodejs_active_{handles,requests,resources}`
// gauges under names ending in `_total`, which Prometheus reserves for counters (`promtool check
// metrics` refuses them). The labelled gauges stay; `sum()` of one gives what these said.
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
  registry.removeSingleMetric(name);

const LATENCY = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  /** Requests by method, route and status, their durations and those in flight (http-metrics.ts: cheap per request). */
  http: new HttpMetrics(registry, LATENCY),
  storageQuery: new Histogram({
    name: 'storage_query_duration_seconds',
    help: 'Time of one storage statement, by backend and kind (select, insert, update, delete, other)',
    labelNames: ['backend', 'statement'] as const,
    buckets: LATENCY,
    registers: [registry],
  }),
  storageCommit: new Histogram({
    name: 'storage_commit_duration_seconds',
    help: 'Time to make a unit of work durable (PostgreSQL COMMIT, the embedded journal fsync)',
    labelNames: ['backend'] as const,
    buckets: LATENCY,
    registers: [registry],
  }),
  storageUnavailable: new Counter({
    name: 'storage_unavailable_total',
    help: 'Operations refused because the database could not be reached',
    registers: [registry],
  }),
  jobRuns: new Counter({
    name: 'jobs_runs_total',
    help: 'Background job runs by kind and outcome (done, retry, failed, released)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  }),
  jobDuration: new Histogram({
    name: 'jobs_run_duration_seconds',
    help: 'Time of one job run, by kind',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  }),
  provisioningPhase: new Histogram({
    name: 'provisioning_phase_duration_seconds',
    help: 'Time of each finished provisioning phase, by operation and phase',
    labelNames: ['operation', 'phase'] as const,
    buckets: [1, 5, 10, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  }),
  payments: new Counter({
    name: 'payments_total',
    help: 'Charges by outcome (succeeded, requires_action, declined, error) and decline code',
    labelNames: ['outcome', 'code'] as const,
    registers: [registry],
  }),
  emails: new Counter({
    name: 'emails_total',
    help: 'E-mails by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
};

/** The kind of an SQL statement, a label with few values. */
export function statementKind(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  return ['select', 'insert', 'update', 'delete', 'begin', 'commit', 'rollback'].includes(verb) ? verb : 'other';
}

/** State read at each scrape; a reader that fails (the database is down) leaves the last value. */
export type StateReaders = {
  pool?: () => { total: number; idle: number; waiting: number; max: number } | undefined;
  sockets?: () => number;
  jobs?: () => Promise<{ depth: Record<string, number>; oldestDueSeconds: number }>;
  storageUp?: () => boolean;
};

const readers: StateReaders = {};

/** Tells the gauges where to read state when Prometheus scrapes (the latest call wins). */
export function registerStateReaders(more: StateReaders): void {
  Object.assign(readers, more);
}

{
  new Gauge({
    name: 'storage_pool_connections',
    help: 'Database connections of the pool by state (total, idle, waiting callers, max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = readers.pool?.();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'storage_up',
    help: '1 while the storage backend answers, 0 while it cannot be reached',
    registers: [registry],
    collect() {
      this.set(readers.storageUp?.() === false ? 0 : 1);
    },
  });
  new Gauge({
    name: 'websocket_connections',
    help: 'Open /ws sockets on this instance',
    registers: [registry],
    collect() {
      this.set(readers.sockets?.() ?? 0);
    },
  });
  let oldestDueSeconds = 0;
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Queued or running jobs, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      try {
        const state = await readers.jobs?.();
        if (!state) return;
        oldestDueSeconds = state.oldestDueSeconds;
        for (const [kind, count] of Object.entries(state.depth)) this.set({ kind }, count);
      } catch {
        // The database is down: the last values stay, storage_up says why.
      }
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited to run (0 when none is due)',
    registers: [registry],
    collect() {
      this.set(oldestDueSeconds);
    },
  });
}
