// The three e-mail endpoints answer in the same time for an address with an account and one
// without, so their timing tells nobody who is a customer. A statistical test by design (the issue
// asks for it: the medians differ by less than 2 ms). To hold on a busy machine, where one
// request's latency varies by tens of milliseconds:
// - known and unknown requests alternate in a random order, so a slow spell, or the mail work
//   a known address causes a second later, hits both alike;
// - every address (known or not) is used exactly as often, from the same client addresses, so
//   both meet the same rate-limit state;
// - the gap is the median of each round's difference (known − unknown, measured back to back),
//   so a slow spell of the machine, which lengthens both requests of a round, cancels out
//   instead of widening the spread of two separate medians;
// - it measures until the gap is precise: at least 100 pairs per endpoint, more (up to 600)
//   while the gap is above 1 ms, then asserts the 2 ms bound. (At load average 24 on 2 cores, one
//   request taking ~100 ms, 600 pairs left a noise-only gap of 2.05 ms; 1 000 shrink it by a
//   quarter, and a quiet machine stops at 100.) A real difference (the lookup,
//   token and mail job done before answering took 4–12 ms more for a known address) stays
//   above it however many pairs are measured; noise shrinks with them.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { MEASURING_TEST_MS } from '../support/budgets.ts';

/** The per-address limit of each flow (EmailFlowsService): every address is used exactly that often. */
const USES_PER_ADDRESS = 5;
/** A known and an unknown request per round; 12 rounds per client address stay below its limit of 30 per flow. */
const ROUNDS_PER_CLIENT_ADDRESS = 12;
const BATCH_ROUNDS = 50;
const MIN_ROUNDS = 100;
const MAX_ROUNDS = 1000;
const FLOWS = ['/api/auth/forgot-password', '/api/auth/magic-link', '/api/auth/resend-verification'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** POSTs `{ email }` through `agent` (bound to one loopback address); the status and the milliseconds to the whole answer. */
function timedPost(base: URL, path: string, email: string, agent: Agent): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`e-mail endpoints answer in the same time whoever asks (${backend})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(
        backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${await createSchema()}` } : {},
      );
    });
    afterAll(async () => {
      await server.stop();
    });

    it(
      'has a median difference between known and unknown addresses under 2 ms, on each endpoint',
      async () => {
        const known: string[] = [];
        const unknown: string[] = [];
        /** Addresses for `rounds` rounds: known ones are registered (unverified) accounts. */
        const addressesFor = async (rounds: number) => {
          while (known.length * USES_PER_ADDRESS < rounds) {
            const account = newAccount();
            expect((await new ApiClient(server.url).post('/api/register', account)).status).toBe(201);
            known.push(account.email);
            unknown.push(newAccount().email);
          }
        };
        const base = new URL(server.url);
        let clientAddress = 10;
        let lastKnown = 0;
        const report: string[] = [];
        for (const path of FLOWS) {
          const times = { known: [] as number[], unknown: [] as number[] };
          const differences: number[] = [];
          let agent: Agent | undefined;
          let round = 0;
          let gap = Number.POSITIVE_INFINITY;
          while (round < MIN_ROUNDS || (Math.abs(gap) >= 1 && round < MAX_ROUNDS)) {
            await addressesFor(round + BATCH_ROUNDS);
            for (const end = round + BATCH_ROUNDS; round < end; round += 1) {
              if (round % ROUNDS_PER_CLIENT_ADDRESS === 0) {
                agent?.destroy();
                clientAddress += 1;
                // Past 127.0.0.254 the loopback network goes on in 127.0.1.x (up to 250 addresses used).
                agent = new Agent({
                  keepAlive: true,
                  localAddress: `127.0.${Math.floor(clientAddress / 250)}.${(clientAddress % 250) + 1}`,
                });
              }
              const address = Math.floor(round / USES_PER_ADDRESS);
              lastKnown = address;
              const pair = [
                ['known', known[address]],
                ['unknown', unknown[address]],
              ] as const;
              for (const [kind, email] of Math.random() < 0.5 ? pair : [...pair].reverse()) {
                const answer = await timedPost(base, path, email as string, agent as Agent);
                expect(answer.status, `${path} for a ${kind} address`).toBe(202);
                times[kind].push(answer.ms);
              }
              differences.push((times.known.at(-1) as number) - (times.unknown.at(-1) as number));
            }
            gap = median(differences);
          }
          agent?.destroy();
          report.push(
            `${path}: ${round} pairs, median known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms, median difference ${gap.toFixed(2)} ms`,
          );
          expect(Math.abs(gap), report.at(-1)).toBeLessThan(2);
        }
        console.info(`E-mail endpoint timing (${backend}):\n  ${report.join('\n  ')}`);
        // The known addresses were really sent their links (behind the answers): the last one used, its verification link.
        expect((await latestMail(server.url, known[lastKnown] as string, /confirm/i)).token).toBeDefined();
      },
      MEASURING_TEST_MS,
    );
  });
}
