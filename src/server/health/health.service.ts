import { z } from 'zod';

/** `GET /api/health`. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({ store: z.enum(['ok', 'failing']) }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** Reports whether the store answers; the API itself answering is the other half of the check. */
export async function checkHealth(checkStore: () => Promise<void>, startedAt: number): Promise<Health> {
  let store: 'ok' | 'failing' = 'ok';
  try {
    await checkStore();
  } catch (error) {
    console.error('Health check: the store is failing:', (error as Error).message);
    store = 'failing';
  }
  return {
    status: store === 'ok' ? 'ok' : 'degraded',
    checks: { store },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
