import { readFileSync } from 'node:fs';
import path from 'node:path';
import { propertyComparisons, sourceFiles } from '@cadence/server-kit/test-support/source-scan';

/**
 * The gateway shows stock as the catalogue decides it (DESIGN.md convention 13): every
 * `stock_status` comes from catalogue.rules (`optionStockStatus`, `productStockStatus`, which know
 * that no figure means made to order). No gateway code compares a `stockQty` itself. Found with
 * the TypeScript compiler, so spacing, parentheses and `!` do not hide a comparison.
 */
const src = path.resolve(__dirname, '../..');

/** Where `source` compares a stock figure itself: `<file>:<line> <text>`. */
const stockComparisons = (file: string, source: string) => propertyComparisons(file, source, 'stockQty');

describe('stock_status comes from the catalogue’s stock rule', () => {
  it('finds a stock figure compared by hand', () => {
    expect(stockComparisons('x.ts', 'const s = o.stockQty === null ? 1 : (o!.stockQty) > 0;')).toEqual([
      'x.ts:1 o.stockQty === null',
      'x.ts:1 (o!.stockQty) > 0',
    ]);
  });

  it('no gateway code compares a stockQty', () => {
    const files = sourceFiles(src, '.', { tests: false });
    expect(files).toContain('subgraphs/catalogue/configurator.resolver.ts');
    expect(files.flatMap((file) => stockComparisons(file, readFileSync(path.join(src, file), 'utf8')))).toEqual([]);
  });
});
