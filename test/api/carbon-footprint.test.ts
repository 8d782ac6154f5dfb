import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type StorageBackend } from '../../src/server/store/storage.ts';
import { withHours } from '../../src/server/usage/batch-meter.ts';
import type { MeteredHour } from '../../src/server/usage/usage.service.ts';
import { ApiClient } from './api-client.ts';
import { registeredCustomer } from './commerce-helpers.ts';
import { buyRunningCluster, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { pdfText } from '../support/pdf-reader.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';

// A cluster's carbon footprint as a customer reads it: hours metered last month written as the
// hourly meter writes them, then the footprint endpoint, the /api/usage rows, the footprint CSV
// and the compliance pack, each checked against the method page's formula recomputed here from
// the published factors (not from the console's code): they agree to the gram.

// The published factors the method page names (Cloud Carbon Footprint, Uptime Institute, Ember).
const WATTS_PER_VCPU = { min: 0.74, max: 3.5, utilisation: 0.5 };
const WATTS_PER_GB = 0.392;
const SOVEREIGN_PUE = 1.58;
const FRANCE_G_PER_KWH = 56;
// gp-4-16: 4 vCPU, 16 GB.
const GP_4_16_WATTS =
  4 * (WATTS_PER_VCPU.min + WATTS_PER_VCPU.utilisation * (WATTS_PER_VCPU.max - WATTS_PER_VCPU.min)) + 16 * WATTS_PER_GB;

/** grams = node-hours × W × PUE × g/kWh / 1000, in exact decimals, rounded once half up. */
function expectedGrams(nodeHours: number): number {
  const scaled = (value: number, places: number) => BigInt(Math.round(value * 10 ** places));
  const numerator =
    scaled(nodeHours, 4) * scaled(GP_4_16_WATTS, 3) * scaled(SOVEREIGN_PUE, 3) * BigInt(FRANCE_G_PER_KWH);
  const denominator = 10n ** 13n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const thisMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const lastMonth = `${lastMonthStart.getUTCFullYear()}-${pad(lastMonthStart.getUTCMonth() + 1)}`;

/**
 * Last month's hours as the meter writes them: 10 days of the 2 configured nodes, and 3 more
 * autoscaled nodes for 5 h and 15 min one afternoon.
 */
function lastMonthHours(clusterId: string): Map<string, MeteredHour[]> {
  const byDay = new Map<string, MeteredHour[]>();
  for (let day = 1; day <= 10; day += 1) {
    const date = `${lastMonth}-${pad(day)}`;
    const hours: MeteredHour[] = [];
    for (let hour = 0; hour < 24; hour += 1) {
      const items: MeteredHour['items'] = [{ kind: 'nodes', ref: 'gp-4-16', unitHours: 2, amountMicroUsd: 191_800 }];
      if (day === 3 && hour >= 12 && hour <= 17) {
        const unitHours = hour === 17 ? 0.75 : 3;
        items.push({
          kind: 'autoscaled-nodes',
          ref: 'gp-4-16',
          unitHours,
          amountMicroUsd: Math.round(95_900 * unitHours),
        });
      }
      hours.push({
        clusterId,
        hourStart: `${date}T${pad(hour)}:00:00.000Z`,
        items,
        amountMicroUsd: items.reduce((sum, item) => sum + item.amountMicroUsd, 0),
        prepaidMicroUsd: 191_800,
      });
    }
    byDay.set(date, hours);
  }
  return byDay;
}
// 10 days × 24 h × 2 nodes + 5 h × 3 nodes + 0.75 node-hours.
const LAST_MONTH_NODE_HOURS = 480 + 15 + 0.75;

type Backend = {
  name: string;
  env: () => Promise<Record<string, string>>;
  open: (dataDir: string, env: Record<string, string>) => Promise<StorageBackend>;
};
const BACKENDS: Backend[] = [
  { name: 'embedded store', env: async () => ({}), open: (dataDir) => openStorage({ dataDir }) },
  {
    name: 'PostgreSQL',
    env: async () => {
      const schema = await createSchema();
      return { DATABASE_URL: `${postgresUrl()}?search_path=${schema}`, SCHEMA: schema };
    },
    open: (dataDir, env) =>
      openStorage({ dataDir, databaseUrl: postgresUrl(), postgres: { searchPath: env.SCHEMA ?? '', max: 4 } }),
  },
];

describe.each(BACKENDS)('the carbon footprint ($name)', (backend) => {
  let server: RunningServer;
  let cluster: ConsoleCluster;
  let client: ApiClient;
  let env: Record<string, string>;

  beforeAll(async () => {
    env = await backend.env();
    const serverEnv = {
      SIMULATED_PHASE_SECONDS: '0.2',
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
    };
    server = await startServer(serverEnv);
    cluster = await buyRunningCluster(server.url, {
      name: 'carbon',
      nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 2 }],
      addonIds: [],
    });
    // Last month's metered hours, written by the meter's own code while the server is stopped.
    const dataDir = server.dataDir;
    await server.stop();
    const store = await backend.open(dataDir, env);
    try {
      const record = await store.repositories.clusters.findAny(cluster.clusterId);
      const organizationId = record?.organizationId ?? '';
      for (const [day, hours] of lastMonthHours(cluster.clusterId))
        await store.repositories.usage.addHours({ clusterId: cluster.clusterId, organizationId, day }, (current) =>
          withHours(current, hours, new Date().toISOString()),
        );
    } finally {
      await store.close();
    }
    server = await startServer(serverEnv, dataDir);
    client = new ApiClient(server.url);
    client.cookie = cluster.client.cookie;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('agrees with the method page’s formula in the API, /api/usage, the CSV and the compliance pack', async () => {
    const grams = expectedGrams(LAST_MONTH_NODE_HOURS);
    expect(grams).toBe(647);

    const footprint = await client.get(`/api/clusters/${cluster.clusterId}/footprint?month=${lastMonth}`);
    expect(footprint.status, footprint.text).toBe(200);
    expect(footprint.json).toMatchObject({
      month: lastMonth,
      nodeHours: LAST_MONTH_NODE_HOURS,
      co2eGrams: grams,
      kgCo2e: grams / 1000,
      bySize: [{ nodeSizeId: 'gp-4-16', nodeHours: LAST_MONTH_NODE_HOURS, watts: GP_4_16_WATTS }],
      method: {
        page: '/documentation/carbon-footprint',
        pue: SOVEREIGN_PUE,
        puePublishedByProvider: false,
        country: 'FR',
        gridIntensityGramsPerKwh: FRANCE_G_PER_KWH,
        cpuMinWattsPerVcpu: WATTS_PER_VCPU.min,
        cpuMaxWattsPerVcpu: WATTS_PER_VCPU.max,
        averageCpuUtilization: WATTS_PER_VCPU.utilisation,
        memoryWattsPerGb: WATTS_PER_GB,
      },
    });

    const usage = await client.get(
      `/api/usage?from=${encodeURIComponent(lastMonthStart.toISOString())}&to=${encodeURIComponent(thisMonthStart.toISOString())}&granularity=day&currency=EUR`,
    );
    expect(usage.status, usage.text).toBe(200);
    const row = (usage.json.clusters as { clusterId: string; co2eGrams: number }[]).find(
      (r) => r.clusterId === cluster.clusterId,
    );
    expect(row?.co2eGrams).toBe(grams);
    expect(usage.json.co2eGrams).toBe(grams);

    const organization = await client.get(`/api/usage/footprint?from=${lastMonth}&to=${lastMonth}`);
    expect(organization.status, organization.text).toBe(200);
    expect(organization.json).toMatchObject({ co2eGrams: grams, months: [{ month: lastMonth, co2eGrams: grams }] });
    const csv = await client.get(`/api/usage/footprint?from=${lastMonth}&to=${lastMonth}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...lines] = csv.text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const line = lines.find((cells) => cells[column('cluster_id')] === cluster.clusterId);
    expect(line?.[column('month')]).toBe(lastMonth);
    expect(line?.[column('region')]).toBe('fr-par-1');
    expect(line?.[column('country')]).toBe('FR');
    expect(Number(line?.[column('node_hours')])).toBe(LAST_MONTH_NODE_HOURS);
    expect(Number(line?.[column('co2e_grams')])).toBe(grams);
    expect(Number(line?.[column('pue')])).toBe(SOVEREIGN_PUE);
    expect(Number(line?.[column('grid_g_per_kwh')])).toBe(FRANCE_G_PER_KWH);
    const kWh = (LAST_MONTH_NODE_HOURS * GP_4_16_WATTS * SOVEREIGN_PUE) / 1000;
    expect(Number(line?.[column('kwh')])).toBeCloseTo(kWh, 3);
    expect(lines.at(-1)?.[column('co2e_grams')]).toBe(String(grams));

    const pdf = await fetch(`${server.url}/api/clusters/${cluster.clusterId}/compliance-pack`, {
      headers: { Cookie: client.cookie ?? '' },
    });
    expect(pdf.status).toBe(200);
    const file = join(await mkdtemp(join(tmpdir(), 'carbon-pack-')), 'pack.pdf');
    await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('Carbon footprint');
    const monthName = lastMonthStart.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const printed = new RegExp(`Last complete month \\(${monthName}\\): ([\\d.,]+) kg CO2e \\(([\\d,]+) g\\)`).exec(
      text,
    );
    expect(printed, text).not.toBeNull();
    expect(Number(printed?.[2]?.replaceAll(',', ''))).toBe(grams);
    expect(printed?.[1]).toBe((grams / 1000).toLocaleString('en-GB', { minimumFractionDigits: 3 }));
    expect(text).toContain('/documentation/carbon-footprint');
  });

  it('is 404 for another organization’s cluster and 400 for a month that is not YYYY-MM', async () => {
    const other = await registeredCustomer(server.url);
    expect((await other.get(`/api/clusters/${cluster.clusterId}/footprint?month=${lastMonth}`)).status).toBe(404);
    expect((await client.get(`/api/clusters/no-such-cluster/footprint?month=${lastMonth}`)).status).toBe(404);
    for (const month of ['2026-13', 'last-month', '2026-1']) {
      const refused = await client.get(`/api/clusters/${cluster.clusterId}/footprint?month=${month}`);
      expect(refused.status, month).toBe(400);
      expect(refused.json.fields.month).toBe('A month as YYYY-MM, for example 2026-11.');
    }
    const reversed = await client.get(`/api/usage/footprint?from=${lastMonth}&to=2000-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.json.fields.to).toBeDefined();
    // The other organization sees none of it in its own footprint.
    expect((await other.get(`/api/usage/footprint?from=${lastMonth}`)).json.co2eGrams).toBe(0);
  });
});
