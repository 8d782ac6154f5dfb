// The load generator, in a process of its own: the harness that starts the servers and reads the
// results must not share an event loop (or a core's time slices) with autocannon, or it measures
// itself. Usage: node bench/load.ts '<json LoadOptions>'; prints one line of JSON (LoadResult).
import autocannon from 'autocannon';

/** What to run: a warm-up, then the measured window, on the same connections settings. */
export type LoadOptions = {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Fixed request counts instead of the durations: CPU per request over a known number of warm requests. */
  amounts?: { warmup: number; measured: number };
};

/** One measured window, as autocannon reports it. */
export type LoadResult = {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSec: number;
  /** Requests answered in the measured window. */
  requests: number;
  /** Requests answered during the warm-up (the server's CPU time covers both). */
  warmupRequests: number;
};

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const base = { url: options.url, connections: options.connections, pipelining: 1, headers: options.headers ?? {} };
const warmup = options.amounts
  ? options.amounts.warmup > 0
    ? await autocannon({ ...base, amount: options.amounts.warmup })
    : undefined
  : options.warmupSeconds > 0
    ? await autocannon({ ...base, duration: options.warmupSeconds })
    : undefined;
const result = await autocannon(
  options.amounts ? { ...base, amount: options.amounts.measured } : { ...base, duration: options.durationSeconds },
);
const answer: LoadResult = {
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytesPerSec: result.throughput.average,
  requests: result.requests.total,
  warmupRequests: warmup?.requests.total ?? 0,
};
process.stdout.write(`${JSON.stringify(answer)}\n`);
