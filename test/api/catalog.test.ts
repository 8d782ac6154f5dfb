import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../src/shared/catalog-seed.ts';
import { catalogSchema, type Catalog } from '../../src/shared/catalog/catalog.schemas.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const KEYS = ['addons', 'billingPlans', 'kubernetesVersions', 'nodeSizes', 'products', 'providers', 'regions', 'tiers'];

describe('GET /api/catalog', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers anyone with the stored catalog, cacheable for five minutes', async () => {
    const response = await fetch(`${server.url}/api/catalog`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as Catalog;
    expect(Object.keys(body).sort()).toEqual(KEYS);
    expect(catalogSchema.parse(body)).toEqual(catalogSeed);
    expect(body.tiers.map((tier) => tier.id)).toEqual([
      'standard',
      'enterprise',
      'economy',
      'data-analytics',
      'ai-ml',
      'dev-test',
      'sandbox',
    ]);
  });

  it('states prices in integer minor units: cents, and micro-dollars below a cent', async () => {
    const body = (await (await fetch(`${server.url}/api/catalog`)).json()) as Catalog;
    expect(body.tiers[0]).toMatchObject({ id: 'standard', priceMonthlyUsdCents: 14_900, priceYearlyUsdCents: 149_000 });
    expect(body.nodeSizes.find((size) => size.id === 'gp-2-4')).toMatchObject({
      priceHourlyMicroUsd: 32_900, // $0.0329 an hour
      priceMonthlyUsdCents: 2_402, // × 730 hours = $24.017, to the cent
    });
    expect(body.products.find((product) => product.id === 'garage-s3')).toMatchObject({
      pricingUnit: 'per GB',
      priceMonthlyMicroUsd: 12_000, // $0.012 per GB and month
    });
    // No amount is left in float dollars: every money field names its unit.
    const moneyKeys = new Set(JSON.stringify(body).match(/"\w*Usd\w*"(?=:)/g));
    expect([...moneyKeys].sort()).toEqual([
      '"monthlyCommitUsdCents"',
      '"priceHourlyMicroUsd"',
      '"priceMonthlyMicroUsd"',
      '"priceMonthlyUsdCents"',
      '"priceYearlyUsdCents"',
    ]);
  });

  it('is described in /api/openapi.json and refuses other methods with a JSON error', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    expect(doc.paths['/api/catalog']).toHaveProperty('get');
    const post = await fetch(`${server.url}/api/catalog`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('a data folder from before integer prices', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The store as the previous release wrote it: schema version 4, catalog prices in float dollars.
    const dollars = (cents: number) => cents / 100;
    const oldCatalog = {
      ...catalogSeed,
      tiers: catalogSeed.tiers.map(({ priceMonthlyUsdCents, priceYearlyUsdCents, ...tier }) => ({
        ...tier,
        priceMonthlyUsd: dollars(priceMonthlyUsdCents),
        priceYearlyUsd: dollars(priceYearlyUsdCents),
      })),
      seededAt: '2025-06-01T00:00:00.000Z',
    };
    const dataDir = await mkdtemp(join(tmpdir(), 'api-catalog-'));
    const document = {
      schemaVersion: 4,
      catalog: oldCatalog,
      ...Object.fromEntries(
        [
          'organizations',
          'users',
          'sessions',
          'emailTokens',
          'pendingRegistrations',
          'auditEvents',
          'notifications',
          'leads',
          'newsletterSubscriptions',
          'tickets',
        ].map((key) => [key, []]),
      ),
    };
    await writeFile(join(dataDir, 'store.json'), JSON.stringify(document));
    server = await startServer({}, dataDir);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('reseeds the catalog at start, so it is served in cents', async () => {
    const body = (await (await fetch(`${server.url}/api/catalog`)).json()) as Catalog;
    expect(body.tiers[0]).toMatchObject({ id: 'standard', priceMonthlyUsdCents: 14_900 });
    expect(body.tiers[0]).not.toHaveProperty('priceMonthlyUsd');
  });
});
