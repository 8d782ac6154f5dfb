// The books-balance property (test/api/books-property.test.ts) with many more random histories
// than `npm test` runs: `npm run bench:books` (BOOKS_RUNS, default 500 on the embedded store and
// half as many on PostgreSQL; BOOKS_SEED to explore other histories). Prints the runs and the time.
import { spawnSync } from 'node:child_process';

const runs = process.env.BOOKS_RUNS ?? '500';
const seed = process.env.BOOKS_SEED ?? String(Date.now() % 1_000_000_007);
const started = performance.now();
const result = spawnSync('npx', ['vitest', 'run', 'test/api/books-property.test.ts', '-t', 'random histories'], {
  stdio: 'inherit',
  env: { ...process.env, BOOKS_RUNS: runs, BOOKS_SEED: seed },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `books property: ${runs} runs per backend (PostgreSQL: half), seed ${seed}, ${seconds} s, ${result.status === 0 ? 'held' : 'FAILED'}`,
);
process.exit(result.status ?? 1);
