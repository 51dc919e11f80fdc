import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The gateway shows stock as the catalogue decides it (DESIGN.md convention 13): every
 * `stock_status` comes from catalogue.rules (`optionStockStatus`, `productStockStatus`, which know
 * that no figure means made to order). No gateway code compares a `stockQty` itself. Found with
 * the TypeScript compiler, so spacing, parentheses and `!` do not hide a comparison.
 */
const src = path.resolve(__dirname, '../..');
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
    const relative = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !/\.(test|integration-test|d)\.ts$/.test(entry.name) ? [relative] : [];
  });
}

function stockComparisons(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const isStockQty = (node: ts.Expression): boolean => {
    let inner = node;
    while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
    if (ts.isIdentifier(inner)) return inner.text === 'stockQty';
    if (ts.isPropertyAccessExpression(inner)) return inner.name.text === 'stockQty';
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

describe('stock_status comes from the catalogue’s stock rule', () => {
  it('finds a stock figure compared by hand', () => {
    expect(stockComparisons('x.ts', 'const s = o.stockQty === null ? 1 : (o!.stockQty) > 0;')).toEqual([
      'x.ts:1 o.stockQty === null',
      'x.ts:1 (o!.stockQty) > 0',
    ]);
  });

  it('no gateway code compares a stockQty', () => {
    const files = sourceFiles('.');
    expect(files).toContain('subgraphs/catalogue/configurator.resolver.ts');
    expect(files.flatMap((file) => stockComparisons(file, readFileSync(path.join(src, file), 'utf8')))).toEqual([]);
  });
});
