import pg from 'pg';

/**
 * Gives PostgreSQL's planner the statistics of the data just written, as autovacuum would a
 * running provider's tables a minute after a bulk load; a server started right after a seed would
 * otherwise plan on empty-table guesses (a handful of clusters per organization: it reads all 500
 * of a big one to sort them, instead of the first page in the index's order).
 */
export async function analyzeTables(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
