import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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
const COMPARISONS = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !/\.(test|integration-test)\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** Where `source` compares a stock figure itself: `<file>:<line> <text>`. */
function stockComparisons(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const isStockQty = (node: ts.Expression): boolean => {
    let inner = node;
    while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
    if (ts.isIdentifier(inner)) return inner.text === 'stockQty';
    if (ts.isPropertyAccessExpression(inner)) return inner.name.text === 'stockQty';
    if (ts.isElementAccessExpression(inner)) {
      return ts.isStringLiteralLike(inner.argumentExpression) && inner.argumentExpression.text === 'stockQty';
    }
    return false;
  };
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      COMPARISONS.has(node.operatorToken.kind) &&
      (isStockQty(node.left) || isStockQty(node.right))
    ) {
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.getText(sf)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

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
    const files = sourceFiles('modules').filter((file) => file !== RULE_FILE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => stockComparisons(file, readFileSync(path.join(src, file), 'utf8')))).toEqual([]);
  });

  it('the rule file itself is where the comparison lives', () => {
    expect(stockComparisons(RULE_FILE, readFileSync(path.join(src, RULE_FILE), 'utf8'))).not.toEqual([]);
  });
});
