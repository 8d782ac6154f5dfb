// The arguments of `npm run seed`: how many organizations, clusters and months of history.

/** What `npm run seed` creates; `now` is the hour the history runs up to (ms). */
export type SeedOptions = {
  organizations: number;
  clustersPerOrg: number;
  months: number;
  /** The first organization's cluster count, when it should be a big customer (0: like the others). */
  bigOrgClusters: number;
  now: number;
  /** The one password every seeded owner signs in with. */
  password: string;
};

export const SEED_PASSWORD = 'Seeded-Owner-Passw0rd!';

const HOUR_MS = 3_600_000;

const USAGE = `Usage: npm run seed -- --organizations N [--clusters-per-org M] [--months K] [--big-org-clusters B] [--now ISO-hour]
  N organizations (1–1 000 000), M clusters each (default 2, at most 1 000), K months of
  history back from now (default 1, at most 24; 0: since midnight), the first organization with B clusters.`;

function whole(name: string, value: string | undefined, min: number, max: number): number {
  const parsed = Number(value);
  if (value === undefined || !Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}.\n${USAGE}`);
  return parsed;
}

/** Reads `--name value` pairs; throws with the usage on anything unknown or out of range. */
export function parseSeedArgs(argv: readonly string[], now = Date.now()): SeedOptions {
  const values = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i] ?? '';
    if (!name.startsWith('--')) throw new Error(`Unexpected argument ${name}.\n${USAGE}`);
    values.set(name.slice(2), argv[i + 1]);
  }
  const known = new Set(['organizations', 'clusters-per-org', 'months', 'big-org-clusters', 'now']);
  for (const name of values.keys()) if (!known.has(name)) throw new Error(`Unknown option --${name}.\n${USAGE}`);
  const at = values.has('now') ? Date.parse(values.get('now') ?? '') : now;
  if (!Number.isFinite(at)) throw new Error(`--now must be a date and time, e.g. 2026-10-31T23:00:00Z.\n${USAGE}`);
  return {
    organizations: whole('organizations', values.get('organizations'), 1, 1_000_000),
    clustersPerOrg: values.has('clusters-per-org')
      ? whole('clusters-per-org', values.get('clusters-per-org'), 1, 1000)
      : 2,
    months: values.has('months') ? whole('months', values.get('months'), 0, 24) : 1,
    bigOrgClusters: values.has('big-org-clusters')
      ? whole('big-org-clusters', values.get('big-org-clusters'), 1, 10_000)
      : 0,
    now: Math.floor(at / HOUR_MS) * HOUR_MS,
    password: SEED_PASSWORD,
  };
}
