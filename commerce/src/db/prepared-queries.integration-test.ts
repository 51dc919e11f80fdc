import { asc, and, gte, inArray, sql, type Placeholder } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { openFreshDatabase } from './fresh-database';
import { KeyedQueries, UNNAMED } from './prepared-queries';

const sizes = pgTable('sizes', { id: integer('id').primaryKey(), label: text('label').notNull() });

// Runs on PGlite and, in CI's PostgreSQL pass, on the server (where each connection also prepares them).
describe('KeyedQueries', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let built: number[];
  let queries: KeyedQueries<{ atLeast: (keys: Placeholder[]) => { execute(values: Record<string, unknown>): Promise<unknown> } }>;

  beforeAll(async () => {
    ({ database, dispose } = await openFreshDatabase({ prefix: 'cadence_keyed', poolSize: 2 }));
    await database.db.execute(sql.raw('create table sizes (id int primary key, label text not null)'));
    await database.db.execute(sql.raw(`insert into sizes select i, 'size ' || i from generate_series(1, 50) i`));
    built = [];
    queries = new KeyedQueries({
      atLeast: (keys: Placeholder[]) => {
        built.push(keys.length);
        return database.db
          .select({ id: sizes.id, label: sizes.label })
          .from(sizes)
          .where(and(inArray(sizes.id, keys), gte(sizes.id, sql.placeholder('from'))))
          .orderBy(asc(sizes.id))
          .prepare(UNNAMED);
      },
    });
  });
  afterAll(() => dispose());

  it('answers every run with its own keys and values, building once per number of keys', async () => {
    const run = (keys: number[], from: number) => queries.run('atLeast', keys, { from }) as Promise<{ id: number }[]>;
    expect((await run([3], 1)).map((r) => r.id)).toEqual([3]);
    expect((await run([7], 1)).map((r) => r.id)).toEqual([7]);
    expect((await run([9, 2, 40], 1)).map((r) => r.id)).toEqual([2, 9, 40]);
    expect((await run([9, 2, 40], 5)).map((r) => r.id)).toEqual([9, 40]);
    expect((await run([11, 12, 13], 13)).map((r) => r.id)).toEqual([13]);
    expect(await run([99], 1)).toEqual([]);
    expect(built).toEqual([1, 3]);
  });

  it('runs concurrently on several connections with the right answers for each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => queries.run('atLeast', [i + 1, i + 2], { from: 0 }) as Promise<{ label: string }[]>),
    );
    answers.forEach((rows, i) => expect(rows.map((r) => r.label)).toEqual([`size ${i + 1}`, `size ${i + 2}`]));
  });
});
