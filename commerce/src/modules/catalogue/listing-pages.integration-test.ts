import { sql } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { parseListingQuery, type ListingArguments, type ProductSort } from './listing-query.rules';
import { effectivePrice } from './price.rules';

/**
 * A listing's pages, read one after another, are the whole ordered listing: every sort, both ways,
 * in both storefronts and with a search, each page's products read whole at the price in force. The
 * expected order is put together here from each product's sort values (spec §3's rules, ties to the
 * lower id), not by the repository's query, which cuts the page by ids and sort keys before it reads
 * the page's rows. The values themselves come from SQL where SQL defines them: the name order (the
 * database's collation) and the search rank (ts_rank).
 */

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_listing_pages' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  await makeOrderHard();
  commerce = createCommerce(fresh.database, { referenceTtlMs: 0, catalogueTtlMs: 0 });
});
afterAll(async () => fresh?.dispose());

/**
 * The seed's bikes have distinct names, positions and prices and no special-price windows: some are
 * given here, so that the order depends on `now` and on the tie-break. In every currency, the first
 * road bikes (by id) get special prices in force (two of them at one price), one that ended and one
 * that has not begun, each crossing other bikes' prices; two bikes share a name (in both languages)
 * and two a position in their categories.
 */
async function makeOrderHard(): Promise<void> {
  const db = fresh.database.db;
  const road = rowsOf<{ id: number }>(
    await db.execute(sql`select pc.product_id as id from product_categories pc join categories c on c.id = pc.category_id
      where c.url_path = 'bikes/road' order by pc.product_id limit 8`),
  ).map((r) => Number(r.id));
  expect(road).toHaveLength(8);
  const [inForce, ended, notYet, alsoInForce, sameName1, sameName2, samePosition1, samePosition2] = road as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const day = "interval '1 day'";
  await db.execute(sql`update product_prices set special_price = round(price * 0.5, 2), special_from = now() - ${sql.raw(day)},
    special_to = now() + ${sql.raw(day)} where product_id in (${inForce}, ${alsoInForce})`);
  await db.execute(sql`update product_prices set special_price = round(price * 0.4, 2), special_to = now() - ${sql.raw(day)}
    where product_id = ${ended}`);
  await db.execute(sql`update product_prices set special_price = round(price * 0.3, 2), special_from = now() + ${sql.raw(day)}
    where product_id = ${notYet}`);
  await db.execute(sql`update product_prices set price = p2.price from product_prices p2
    where product_prices.product_id = ${alsoInForce} and p2.product_id = ${inForce} and p2.currency = product_prices.currency`);
  await db.execute(sql`update product_translations set name = 'A shared name' where product_id in (${sameName1}, ${sameName2})`);
  await db.execute(sql`update product_categories set position = 1 where product_id in (${samePosition1}, ${samePosition2})`);
}

type Candidate = {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
  position: number | null;
  nameRank: number;
  relevance: number;
  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
};

/** Every product a listing of `categoryPath` (or of the whole catalogue) may show, with what it is sorted by. */
async function candidates(
  store: string,
  currency: string,
  categoryPath: string | null,
  search: { config: string; tsquery: string } | null = null,
): Promise<Candidate[]> {
  const result = await fresh.database.db.execute(sql`
    select p.id, pt.name, pt.description, p.created_at,
      (select min(pc.position) from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and c.url_path = ${categoryPath}) as position,
      dense_rank() over (order by pt.name) as name_rank,
      (select ts_rank(ps.document, to_tsquery(${search?.config ?? 'simple'}::regconfig, ${search?.tsquery ?? ''}))
        from product_search ps where ps.product_id = p.id and ps.store = ${store}) as relevance,
      pp.price, pp.special_price, pp.special_from, pp.special_to
    from products p
    join product_translations pt on pt.product_id = p.id and pt.store = ${store}
    join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
    where p.is_active and pp.price is not null
      and (${categoryPath}::text is null or exists (select 1 from product_categories pc join categories c
        on c.id = pc.category_id where pc.product_id = p.id and c.url_path = ${categoryPath}))
      and (${search === null} or exists (select 1 from product_search ps where ps.product_id = p.id and ps.store = ${store}
        and ps.document @@ to_tsquery(${search?.config ?? 'simple'}::regconfig, ${search?.tsquery ?? ''})))`);
  const date = (v: unknown) => (v === null ? null : new Date(v as string));
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    createdAt: date(r.created_at)!,
    position: r.position === null ? null : Number(r.position),
    nameRank: Number(r.name_rank),
    relevance: r.relevance === null ? 0 : Number(r.relevance),
    price: Number(r.price),
    specialPrice: r.special_price === null ? null : Number(r.special_price),
    specialFrom: date(r.special_from),
    specialTo: date(r.special_to),
  }));
}

