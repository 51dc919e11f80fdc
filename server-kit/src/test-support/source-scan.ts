import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The source walker the architecture tests share (commerce's table-ownership and stock-rule tests,
 * the gateway's import-boundaries and stock-status tests, the web's import-boundaries test): the
 * files of a folder, the module paths a file refers to, and the comparisons of a named property,
 * all read with the TypeScript compiler so that quotes, line breaks, comments, parentheses and `!`
 * hide nothing. Each test keeps its own rule and the cases that rule must catch; this module only
 * reads. Built with the kit (like slow-sender.ts) but loaded only by tests, the one place the kit
 * loads the compiler.
 */

export type SourceFileOptions = {
  /** `.tsx` files as well as `.ts` (default: `.ts` only). */
  tsx?: boolean;
  /** `*.test.ts` and `*.integration-test.ts` files (default: kept). */
  tests?: boolean;
  /** `*.d.ts` files (default: left out). */
  declarations?: boolean;
};

/** Whether `file` is a unit or integration test (`*.test.ts(x)`, `*.integration-test.ts(x)`). */
export const isTestFile = (file: string): boolean => /\.(test|integration-test)\.tsx?$/.test(file);

/**
 * Every source file under `dir` (relative to `root`; `.` for `root` itself), subfolders included,
 * relative to `root` with `/` separators: `sourceFiles(src, 'modules')` → `['modules/cart/cart.service.ts', …]`.
 */
export function sourceFiles(root: string, dir: string, options: SourceFileOptions = {}): string[] {
  const { tsx = false, tests = true, declarations = false } = options;
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative, options);
    const kept =
      (tsx ? /\.tsx?$/ : /\.ts$/).test(entry.name) &&
      (declarations || !entry.name.endsWith('.d.ts')) &&
      (tests || !isTestFile(entry.name));
    return kept ? [relative] : [];
  });
}

/** `source` parsed as the file `file` (TSX for a `.tsx`/`.jsx` name), with parent links. */
export function parseSource(file: string, source: string): ts.SourceFile {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
}

/** The 1-based line `node` starts on (after its leading comments). */
export const lineOf = (sf: ts.SourceFile, node: ts.Node): number => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;

/** How a file names a module: each `syntax` a module path can stand in. */
export type ModuleReferenceSyntax =
  'import' | 'export from' | 'import = require' | 'typeof import()' | 'import()' | 'require' | `jest.${JestModuleCall}`;

type JestModuleCall = 'mock' | 'doMock' | 'unmock' | 'requireActual' | 'requireMock' | 'createMockFromModule' | 'setMock';
const JEST_MODULE_CALLS: ReadonlySet<string> = new Set<JestModuleCall>([
  'mock',
  'doMock',
  'unmock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
  'setMock',
]);

export type ModuleReference = {
  /** The module path as written: `../catalogue/catalogue.tables`, `@/shared/page`, `typescript`. */
  specifier: string;
  /** The line the statement or call starts on. */
  line: number;
  syntax: ModuleReferenceSyntax;
  /**
   * Whether only types are taken (the import is elided from the JavaScript): `import type`,
   * `import { type A }` with every name a type, `export type … from`, `typeof import()`.
   */
  typeOnly: boolean;
  /** The names `import { … } from` / `export { … } from` take, as the module exports them; otherwise none. */
  names: string[];
};

/**
 * Every module path `source` (the text of `file`) refers to, however it is written: `import … from`,
 * `export … from`, `import x = require()`, `require()`, `import()`, `typeof import()` and the path of
 * `jest.mock`/`jest.requireActual` & co. A path computed at run time (`import(name)`) is not seen.
 */
