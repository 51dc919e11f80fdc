import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { openFreshDatabase } from './fresh-database';
import { PREPARED_STATEMENTS_PER_CONNECTION, statementName } from './prepared-statements';

// Prepared statements are a PostgreSQL-server matter (PGlite runs in-process without the pool):
// this file runs in CI's PostgreSQL pass of the integration tier.
const describeWithPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describeWithPostgres('prepared statements on a PostgreSQL connection', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  /** The statements the pool's one connection holds prepared (asked without parameters, so never prepared itself). */
  const prepared = async (): Promise<{ name: string; statement: string; generic_plans: number }[]> =>
    rowsOf(
      await database.db.execute(
        sql.raw(
          `select name, statement, generic_plans::int from pg_prepared_statements where name like 'cc\\_%' order by statement`,
        ),
      ),
    );

  beforeAll(async () => {
    ({ database, dispose } = await openFreshDatabase({ prefix: 'cadence_prepared', poolSize: 1 }));
    await database.db.execute(sql.raw('create table sizes (id int primary key, label text not null)'));
    await database.db.execute(sql.raw(`insert into sizes select i, 'size ' || i from generate_series(1, 50) i`));
  });
  afterAll(() => dispose());

  it('prepares a statement with parameters once and answers every run with its own values', async () => {
    const label = (id: number) => database.db.execute(sql`select label from sizes where id = ${id}`);
    const answers: string[] = [];
    for (let id = 1; id <= 8; id++) answers.push(rowsOf<{ label: string }>(await label(id))[0]!.label);
    expect(answers).toEqual(['size 1', 'size 2', 'size 3', 'size 4', 'size 5', 'size 6', 'size 7', 'size 8']);
    const mine = (await prepared()).filter((p) => p.statement.includes('from sizes where id = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toBe(statementName(mine[0]!.statement));
    // Past PostgreSQL's five custom plans the generic one is used: planned once, not per run.
    expect(mine[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('leaves statements without parameters unprepared (simple protocol: migrations, several statements in one text)', async () => {
    const before = (await prepared()).length;
    await database.db.execute(sql.raw('select 1; select 2'));
    expect(await prepared()).toHaveLength(before);
  });

  it('keeps at most PREPARED_STATEMENTS_PER_CONNECTION per connection and still answers the rest', async () => {
    const already = (await prepared()).length;
    const distinct = PREPARED_STATEMENTS_PER_CONNECTION - already + 5;
    for (let i = 0; i < distinct; i++) {
      const rows = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from sizes where id <= ${i + 1} and ${sql.raw(String(i))} >= 0`),
      );
      expect(rows[0]!.n).toBe(Math.min(i + 1, 50));
    }
    expect(await prepared()).toHaveLength(PREPARED_STATEMENTS_PER_CONNECTION);
  });

  it('reports a failing statement as before and leaves the connection usable', async () => {
    await expect(database.db.execute(sql`select label from no_such_table where id = ${1}`)).rejects.toThrow(/no_such_table/);
    const rows = rowsOf<{ label: string }>(await database.db.execute(sql`select label from sizes where id = ${2}`));
    expect(rows[0]!.label).toBe('size 2');
  });
});

describeWithPostgres(
  'without prepared statements (DATABASE_PREPARED_STATEMENTS=off, e.g. behind PgBouncer in transaction mode)',
  () => {
    it('runs every statement unnamed, as the plain pg client does', async () => {
      const { database, dispose } = await openFreshDatabase({
        prefix: 'cadence_unprepared',
        poolSize: 1,
        preparedStatements: false,
      });
      try {
        for (let id = 1; id <= 3; id++) {
          const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select ${id}::int as n`));
          expect(rows[0]!.n).toBe(id);
        }
        const prepared = rowsOf(await database.db.execute(sql.raw('select name from pg_prepared_statements')));
        expect(prepared).toEqual([]);
      } finally {
        await dispose();
      }
    });
  },
);

describe('statement names', () => {
  it('are derived from the text: the same text the same name, different texts different names', () => {
    expect(statementName('select $1')).toBe(statementName('select $1'));
    expect(statementName('select $1')).not.toBe(statementName('select $1 '));
    expect(statementName('select $1')).toMatch(/^cc_[\w-]{24}$/);
  });
});
