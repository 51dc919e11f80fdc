import { readFileSync } from 'node:fs';
import path from 'node:path';
import { propertyComparisons, sourceFiles } from '@cadence/server-kit/test-support/source-scan';

/**
 * Stock status is one rule (DESIGN.md convention 13): `stockStatus` in catalogue/catalogue.rules.ts
 * says what a stock figure means (null: made to order), and `coversQuantity`, `optionStockStatus`
 * and `productStockStatus` build on it. No other product code compares a `stockQty` itself (`<= 0`,
 * `> 0`, `=== null` ...): it calls the rule. The SQL that takes stock (stock.repository.ts) is held
 * to the same rule by stock.integration-test.ts. Found with the TypeScript compiler, so spacing,
 * parentheses and `!` do not hide a comparison.
 */
const src = path.resolve(__dirname, '..');
const RULE_FILE = 'modules/catalogue/catalogue.rules.ts';

/** Where `source` compares a stock figure itself: `<file>:<line> <text>`. */
const stockComparisons = (file: string, source: string) => propertyComparisons(file, source, 'stockQty');

describe('stock status is decided by the one rule', () => {
  it('finds a stock figure compared by hand, however written', () => {
    const sample = [
      'if (option && option.stockQty <= 0) x();',
      'const a = o.stockQty === null ? 1 : 2;',
      'const b = (size!.stockQty) > 0;',
      "const c = 0 >= row['stockQty'];",
      'const d = stockQty !== null;',
      'const e = coversQuantity(o.stockQty, 2) && o.stock > 0;',
    ].join('\n');
    expect(stockComparisons('sample.ts', sample)).toEqual([
      'sample.ts:1 option.stockQty <= 0',
      'sample.ts:2 o.stockQty === null',
      'sample.ts:3 (size!.stockQty) > 0',
      "sample.ts:4 0 >= row['stockQty']",
      'sample.ts:5 stockQty !== null',
    ]);
  });

  it('no product code outside catalogue.rules.ts compares a stockQty', () => {
    const files = sourceFiles(src, 'modules', { tests: false }).filter((file) => file !== RULE_FILE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => stockComparisons(file, readFileSync(path.join(src, file), 'utf8')))).toEqual([]);
  });

  it('the rule file itself is where the comparison lives', () => {
    expect(stockComparisons(RULE_FILE, readFileSync(path.join(src, RULE_FILE), 'utf8'))).not.toEqual([]);
  });
});
