import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCluster, type TestCluster } from '../support/cluster.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';

// `npm run start:cluster` waits for each instance's GET /api/ready, not for its "listening" log
// line: with LOG_LEVEL=warn (as a quiet deployment runs) the line is never printed, and the
// script used to wait for it forever.

let cluster: TestCluster;

beforeAll(async () => {
  cluster = await startTestCluster({ LOG_LEVEL: 'warn' });
}, SLOW_TEST_MS);
afterAll(async () => {
  await cluster?.stop();
});

describe('start:cluster with LOG_LEVEL=warn', () => {
  it('starts every instance and the balancer, though no instance logs that it listens', async () => {
    expect(cluster.output()).not.toMatch(/\[instance-a\].*listening on http/);
    const state = JSON.parse(readFileSync(join(cluster.dataDir, 'cluster.json'), 'utf8')) as {
      instances: { name: string; port: number }[];
    };
    expect(state.instances.map((instance) => instance.name)).toEqual(['instance-a', 'instance-b']);
    for (const instance of state.instances)
      expect((await fetch(`http://127.0.0.1:${instance.port}/api/ready`)).status).toBe(200);
    expect((await fetch(`${cluster.url}/api/ready`)).status).toBe(200);
  });
});