export function moduleReferences(file: string, source: string): ModuleReference[];
/** The same for a file already parsed (by `parseSource`). */
export function moduleReferences(sf: ts.SourceFile): ModuleReference[];
export function moduleReferences(fileOrSf: string | ts.SourceFile, source?: string): ModuleReference[] {
  const sf = typeof fileOrSf === 'string' ? parseSource(fileOrSf, source ?? '') : fileOrSf;
  const found: ModuleReference[] = [];
  const add = (
    node: ts.Node,
    specifier: ts.Node | undefined,
    syntax: ModuleReferenceSyntax,
    typeOnly = false,
    names: string[] = [],
  ) => {
    if (specifier && ts.isStringLiteralLike(specifier))
      found.push({ specifier: specifier.text, line: lineOf(sf, node), syntax, typeOnly, names });
  };
  // The names as the module exports them: `import { a as b }` takes `a`.
  const namesOf = (named: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[] | undefined) =>
    named?.map((e) => (e.propertyName ?? e.name).text);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
      // `import { type A }` is elided like `import type { A }`; a bare `import 'x'` loads x.
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier, 'import', typeOnly, namesOf(named));
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const named = clause && ts.isNamedExports(clause) ? clause.elements : undefined;
      const typeOnly = node.isTypeOnly || (!!named && named.every((e) => e.isTypeOnly));
      add(node, node.moduleSpecifier, 'export from', typeOnly, namesOf(named));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, 'import = require', node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'typeof import()', true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0], 'import()');
      else if (ts.isIdentifier(callee) && callee.text === 'require') add(node, node.arguments[0], 'require');
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'jest' &&
        JEST_MODULE_CALLS.has(callee.name.text)
      ) {
        add(node, node.arguments[0], `jest.${callee.name.text as JestModuleCall}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * `specifier` as seen from `file` (both relative to a package's `src/`), without extension or
 * `/index`; null for another package. `selfPackage` (e.g. `@cadence/commerce`) is read as `src/`.
 */
export function resolveInPackage(file: string, specifier: string, selfPackage: string): string | null {
  let target: string;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
  else if (specifier.startsWith(`${selfPackage}/`)) target = specifier.slice(selfPackage.length + 1);
  else return null;
  return target.replace(/\.[cm]?[jt]s$/, '').replace(/\/index$/, '');
}

/**
 * A source that refers to `specifier` once, written each way `moduleReferences` reads (quotes, line
 * breaks, type-only, side effect, `export … from`, `require`, `import()`, import types, `jest.mock`),
 * for a rule's would-catch cases: `referenceForms(target).filter((source) => rule(file, source).length !== 1)`
 * lists the ways a rule built on `moduleReferences` misses.
 */
export function referenceForms(specifier: string): string[] {
  return [
    `import { a } from '${specifier}';`,
    `import { a } from "${specifier}";`,
    `import {\n  a,\n} from\n  '${specifier}';`,
    `import * as m from '${specifier}';`,
    `import type { A } from '${specifier}';`,
    `import '${specifier}';`,
    `export { a } from '${specifier}';`,
    `export * from '${specifier}';`,
    `export type { A } from '${specifier}';`,
    `import m = require('${specifier}');`,
    `const { a } = require('${specifier}');`,
    `const m = await import('${specifier}');`,
    `type M = typeof import('${specifier}');`,
    `type M = typeof import('${specifier}').a;`,
    `type A = import('${specifier}').A;`,
    `jest.mock('${specifier}', () => ({}));`,
    `const actual = jest.requireActual('${specifier}');`,
  ];
}

const COMPARISONS: ReadonlySet<ts.SyntaxKind> = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
]);

/**
 * Where `source` (the text of `file`) compares `property` itself (`<`, `<=`, `>`, `>=`, `==`, `===`,
 * `!=`, `!==`, on either side), one `<file>:<line> <text>` each. The property is found as a bare
 * name, `x.property` or `x['property']`, inside any parentheses and `!`: for `stockQty`,
 * `(size!.stockQty) > 0` and `0 >= row['stockQty']` count, `coversQuantity(o.stockQty, 2)` does not.
 */
export function propertyComparisons(file: string, source: string, property: string): string[] {
  const sf = parseSource(file, source);
  const isProperty = (node: ts.Expression): boolean => {
    let inner = node;
    while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
    if (ts.isIdentifier(inner)) return inner.text === property;
    if (ts.isPropertyAccessExpression(inner)) return inner.name.text === property;
    if (ts.isElementAccessExpression(inner)) {
      return ts.isStringLiteralLike(inner.argumentExpression) && inner.argumentExpression.text === property;
    }
    return false;
  };
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      COMPARISONS.has(node.operatorToken.kind) &&
      (isProperty(node.left) || isProperty(node.right))
    ) {
      found.push(`${file}:${lineOf(sf, node)} ${node.getText(sf)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
