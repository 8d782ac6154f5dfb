// /metrics: Prometheus text format that a Prometheus parser reads, behind METRICS_TOKEN or on
// METRICS_PORT, and that moves when requests arrive.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { unpackDebianPackage } from '../../scripts/debian-package.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local-postgres.ts';
import { ApiClient } from '../api/api-client.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let server: RunningServer;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  server = await startServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
});
afterAll(async () => {
  await server?.stop();
});

async function scrape(): Promise<MetricFamily[]> {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(await response.text());
}

const family = (families: MetricFamily[], name: string) => families.find((f) => f.name === name);

/** How many requests to `route` answered `status` (the counter: this parser folds labelled histograms). */
function requestCount(families: MetricFamily[], route: string, status: string): number {
  const sample = family(families, 'http_requests_total')?.metrics.find(
    (m) => m.labels?.route === route && m.labels?.status === status,
  );
  return Number(sample?.value ?? 0);
}

describe('/metrics', () => {
  it('answers only with the token on the main port (401 otherwise)', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
    const separate = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(separate.status).toBe(200);
    expect(parsePrometheusTextFormat(await separate.text()).length).toBeGreaterThan(10);
  });

  it('parses as Prometheus text, with every family the dashboards use, and moves when requests arrive', async () => {
    const first = await scrape();
    for (const name of [
      'http_request_duration_seconds',
      'http_requests_total',
      'http_requests_in_flight',
      'nodejs_eventloop_lag_seconds',
      'storage_commit_duration_seconds',
      'storage_up',
      'jobs_queue_depth',
      'jobs_oldest_due_age_seconds',
      'jobs_runs_total',
      'websocket_connections',
      'payments_total',
      'emails_total',
    ]) {
      expect(family(first, name), name).toBeDefined();
    }
    const before = requestCount(first, '/api/health', '200');
    const visitor = new ApiClient(server.url);
    for (let i = 0; i < 3; i += 1) expect((await visitor.get('/api/health')).status).toBe(200);
    expect((await visitor.get('/api/no-such-endpoint')).status).toBe(404);
    const second = await scrape();
    expect(requestCount(second, '/api/health', '200')).toBe(before + 3);
    expect(requestCount(second, '/api (no endpoint)', '404')).toBeGreaterThanOrEqual(1);
    expect(Number(family(second, 'storage_up')?.metrics[0]?.value)).toBe(1);
  });

  it('passes promtool: the scrape, the alert rules and the scrape configuration of deploy/', async () => {
    const visitor = new ApiClient(server.url);
    // Every kind of route label: an API template with a parameter, a cluster endpoint, a page, a static file, no endpoint.
    for (const path of [
      '/api/clusters/no-such-cluster',
      '/k8s/no-such-cluster/api',
      '/pricing',
      '/favicon.ico',
      '/api/no-such-endpoint',
    ])
      await visitor.get(path);
    const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const promtool = promtoolPath();
    const metrics = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${metrics.stdout}${metrics.stderr}`).toBe('');
    expect(metrics.status).toBe(0);
    // One route template style, OpenAPI's ({id}), for the API and the cluster endpoints alike.
    const routes = new Set(
      family(parsePrometheusTextFormat(text), 'http_requests_total')?.metrics.map((m) => m.labels?.route ?? ''),
    );
    expect([...routes].filter((route) => /[[\]]/.test(route))).toEqual([]);
    expect(routes).toContain('/api/clusters/{id}');
    expect(routes).toContain('/k8s/{clusterId}');
    for (const args of [
      ['check', 'rules', 'deploy/prometheus/alerts.yml'],
      ['check', 'config', 'deploy/prometheus/scrape.yml'],
    ]) {
      const run = spawnSync(promtool, args, { encoding: 'utf8' });
      expect(run.status, `promtool ${args.join(' ')}: ${run.stdout}${run.stderr}`).toBe(0);
    }
  });

  it('refuses a bad METRICS_PORT or a short METRICS_TOKEN at start, with one line naming it', async () => {
    const { startExpectingFailure } = await import('../api/server-harness.ts');
    const port = await startExpectingFailure({ METRICS_PORT: 'ninety' });
    expect(port.code).toBe(1);
    expect(port.output.trim()).toMatch(/^Invalid METRICS_PORT \(got "ninety"\): expected a port number/);
    const token = await startExpectingFailure({ METRICS_TOKEN: 'short' });
    expect(token.output.trim()).toMatch(/^Invalid METRICS_TOKEN: expected 16 to 512/);
    expect(token.output).not.toContain('short');
    const proxies = await startExpectingFailure({ TRUSTED_PROXIES: '10.0.0.0/33' });
    expect(proxies.output.trim()).toMatch(
      /^Invalid TRUSTED_PROXIES \(got "10\.0\.0\.0\/33"\): expected comma-separated addresses or CIDR blocks/,
    );
  });
});

/** Prometheus's own checker: the machine's, or unpacked from Debian's package (not installed: it would start a server). */
function promtoolPath(): string {
  const found =
    ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path)) ??
    unpackDebianPackage('prometheus', 'usr/bin/promtool');
  if (!found)
    throw new Error(
      "promtool is missing and could not be unpacked from Debian's prometheus package (apt-get download prometheus failed)",
    );
  return found;
}
