import { z } from 'zod';

/** `GET /api/ready`: whether this instance should get traffic, and why not. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    storage: z.enum(['ok', 'unreachable']),
    schema: z.enum(['ok', 'behind', 'unknown']),
    jobs: z.enum(['running', 'paused', 'stopped']),
    shutdown: z.enum(['no', 'draining']),
  }),
  reason: z.string().optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

type Probes = {
  draining: () => boolean;
  /** Throws when the store cannot be reached. */
  checkStore: () => Promise<void>;
  /** Why the backend is not ready beyond being reachable (schema behind, bus down), or undefined. */
  checkBackend?: () => Promise<string | undefined>;
  jobs: () => 'running' | 'paused' | 'stopped';
};

/** Ready: not shutting down, storage reachable, migrations current, job runner up. */
export async function checkReadiness(probes: Probes): Promise<Readiness> {
  const shutdown = probes.draining() ? 'draining' : 'no';
  let storage: 'ok' | 'unreachable' = 'ok';
  let schema: 'ok' | 'behind' | 'unknown' = 'ok';
  let reason: string | undefined;
  try {
    await probes.checkStore();
    const backend = await probes.checkBackend?.();
    if (backend) {
      schema = /schema/.test(backend) ? 'behind' : 'ok';
      reason = backend;
    }
  } catch (error) {
    storage = 'unreachable';
    schema = 'unknown';
    reason = `storage unreachable: ${(error as Error).message}`;
  }
  const jobs = probes.jobs();
  if (shutdown === 'draining') reason = 'shutting down';
  else if (!reason && jobs !== 'running') reason = `background jobs ${jobs}`;
  const ready = shutdown === 'no' && storage === 'ok' && !reason;
  return {
    status: ready ? 'ready' : 'not_ready',
    checks: { storage, schema, jobs, shutdown },
    ...(reason ? { reason } : {}),
  };
}
