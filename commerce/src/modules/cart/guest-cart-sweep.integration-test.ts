import { sql } from 'drizzle-orm';
import { openFreshDatabase } from '../../db/fresh-database';
import { CartRepository } from './cart.repository';
import { GUEST_CART_SWEEPS } from './cart.rules';

/**
 * The hourly guest cart sweep reads the carts table through the partial index `carts_guest_sweep`
 * (guest carts only, by `is_active` and `updated_at`), not by a scan of every cart. What the planner
 * sees here is what a shop's table holds: customers' carts of every age (never swept) and guest
 * carts of the last days, next to the few guest carts that went stale since the last sweep. It
 * guesses far more stale guest carts than there are (old customers' carts count towards its
 * guess), so only the oldest-first order keeps it on the index. Checked on the statements the
 * repository actually sends, on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
describe('the guest cart sweep on a full carts table', () => {
  let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
  const now = new Date();
  /** The sweep's batch (cart.service.ts SWEEP_BATCH). */
  const BATCH = 500;

  beforeAll(async () => {
    fresh = await openFreshDatabase({ prefix: 'cadence_sweep_plan' });
    await fresh.database.migrate();
    const db = fresh.database.db;
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    // 5,000 customers, each with an active cart and two closed ones, last changed 30 to 365 days ago.
    await db.execute(sql`
      insert into customers (email, first_name, last_name, password_hash, store)
      select 'sweep-' || i || '@example.com', 'Sweep', 'Rider', 'x', 'en-GB' from generate_series(1, 5000) as i`);
    await db.execute(sql`
      insert into carts (masked_id, customer_id, store, is_active, updated_at)
      select 'customer-' || c.id || '-' || k, c.id, 'en-GB', k = 0, ${now.toISOString()}::timestamptz - (30 + (i * 7 + k) % 336) * interval '1 day'
      from (select id, row_number() over () as i from customers) c cross join generate_series(0, 2) as k`);
    // 20,000 guest carts changed in the last three days (never swept yet).
    await db.execute(sql`
      insert into carts (masked_id, store, updated_at)
      select 'fresh-' || i, 'en-GB', ${now.toISOString()}::timestamptz - (i % 4320) * interval '1 minute'
      from generate_series(1, 20000) as i`);
    // The stale ones: 40 empty guest carts of 10 days, 40 closed of 40 days, 40 with a line of 60
    // days (abandoned); 40 of 10 days with a line stay.
    await db.execute(sql`
      insert into carts (masked_id, store, is_active, updated_at)
      select kind || '-' || i, 'en-GB', kind <> 'closed',
        case kind when 'closed' then ${ago(40)}::timestamptz when 'abandoned' then ${ago(60)}::timestamptz else ${ago(10)}::timestamptz end
      from generate_series(1, 40) as i cross join unnest(array['empty', 'closed', 'abandoned', 'lines']) as kind`);
    await db.execute(sql`
      insert into cart_items (cart_id, sku, quantity, position)
      select id, 'SKU-1', 1, 0 from carts where masked_id like 'lines-%' or masked_id like 'abandoned-%'`);
    await db.execute(sql`analyze carts`);
    await db.execute(sql`analyze cart_items`);
  }, 120_000);
  afterAll(async () => fresh?.dispose());

  /** The statements `work` sends, with their parameters written in (for EXPLAIN). */
  const statementsOf = async (work: () => Promise<unknown>): Promise<string[]> => {
    const spy = jest.spyOn(fresh.database.statements, 'logQuery');
    try {
      await work();
      return spy.mock.calls.map((call) => {
        const [query, params] = call as unknown as [string, unknown[]];
        return query.replace(/\$(\d+)/g, (_, n: string) => {
          const value = params[Number(n) - 1];
          return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
        });
      });
    } finally {
      spy.mockRestore();
    }
  };
  const plan = async (statement: string) => {
    const result = await fresh.database.db.execute(sql.raw(`explain ${statement}`));
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it.each(GUEST_CART_SWEEPS.map((sweep) => [sweep.kind, sweep] as const))(
    'deletes the stale %s guest carts in one statement that finds them through carts_guest_sweep',
    async (kind, sweep) => {
      let deleted: string[] = [];
      const repository = new CartRepository(fresh.database.db);
      const statements = await statementsOf(async () => (deleted = await repository.deleteStaleGuestCarts(sweep, now, BATCH)));
      expect(deleted).toHaveLength(40);
      const left = await fresh.database.db.execute(sql`select count(*)::int as n from carts where masked_id like ${`${kind}-%`}`);
      expect(Number((left as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
      expect(statements).toHaveLength(1);
      const text = await plan(statements[0]!);
      // The sub-select that picks the batch; the delete itself finds its rows by id (or, on a small
      // table, by a scan the planner prefers there to 500 look-ups: not the sweep's concern).
      expect(text).toMatch(/Index Scan using carts_guest_sweep on carts stale/);
      expect(text).not.toMatch(/Seq Scan on carts stale/);
    },
  );
});
