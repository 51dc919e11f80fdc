import { sql } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { parseListingQuery, type ListingArguments, type ProductSort } from './listing-query.rules';
import { effectivePrice } from './price.rules';

/**
 * A listing's pages, read one after another, are the whole ordered listing: every sort, both ways,
 * in both storefronts, each page's products read whole. The expected order is worked out here from
 * the rows themselves (the sort rules of spec §3, ties to the lower id), not by the repository's SQL,
 * which cuts the page by ids and sort keys before it reads the page's rows.
 */

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_listing_pages' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, { referenceTtlMs: 0, catalogueTtlMs: 0 });
});
afterAll(async () => fresh?.dispose());

type Candidate = {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
  position: number | null;
  nameRank: number;
  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
};

/** Every product a listing of `categoryPath` (or of the whole catalogue) may show, with what it is sorted by. */
async function candidates(store: string, currency: string, categoryPath: string | null): Promise<Candidate[]> {
  const result = await fresh.database.db.execute(sql`
    select p.id, pt.name, pt.description, p.created_at,
      (select min(pc.position) from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and c.url_path = ${categoryPath}) as position,
      dense_rank() over (order by pt.name) as name_rank,
      pp.price, pp.special_price, pp.special_from, pp.special_to
    from products p
    join product_translations pt on pt.product_id = p.id and pt.store = ${store}
    join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
    where p.is_active and pp.price is not null
      and (${categoryPath}::text is null or exists (select 1 from product_categories pc join categories c
        on c.id = pc.category_id where pc.product_id = p.id and c.url_path = ${categoryPath}))`);
  const date = (v: unknown) => (v === null ? null : new Date(v as string));
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    createdAt: date(r.created_at)!,
    position: r.position === null ? null : Number(r.position),
    nameRank: Number(r.name_rank),
    price: Number(r.price),
    specialPrice: r.special_price === null ? null : Number(r.special_price),
    specialFrom: date(r.special_from),
    specialTo: date(r.special_to),
  }));
}

/** The ids in the order a sort puts them (ties to the lower id). */
function ordered(rows: Candidate[], sort: ProductSort, byCategory: boolean, now: Date): number[] {
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
        return c.id;
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
    ['en-GB', 'GBP', 'bikes'],
    ['de-DE', 'EUR', 'bikes/road'],
    ['en-GB', 'GBP', null],
  ])('read one after another are the whole listing in order, every sort (%s, %s, %s)', async (store, currency, path) => {
    const rows = await candidates(store, currency, path);
    expect(rows.length).toBeGreaterThan(14);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const category = path === null ? null : await categoryId(path);
    for (const sort of SORTS) {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const args: ListingArguments = { categoryId: category, sort, pageSize: 7, currentPage: page };
        const parsed = parseListingQuery(args, { store, currency });
        if (!parsed.ok) throw new Error(parsed.problems.join(' '));
        const listing = await commerce.catalogue.listProducts(parsed.query);
        if (listing.items.length === 0) break;
        expect(listing.total).toBe(rows.length);
        for (const item of listing.items) {
          const row = byId.get(item.id)!;
          expect({ name: item.name, description: item.description, currency: item.currency }).toEqual({
            name: row.name,
            description: row.description,
            currency,
          });
        }
        seen.push(...listing.items.map((p) => p.id));
      }
      expect({ sort, ids: seen }).toEqual({ sort, ids: ordered(rows, sort, category !== null, new Date()) });
    }
  });

  it('gives the total with an empty page past the end', async () => {
    const bikes = await categoryId('bikes');
    const parsed = parseListingQuery({ categoryId: bikes, pageSize: 24, currentPage: 40 }, { store: 'en-GB', currency: 'GBP' });
    if (!parsed.ok) throw new Error(parsed.problems.join(' '));
    const listing = await commerce.catalogue.listProducts(parsed.query);
    expect(listing.items).toEqual([]);
    expect(listing.total).toBe((await candidates('en-GB', 'GBP', 'bikes')).length);
  });
});
