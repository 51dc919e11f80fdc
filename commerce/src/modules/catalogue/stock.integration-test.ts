import { eq } from 'drizzle-orm';
import { openFreshDatabase } from '../../db/fresh-database';
import { coversQuantity } from './catalogue.rules';
import { bundleSelections, productOptions, products } from './catalogue.tables';
import { StockRepository } from './stock.repository';

/**
 * Taking stock is SQL (one guarded UPDATE, stock.repository.ts); whether it succeeds must be the
 * stock rule the shop shows and the cart checks (`coversQuantity`, from `stockStatus`): units are
 * taken exactly when the figure covers the quantity, and a selection without a figure (made to
 * order) is never short and keeps no figure.
 */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let stock: StockRepository;
let productId: number;
let serial = 0;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_stock' });
  await fresh.database.migrate();
  const [product] = await fresh.database.db
    .insert(products)
    .values({ sku: 'STOCK', typeId: 'pac', urlKey: 'stock', manufacturer: 'Test', attributes: {}, createdAt: new Date() })
    .returning({ id: products.id });
  productId = product!.id;
  stock = new StockRepository(fresh.database.db);
});
afterAll(async () => fresh?.dispose());

const figures = [0, 1, 2, 3];
const wanted = [1, 2, 3];

describe('taking stock agrees with the stock rule', () => {
  it.each(figures.flatMap((figure) => wanted.map((quantity) => [figure, quantity] as const)))(
    'an option with %p left, %p wanted',
    async (figure, quantity) => {
      const db = fresh.database.db;
      const [option] = await db
        .insert(productOptions)
        .values({
          productId,
          sku: `STOCK-O${++serial}`,
          optionType: 'size',
          value: `v${serial}`,
          labels: { 'en-GB': 'One' },
          stockQty: figure,
          position: serial,
        })
        .returning({ id: productOptions.id });
      const taken = await stock.take({ optionId: option!.id, selectionId: null, quantity, name: 'x' });
      expect(taken).toBe(coversQuantity(figure, quantity));
      const [after] = await db
        .select({ left: productOptions.stockQty })
        .from(productOptions)
        .where(eq(productOptions.id, option!.id));
      expect(after!.left).toBe(taken ? figure - quantity : figure);
    },
  );

  it.each([null, ...figures].flatMap((figure) => wanted.map((quantity) => [figure, quantity] as const)))(
    'a bundle selection with %p left, %p wanted',
    async (figure, quantity) => {
      const db = fresh.database.db;
      const [selection] = await db
        .insert(bundleSelections)
        .values({
          sku: `BBOPT-STOCK-${++serial}`,
          kind: 'option',
          code: `s${serial}`,
          hex: '#000000',
          labels: { 'en-GB': 'One' },
          stockQty: figure,
          position: serial,
        })
        .returning({ id: bundleSelections.id });
      const taken = await stock.take({ optionId: null, selectionId: selection!.id, quantity, name: 'x' });
      expect(taken).toBe(coversQuantity(figure, quantity));
      const [after] = await db
        .select({ left: bundleSelections.stockQty })
        .from(bundleSelections)
        .where(eq(bundleSelections.id, selection!.id));
      expect(after!.left).toBe(figure === null ? null : taken ? figure - quantity : figure);
    },
  );
});
