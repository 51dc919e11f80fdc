import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { lineOf, parseSource, propertyComparisons, sourceFiles } from '@cadence/server-kit/test-support/source-scan';

/**
 * The effective price is one rule (DESIGN.md convention 13): `shownPrice` and `effectivePrice` in
 * shared/format/price.rules.ts decide which of a price and its special price a shopper pays and
 * sees. No other web code decides it again: no `special_price ?? price` or
 * `aggregated_price_special || aggregated_price` fallback, no `special ? special : price`, no
 * comparison of a special price (`special_price < price`, `special_price !== null`). Turning an
 * absent special price into null (`?? null`, `?? undefined`) decides nothing and is left alone.
 * Found with the TypeScript compiler, so spacing, line breaks, parentheses and `!` hide nothing.
 */
const web = path.resolve(__dirname, '../../..');
const RULE_FILE = 'src/shared/format/price.rules.ts';
const SPECIAL_PRICES = ['special_price', 'aggregated_price_special'] as const;

/** The special-price property `node` reads (bare, `x.p`, `x['p']`, in parentheses or with `!`), if any. */
function specialPriceRead(node: ts.Expression): string | null {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
  let name: string | null = null;
  if (ts.isIdentifier(inner)) name = inner.text;
  else if (ts.isPropertyAccessExpression(inner)) name = inner.name.text;
  else if (ts.isElementAccessExpression(inner) && ts.isStringLiteralLike(inner.argumentExpression)) {
    name = inner.argumentExpression.text;
  }
  return name !== null && (SPECIAL_PRICES as readonly string[]).includes(name) ? name : null;
}

/** Whether `node` is `null` or `undefined` (a fallback to it only normalises an absent value). */
function isNothing(node: ts.Expression): boolean {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined');
}

const FALLBACKS: ReadonlySet<ts.SyntaxKind> = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
]);

/** Where `source` (the text of `file`) decides between a price and its special price itself: `<file>:<line> <text>`. */
function priceRuleRewrites(file: string, source: string): string[] {
  const sf = parseSource(file, source);
  const found = new Set<string>();
  const add = (node: ts.Node) => found.add(`${file}:${lineOf(sf, node)} ${node.getText(sf)}`);
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      FALLBACKS.has(node.operatorToken.kind) &&
      specialPriceRead(node.left) !== null &&
      !isNothing(node.right)
    ) {
      add(node);
    } else if (ts.isConditionalExpression(node) && specialPriceRead(node.condition) !== null) {
      add(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const comparisons = SPECIAL_PRICES.flatMap((property) => propertyComparisons(file, source, property));
  return [...found, ...comparisons];
}

describe('the effective price is decided by the one rule', () => {
  it('finds a price rule written out again, however written', () => {
    const sample = [
      'const a = product.aggregated_price_special ?? product.aggregated_price;',
      'const b = money(f.special_price ?? f.price);',
      'const c = (option!.special_price) || option.price;',
      "const d = row['special_price'] ?? row.price ?? undefined;",
      'const e = o.special_price !== null && o.special_price < o.price;',
      'const f = l.special_price ? l.special_price : l.price;',
      'const g = x.aggregated_price_special\n  ?? x.aggregated_price;',
      // Not a decision: an absent special price made null, and the rule itself called.
      'const h = { special: p.aggregated_price_special ?? null, s: q.special_price ?? undefined };',
      'const i = shownPrice(o.price, o.special_price).amount;',
    ].join('\n');
    expect(priceRuleRewrites('sample.tsx', sample)).toEqual([
      'sample.tsx:1 product.aggregated_price_special ?? product.aggregated_price',
      'sample.tsx:2 f.special_price ?? f.price',
      'sample.tsx:3 (option!.special_price) || option.price',
      "sample.tsx:4 row['special_price'] ?? row.price",
      'sample.tsx:6 l.special_price ? l.special_price : l.price',
      'sample.tsx:7 x.aggregated_price_special\n  ?? x.aggregated_price',
      'sample.tsx:5 o.special_price !== null',
      'sample.tsx:5 o.special_price < o.price',
    ]);
  });

  it('no web code outside shared/format/price.rules.ts decides between a price and its special price', () => {
    const files = ['src', 'pages']
      .flatMap((dir) => sourceFiles(web, dir, { tsx: true, tests: false }))
      .filter((file) => file !== RULE_FILE);
    // The walker reaches the places that used to decide it (a .ts in shared, a .tsx in features) and the pages.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/shared/analytics/data-layer.ts',
        'src/features/configurator/components/option-section/option-section.tsx',
        'pages/_app.tsx',
      ]),
    );
    expect(files.flatMap((file) => priceRuleRewrites(file, readFileSync(path.join(web, file), 'utf8')))).toEqual([]);
  });

  it('the rule file itself is where a special price is weighed against the price', () => {
    const comparisons = propertyComparisons(RULE_FILE, readFileSync(path.join(web, RULE_FILE), 'utf8'), 'special');
    expect(comparisons.map((found) => found.replace(/:\d+ /, ' '))).toContain(`${RULE_FILE} special < price`);
  });
});
