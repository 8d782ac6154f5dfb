import { createPool } from './pg-pool.ts';
import { describe, expect, it } from 'vitest';
import { createSchema, postgresUrl } from '../../../../test/support/storage.ts';
import { isMulti } from '../table-spec.ts';
import { ALL_TABLES } from '../tables.ts';
import { migrate } from './migrate.ts';

// The SQL migrations are written by hand; the table specs compute the keys. They must agree.
describe('the PostgreSQL migrations', () => {
  it('create every column and unique index the table specs use, and run once', async () => {
    const schema = await createSchema();
    const sql = createPool(postgresUrl(), { max: 1, searchPath: schema });
    try {
      expect((await migrate(sql)).length).toBeGreaterThan(0);
      expect(await migrate(sql)).toEqual([]);
      const { rows: columns } = await sql.query<{ table_name: string; column_name: string; data_type: string }>(
        'SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = $1',
        [schema],
      );
      const { rows: indexes } = await sql.query<{ indexname: string; indexdef: string }>(
        'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1',
        [schema],
      );
      for (const table of ALL_TABLES) {
        const own = columns.filter((c) => c.table_name === table.name);
        const type = (name: string) => own.find((c) => c.column_name === name)?.data_type;
        expect(type('id'), table.name).toBe('text');
        expect(type('data'), table.name).toBe(table.document ?? 'jsonb');
        expect(type(table.order.column), `${table.name}.${table.order.column}`).toBe('text');
        for (const [name, index] of Object.entries(table.indexes)) {
          expect(type(index.column), `${table.name}.${name}`).toBe(isMulti(index) ? 'ARRAY' : 'text');
          if (!isMulti(index) && index.unique) {
            const unique = indexes.find((i) => i.indexname === `${table.name}_${index.column}_key`);
            expect(unique?.indexdef, `${table.name}.${name} unique`).toMatch(/CREATE UNIQUE INDEX/);
          }
        }
      }
    } finally {
      await sql.end();
    }
  });
});