/** The ids in the order a sort puts them (ties to the lower id). */
function ordered(rows: Candidate[], sort: ProductSort, byCategory: boolean, searched: boolean, now: Date): number[] {
  const sign = sort.direction === 'desc' ? -1 : 1;
  const key = (c: Candidate): number => {
    switch (sort.field) {
      case 'price':
        return sign * effectivePrice(c, now);
      case 'name':
        return sign * c.nameRank;
      case 'newest':
        return -c.createdAt.getTime();
      case 'relevance':
        return searched ? sign * c.relevance : c.id;
      default:
        return byCategory ? sign * c.position! : sign * c.id;
    }
  };
  return [...rows].sort((a, b) => key(a) - key(b) || a.id - b.id).map((c) => c.id);
}

const SORTS: ProductSort[] = (['position', 'price', 'name', 'newest', 'relevance'] as const).flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
);

async function categoryId(path: string): Promise<number> {
  const result = await fresh.database.db.execute(sql`select id from categories where url_path = ${path}`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

describe('listing pages', () => {
  it.each([
    ['en-GB', 'GBP', 'bikes', null],
    ['de-DE', 'EUR', 'bikes/road', null],
    ['en-GB', 'GBP', null, null],
    ['en-GB', 'GBP', null, 'road bike'],
    ['de-DE', 'CHF', null, 'Helm'],
  ])(
    'read one after another are the whole listing in order, every sort (%s, %s, %s, search %s)',
    async (store, currency, path, text) => {
      const search = text === null ? null : await commerce.search.prepare(store, text);
      const rows = await candidates(store, currency, path, search);
      expect(rows.length).toBeGreaterThan(7);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const category = path === null ? null : await categoryId(path);
      for (const sort of SORTS) {
        const seen: number[] = [];
        const now = new Date();
        for (let page = 1; ; page++) {
          const args: ListingArguments = { categoryId: category, sort, pageSize: 7, currentPage: page };
          const parsed = parseListingQuery(args, { store, currency, search });
          if (!parsed.ok) throw new Error(parsed.problems.join(' '));
          const listing = await commerce.catalogue.listProducts(parsed.query);
          if (listing.items.length === 0) break;
          expect(listing.total).toBe(rows.length);
          for (const item of listing.items) {
            const row = byId.get(item.id)!;
            expect({
              name: item.name,
              description: item.description,
              currency: item.currency,
              shown: item.specialPrice ?? item.price,
            }).toEqual({
              name: row.name,
              description: row.description,
              currency,
              shown: effectivePrice(row, now),
            });
          }
          seen.push(...listing.items.map((p) => p.id));
        }
        expect({ sort, ids: seen }).toEqual({ sort, ids: ordered(rows, sort, category !== null, search !== null, now) });
      }
    },
  );

  it('gives the total with an empty page past the end', async () => {
    const bikes = await categoryId('bikes');
    const parsed = parseListingQuery({ categoryId: bikes, pageSize: 24, currentPage: 40 }, { store: 'en-GB', currency: 'GBP' });
    if (!parsed.ok) throw new Error(parsed.problems.join(' '));
    const listing = await commerce.catalogue.listProducts(parsed.query);
    expect(listing.items).toEqual([]);
    expect(listing.total).toBe((await candidates('en-GB', 'GBP', 'bikes')).length);
  });
});
