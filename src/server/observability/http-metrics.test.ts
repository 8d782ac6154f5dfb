import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HttpMetrics } from './http-metrics.ts';

describe('HttpMetrics', () => {
  it('exports the request families as Prometheus text: cumulative buckets, sum, count, in flight', async () => {
    const registry = new Registry();
    const http = new HttpMetrics(registry, [0.01, 0.1, 1]);
    const health = http.tally('GET', '/api/health', 200);
    // The same tally each time: bound once per method, route and status.
    expect(http.tally('GET', '/api/health', 200)).toBe(health);
    health.observe(0.005);
    health.observe(0.05);
    health.observe(0.1);
    health.observe(3);
    http.tally('POST', '/api/login', 401).observe(0.2);
    http.inFlight = 2;

    const text = await registry.metrics();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/health",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/health",status="200"} 3',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="1",method="GET",route="/api/health",status="200"} 3',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="200"} 4',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 4');
    expect(text).toContain('http_requests_total{method="POST",route="/api/login",status="401"} 1');
    expect(text).toContain('http_requests_in_flight 2');

    const families = parsePrometheusTextFormat(text);
    const total = families.find((f) => f.name === 'http_requests_total');
    expect(total?.type).toBe('COUNTER');
    expect(total?.metrics.find((m) => m.labels?.route === '/api/health')?.value).toBe('4');
    const histogram = families.find((f) => f.name === 'http_request_duration_seconds');
    expect(histogram?.type).toBe('HISTOGRAM');
    const sum = /^http_request_duration_seconds_sum\{method="GET",route="\/api\/health",status="200"\} (\S+)$/m.exec(
      text,
    )?.[1];
    expect(Number(sum)).toBeCloseTo(3.155, 6);
  });
});
