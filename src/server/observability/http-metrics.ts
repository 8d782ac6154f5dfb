import type { Registry } from 'prom-client';

/** One method, route template and status: its count, its sum of seconds and its buckets. */
export class RequestTally {
  readonly labels: Readonly<{ method: string; route: string; status: string }>;
  count = 0;
  sum = 0;
  /** Per bucket (not cumulative): requests whose duration is at most that bound and above the one before; the last is +Inf. */
  readonly buckets: Float64Array;
  #bounds: readonly number[];

  constructor(labels: { method: string; route: string; status: string }, bounds: readonly number[]) {
    this.labels = labels;
    this.#bounds = bounds;
    this.buckets = new Float64Array(bounds.length + 1);
  }

  /** One request answered in `seconds`. */
  observe(seconds: number): void {
    this.count += 1;
    this.sum += seconds;
    const bounds = this.#bounds;
    let i = 0;
    while (i < bounds.length && seconds > (bounds[i] as number)) i += 1;
    this.buckets[i] = (this.buckets[i] as number) + 1;
  }
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };
type Family = {
  name: string;
  help: string;
  type: 'counter' | 'histogram' | 'gauge';
  values: Sample[];
  aggregator: 'sum';
};

/**
 * `http_request_duration_seconds`, `http_requests_total` and `http_requests_in_flight`, kept as
 * plain numbers while requests are answered and turned into Prometheus samples only when
 * scraped. prom-client's own instruments (even a child from `labels()`) hash and validate the
 * label set on every observation; here each method, route and status is looked up once into a
 * tally, and a request costs a map lookup and a few additions. Registered in the same registry,
 * so /metrics reads the same families, with the same names, labels and buckets as before.
 */
export class HttpMetrics {
  readonly bounds: readonly number[];
  /** Requests being answered now. */
  inFlight = 0;
  #tallies: RequestTally[] = [];
  // Route, then method, then status: the route templates and Node's method names are the same
  // string objects every time (their hashes kept), unlike a key joined anew for each request.
  #byRoute = new Map<string, Map<string, Map<number, RequestTally>>>();

  constructor(registry: Registry, bounds: readonly number[]) {
    this.bounds = bounds;
    const register = (family: () => Omit<Family, 'aggregator'>) => {
      const probe = family();
      // The registry needs name, help and type up front, and get() at each scrape.
      registry.registerMetric({
        name: probe.name,
        help: probe.help,
        type: probe.type,
        aggregator: 'sum',
        get: async () => ({ ...family(), aggregator: 'sum' }),
      } as unknown as Parameters<Registry['registerMetric']>[0]);
    };
    register(() => ({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route template (/api/clusters/[id]) and status',
      type: 'histogram',
      values: this.#histogramSamples(),
    }));
    register(() => ({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      type: 'counter',
      values: this.#counterSamples(),
    }));
    register(() => ({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered now',
      type: 'gauge',
      values: [{ labels: {}, value: this.inFlight }],
    }));
  }

  /** The tally of one method, route and status, made at its first request. */
  tally(method: string, route: string, status: number): RequestTally {
    let byMethod = this.#byRoute.get(route);
    if (byMethod === undefined) this.#byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let tally = byStatus.get(status);
    if (tally === undefined) {
      tally = new RequestTally({ method, route, status: String(status) }, this.bounds);
      byStatus.set(status, tally);
      this.#tallies.push(tally);
    }
    return tally;
  }

  #counterSamples(): Sample[] {
    return this.#tallies.map((tally) => ({ labels: { ...tally.labels }, value: tally.count }));
  }

  #histogramSamples(): Sample[] {
    const samples: Sample[] = [];
    for (const tally of this.#tallies) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += tally.buckets[i] as number;
        samples.push({
          metricName: 'http_request_duration_seconds_bucket',
          labels: { le: bound, ...tally.labels },
          value: cumulative,
        });
      });
      samples.push({
        metricName: 'http_request_duration_seconds_bucket',
        labels: { le: '+Inf', ...tally.labels },
        value: tally.count,
      });
      samples.push({ metricName: 'http_request_duration_seconds_sum', labels: { ...tally.labels }, value: tally.sum });
      samples.push({
        metricName: 'http_request_duration_seconds_count',
        labels: { ...tally.labels },
        value: tally.count,
      });
    }
    return samples;
  }
}
