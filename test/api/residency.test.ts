import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-reader.ts';
import catalog from '../../src/shared/catalog/seed/catalog.json' with { type: 'json' };
import { consoleSubprocessors } from '../../src/shared/residency/subprocessors.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { testClusterSpec } from '../support/builders.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { PAY_AND_SAVE_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startExpectingFailure, startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';

// Where data lives: each cluster's region and backups as the catalog names them, the console's
// own region and the services it uses, as the shared list states them; never another
// organization's cluster. On both backends.

const regionOf = (id: string) => {
  const region = catalog.regions.find((r) => r.id === id);
  if (!region) throw new Error(`no region ${id}`);
  const { providerId: _p, available: _a, ...rest } = region;
  return rest;
};

/** Orders and pays a cluster; answers its id once the order has created it. */
async function orderCluster(client: ApiClient, name: string, regionId: string, addonIds: string[]): Promise<string> {
  const ordered = await client.post('/api/orders', {
    kind: 'cluster',
    cluster: testClusterSpec({ name, regionId, addonIds }),
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(ordered.status, ordered.text).toBe(201);
  expect((await client.post(`/api/orders/${ordered.json.id}/pay`, PAY_AND_SAVE_CARD)).status).toBe(200);
  const order = await until(
    () => client.get(`/api/orders/${ordered.json.id}`),
    (answer) => Boolean(answer.json.clusterId),
  );
  return order.json.clusterId as string;
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`where data lives (${backend})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      const schema = backend === 'postgres' ? await createSchema() : undefined;
      server = await startServer({
        SIMULATED_PHASE_SECONDS: '0.2',
        ...(schema ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {}),
      });
    });
    afterAll(async () => {
      await server.stop();
    });

    it('names each cluster’s region and backups from the catalog, the console’s region and every subprocessor', async () => {
      const org = await team(server.url);
      const paris = await orderCluster(org.owner, 'paris-web', 'fr-par-1', ['velero']);
      const frankfurt = await orderCluster(org.owner, 'fra-batch', 'de-fra-1', []);
      const expectedSubprocessors = consoleSubprocessors({
        smtpHost: undefined,
        smtpCountry: 'FR',
        paymentProvider: 'built_in',
        exchangeRatesHost: 'api.frankfurter.dev',
        exchangeRatesCountry: 'DE',
        consoleCountry: 'FR',
      });

      const one = await org.viewer.get(`/api/clusters/${paris}/residency`);
      expect(one.status, one.text).toBe(200);
      expect(one.json).toEqual({
        cluster: {
          clusterId: paris,
          clusterName: 'paris-web',
          providerId: 'sovereign',
          region: regionOf('fr-par-1'),
          backups: { addonId: 'velero', region: regionOf('fr-par-1') },
        },
        console: { region: regionOf('fr-par-1') },
        subprocessors: expectedSubprocessors,
      });
      // Without an SMTP relay, e-mail stays in the console's outbox: no outside service gets it.
      expect(one.json.subprocessors[0]).toMatchObject({ purpose: 'email_delivery', host: null, external: false });

      const other = await org.member.get(`/api/clusters/${frankfurt}/residency`);
      expect(other.json.cluster.region).toEqual(regionOf('de-fra-1'));
      expect(other.json.cluster.backups).toEqual({ addonId: null, region: null });

      for (const role of ['owner', 'member', 'billing', 'viewer'] as const) {
        const whole = await org[role].get('/api/organization/residency');
        expect(whole.status, role).toBe(200);
        expect(whole.json.clusters.map((c: { clusterName: string }) => c.clusterName)).toEqual([
          'fra-batch',
          'paris-web',
        ]);
        expect(whole.json.regions).toEqual([regionOf('de-fra-1'), regionOf('fr-par-1')]);
        expect(whole.json.console).toEqual({ region: regionOf('fr-par-1') });
        expect(whole.json.subprocessors).toEqual(expectedSubprocessors);
      }
      // The compliance pack states the same, in the reader's language.
      for (const [lang, heading, backups] of [
        ['en', 'Where your data lives', 'Velero add-on, object storage in Paris 1 (fr-par-1), Paris, France'],
        ['fr', 'Où résident vos données', 'add-on Velero, stockage objet à Paris 1 (fr-par-1), Paris, France'],
      ] as const) {
        const preferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system', language: lang };
        expect((await org.owner.put('/api/user/preferences', preferences)).status).toBe(200);
        const pdf = await fetch(`${server.url}/api/clusters/${paris}/compliance-pack`, {
          headers: { Cookie: org.owner.cookie ?? '' },
        });
        expect(pdf.status).toBe(200);
        const file = join(await mkdtemp(join(tmpdir(), 'residency-pack-')), 'pack.pdf');
        await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
        const text = pdfText(file).replace(/\s+/g, ' ');
        expect(text).toContain(heading);
        expect(text).toContain(backups);
        expect(text).toContain('api.frankfurter.dev');
      }
      // Billing members do not read clusters: the cluster statement is refused, the organization's is not.
      expect((await org.billing.get(`/api/clusters/${paris}/residency`)).status).toBe(403);
    });

    it('answers 404 for another organization’s cluster, and nothing of it shows in the other’s statement', async () => {
      const first = await registeredCustomer(server.url);
      const clusterId = await orderCluster(first, 'private-one', 'nl-ams-1', []);
      const stranger = await registeredCustomer(server.url);
      const refused = await stranger.get(`/api/clusters/${clusterId}/residency`);
      expect(refused.status).toBe(404);
      expect(refused.json.code).toBe('not_found');
      const theirs = await stranger.get('/api/organization/residency');
      expect(theirs.json.clusters).toEqual([]);
      expect(theirs.json.regions).toEqual([]);
      expect(theirs.text).not.toContain(clusterId);
      expect((await first.get(`/api/clusters/${clusterId}/residency`)).json.cluster.region).toEqual(
        regionOf('nl-ams-1'),
      );
    });
  });
}

describe('where data lives, with an SMTP relay and another console region', () => {
  it('names the relay’s host and country, never its credentials, and the configured console region', async () => {
    const server = await startServer({
      // Nothing listens there: e-mails wait in the queue, the statement is what is checked.
      SMTP_URL: 'smtp://relay:s3cret-word@127.0.0.1:9',
      SMTP_COUNTRY: 'be',
      CONSOLE_DATA_REGION: 'de-fra-1',
    });
    try {
      const client = new ApiClient(server.url);
      expect((await client.post('/api/register', newAccount())).status).toBe(201);
      const answer = await client.get('/api/organization/residency');
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.console).toEqual({ region: regionOf('de-fra-1') });
      expect(answer.json.subprocessors).toEqual(
        consoleSubprocessors({
          smtpHost: '127.0.0.1',
          smtpCountry: 'BE',
          paymentProvider: 'built_in',
          exchangeRatesHost: 'api.frankfurter.dev',
          exchangeRatesCountry: 'DE',
          consoleCountry: 'DE',
        }),
      );
      expect(answer.json.subprocessors[0]).toMatchObject({ purpose: 'email_delivery', external: true, country: 'BE' });
      expect(answer.text).not.toContain('s3cret');
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a console region the catalog does not know, naming the setting', async () => {
    const { code, output } = await startExpectingFailure({ CONSOLE_DATA_REGION: 'xx-nowhere-1' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid CONSOLE_DATA_REGION (got "xx-nowhere-1")');
  });
});
