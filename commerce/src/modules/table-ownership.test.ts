import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isTestFile,
  lineOf,
  moduleReferences,
  parseSource,
  referenceForms,
  resolveInPackage,
  sourceFiles,
} from '@cadence/server-kit/test-support/source-scan';
import ts from 'typescript';

/**
 * Each table has one owning module (DESIGN.md convention 15): a module reads and writes only the
 * tables declared in its own `*.tables.ts`, and asks another module's service for the rest.
 * `db/schema.ts` (migrations, and the type of the client) and `db/seed` (data as code) may gather
 * every module's tables, and a `*.tables.ts` may name another module's table for a foreign key (the
 * database keeps the two consistent; nothing reads across).
 *
 * A module's product code is every non-test `.ts` file under `modules/<module>/`, subfolders
 * included. Tests are left out: an integration test may seed or inspect the rows it needs.
 *
 * Infrastructure that keeps state in the shop's database declares its tables outside the modules,
 * beside its code: the outside services' stand-ins in `sandbox/` (`sandbox/*.tables.ts`, such as
 * the sandbox card provider's ledger) are one more owner, `sandbox`, held to the same rule both
 * ways: no module reads the sandbox's tables (the payments module knows its provider through the
 * port only), and the sandbox reads no module's.
 *
 * The ways in, each parsed with the TypeScript compiler (quotes, line breaks and comments do not
 * matter): any import, `export … from`, `require`, `import()`, `import type`/`typeof import()` or
 * `jest.mock` path that reaches another module's `*.tables` file, `db/schema` (which re-exports
 * every table) or another module's table under its own name from any of its files; a relational
 * query `<db>.query.<table>` (the client is typed with the whole schema, so any table is one
 * property away); and SQL text in string and template literals naming another module's table
 * after from/join/into/update/table/references/using, schema-qualified (`public.products`) anywhere,
 * or anywhere at all in text that is SQL for sure (a `sql` template, `sql.raw('…')`; this catches
 * comma joins too). What this cannot see: a table named by computed text (`sql.raw(name)`,
 * `import(path)`), which a review has to catch. `jest.mock` paths count as imports, but tests are
 * not checked (see above), so they matter only if that changes.
 */
const src = path.resolve(__dirname, '..');
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/** The owner of the code at `file`: its module, or `sandbox` for the stand-ins (infrastructure with tables of its own). */
const ownerOf = (file: string) => moduleOf(file) ?? (file.startsWith('sandbox/') ? 'sandbox' : null);

type Table = { owner: string; name: string; sqlName: string };

/** The tables a `*.tables.ts` declares: `export const <name> = pgTable('<sql name>', …)`. */
function declaredTables(file: string, source: string): Table[] {
  const owner = ownerOf(file)!;
  return parseSource(file, source).statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const init = declaration.initializer;
      if (!ts.isIdentifier(declaration.name) || !init || !ts.isCallExpression(init)) return [];
      const callee = init.expression.getText();
      const [first] = init.arguments;
      if (!/^pgTable$|\.table$/.test(callee) || !first || !ts.isStringLiteralLike(first)) return [];
      return [{ owner, name: declaration.name.text, sqlName: first.text }];
    });
  });
}

const ownedFiles = [
  ...sourceFiles(src, 'modules', { declarations: true }).filter((file) => moduleOf(file) !== null),
  ...sourceFiles(src, 'sandbox', { declarations: true }),
];
const tables = ownedFiles
  .filter((file) => file.endsWith('.tables.ts'))
  .flatMap((file) => declaredTables(file, readFileSync(path.join(src, file), 'utf8')));
/** Owner of each table by its TypeScript name (the key of `db.query` and of the schema object). */
const ownerByName = new Map(tables.map((t) => [t.name, t.owner]));
const owners = [...new Set(ownedFiles.map((file) => ownerOf(file)!))].sort();

/** `specifier` as seen from `file`, relative to `src/` without extension; null for a package. */
const resolve = (file: string, specifier: string) => resolveInPackage(file, specifier, '@cadence/commerce');

/**
 * How SQL text names a table: `sqlText` after a keyword (any schema) or schema-qualified with
 * `public.` anywhere, in any literal; `sqlOnly` bare, anywhere in text that is SQL for sure.
 */
const sqlPatterns = tables.map((table) => {
  const name = String.raw`"?${table.sqlName}"?(?![\w"])`;
  const afterKeyword = String.raw`\b(?:from|join|into|update|table|references|using)\s+(?:only\s+)?(?:"?\w+"?\s*\.\s*)?`;
  const qualified = String.raw`(?<![\w.])"?public"?\s*\.\s*`;
  return {
    ...table,
    sqlText: new RegExp(`${afterKeyword}${name}|${qualified}${name}`, 'i'),
    sqlOnly: new RegExp(String.raw`(?<![\w.'$])${name}`, 'i'),
  };
});

/** Whether a literal is SQL for sure: a piece of a `sql` template or the text of `sql.raw(…)`. */
function isSqlText(literal: ts.Node): boolean {
  let node = literal.parent;
  if (ts.isTemplateSpan(node)) node = node.parent;
  if (ts.isTemplateExpression(node)) node = node.parent;
  if (ts.isTaggedTemplateExpression(node)) return node.tag.getText() === 'sql';
  return ts.isCallExpression(node) && node.expression.getText() === 'sql.raw';
}

/**
 * What in `source` (of `file`, relative to `src/`, e.g. `modules/cart/cart.repository.ts` or
 * `sandbox/sandbox-card.provider.ts`) touches another owner's tables, one line each: `<line>: <what>`.
 */
export function foreignTableUses(file: string, source: string): string[] {
  const module = ownerOf(file);
  if (module === null) return [];
  const sf = parseSource(file, source);
  const found: string[] = [];
  const foreign = (name: string) => {
    const owner = ownerByName.get(name);
    return owner !== undefined && owner !== module ? owner : null;
  };

  for (const { specifier, line, names } of moduleReferences(sf)) {
    const target = resolve(file, specifier);
    if (target === null) continue;
    const tablesOwner = /\.tables$/.test(target) ? (ownerOf(target) ?? undefined) : undefined;
    const targetOwner = ownerOf(`${target}/`);
    if (target === 'db/schema') found.push(`${line}: imports ${specifier} (db/schema re-exports every module's tables)`);
    else if (tablesOwner !== undefined) {
      // A foreign key names another module's table; only a `*.tables.ts` may.
      if (tablesOwner !== module && !file.endsWith('.tables.ts'))
        found.push(`${line}: imports ${specifier} (${tablesOwner}'s tables)`);
    } else if (targetOwner !== null && targetOwner !== module) {
      for (const name of names)
        if (foreign(name)) found.push(`${line}: imports table ${name} (${foreign(name)}) from ${specifier}`);
    }
  }

  const visit = (node: ts.Node): void => {
    // db.query.products / tx.query['products'] / db._.fullSchema.products / const { products } = db.query
    const viaSchema = (e: ts.Expression) => ts.isPropertyAccessExpression(e) && /^(query|fullSchema)$/.test(e.name.text);
    let key: string | undefined;
    if (ts.isPropertyAccessExpression(node) && viaSchema(node.expression)) key = node.name.text;
    if (ts.isElementAccessExpression(node) && viaSchema(node.expression) && ts.isStringLiteralLike(node.argumentExpression)) {
      key = node.argumentExpression.text;
    }
    if (key !== undefined && foreign(key)) found.push(`${lineOf(sf, node)}: ${node.getText(sf)} (${foreign(key)}'s table)`);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      viaSchema(node.initializer)
    ) {
      for (const element of node.name.elements) {
        const name = (element.propertyName ?? element.name).getText(sf);
        if (foreign(name))
          found.push(`${lineOf(sf, element)}: ${name} from ${node.initializer.getText(sf)} (${foreign(name)}'s table)`);
      }
    }

    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) ? node.text : null;
    if (text !== null) {
      const sqlForSure = isSqlText(node);
      for (const { owner, sqlName, sqlText, sqlOnly } of sqlPatterns) {
        if (owner !== module && (sqlText.test(text) || (sqlForSure && sqlOnly.test(text)))) {
          found.push(`${lineOf(sf, node)}: SQL on ${sqlName} (${owner}'s table)`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...new Set(found)];
}

describe('table ownership', () => {
  it('finds the tables of every module, in subfolders too', () => {
    const names = (owner: string) => tables.filter((t) => t.owner === owner).map((t) => t.sqlName);
    expect(names('catalogue')).toEqual(expect.arrayContaining(['products', 'product_prices', 'product_search']));
    expect(names('content')).toEqual(expect.arrayContaining(['cms_pages', 'blog_posts']));
    expect(ownerByName.get('products')).toBe('catalogue');
    expect(ownerByName.size).toBe(tables.length); // one owner per schema key
    expect(sourceFiles(src, 'db', { declarations: true })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^db\/seed\/[^/]+\/.+\.ts$/)]),
    );
  });

  it('finds the sandbox’s own tables, declared outside the modules', () => {
    expect(ownerByName.get('sandboxCardCharges')).toBe('sandbox');
    expect(tables.find((t) => t.name === 'sandboxCardCharges')?.sqlName).toBe('sandbox_card_charges');
  });

  it.each(owners)('%s reads no other owner’s tables', (module) => {
    const offenders = ownedFiles
      .filter((file) => ownerOf(file) === module && !isTestFile(file))
      .flatMap((file) => foreignTableUses(file, readFileSync(path.join(src, file), 'utf8')).map((use) => `${file}:${use}`));
    expect(offenders).toEqual([]);
  });

  describe('would catch', () => {
    const uses = (file: string, source: string) => foreignTableUses(`modules/${file}`, source);

    it('imports of another module’s tables file, however written', () => {
      expect(uses('routing/x.repository.ts', "import { products } from '../catalogue/catalogue.tables';")).toEqual([
        "1: imports ../catalogue/catalogue.tables (catalogue's tables)",
      ]);
      // Every way of writing it (source-scan's referenceForms), relative, through the package name or with the extension.
      const targets = [
        '../catalogue/catalogue.tables',
        '@cadence/commerce/modules/catalogue/catalogue.tables',
        '../catalogue/catalogue.tables.ts',
      ];
      for (const file of ['routing/x.repository.ts', 'routing/x.ts']) {
        for (const target of targets)
          expect(referenceForms(target).filter((source) => uses(file, source).length !== 1)).toEqual([]);
      }
    });

    it('tables taken through db/schema, which re-exports them all', () => {
      expect(uses('routing/x.repository.ts', "import { products } from '../../db/schema';")).toEqual([
        "1: imports ../../db/schema (db/schema re-exports every module's tables)",
      ]);
      expect(uses('routing/x.repository.ts', 'import * as schema from "../../db/schema";')).toHaveLength(1);
      expect(uses('routing/x.repository.ts', "import { urlRewrites } from '../../db/schema';")).toHaveLength(1);
    });

    it('another module’s table passed on by one of its other files', () => {
      expect(uses('routing/x.ts', "import { products, getProduct } from '../catalogue/catalogue.repository';")).toEqual([
        '1: imports table products (catalogue) from ../catalogue/catalogue.repository',
      ]);
    });

    it('relational queries on another module’s table (the client is typed with the whole schema)', () => {
      expect(uses('routing/x.repository.ts', 'const rows = await db.query.products.findMany();')).toEqual([
        "1: db.query.products (catalogue's table)",
      ]);
      expect(uses('routing/x.repository.ts', "await this.tx.query['products'].findFirst();")).toHaveLength(1);
      expect(uses('routing/x.repository.ts', 'const { products: p } = db.query;')).toHaveLength(1);
      expect(uses('routing/x.repository.ts', 'const t = db._.fullSchema.products;')).toHaveLength(1);
    });

    it('SQL text on another module’s table, schema-qualified or quoted', () => {
      expect(uses('content/x.repository.ts', 'sql`select 1 from products p join product_translations t`')).toEqual([
        "1: SQL on products (catalogue's table)",
        "1: SQL on product_translations (catalogue's table)",
      ]);
      expect(uses('content/x.repository.ts', 'sql`select 1 from public.products`')).toHaveLength(1);
      expect(uses('content/x.repository.ts', 'db.execute(sql.raw(\'select * from "public"."products"\'))')).toHaveLength(1);
      expect(uses('content/x.repository.ts', 'sql`select 1 from ${cmsPages} c, public.products p`')).toHaveLength(1);
      expect(uses('content/x.repository.ts', 'sql`select 1 from ${cmsPages} c, products p where p.id = ${id}`')).toHaveLength(1);
      expect(uses('content/x.repository.ts', 'const q = "delete from carts where id = $1";')).toHaveLength(1);
    });

    it('a module reading the sandbox’s tables, and the sandbox reading a module’s', () => {
      expect(uses('payments/x.ts', "import { sandboxCardCharges } from '../../sandbox/sandbox-card.tables';")).toEqual([
        "1: imports ../../sandbox/sandbox-card.tables (sandbox's tables)",
      ]);
      expect(uses('payments/x.repository.ts', 'sql`update sandbox_card_charges set status = ${status}`')).toEqual([
        "1: SQL on sandbox_card_charges (sandbox's table)",
      ]);
      expect(uses('payments/x.ts', 'await db.query.sandboxCardCharges.findFirst();')).toHaveLength(1);
      expect(foreignTableUses('sandbox/x.ts', "import { payments } from '../modules/payments/payments.tables';")).toEqual([
        "1: imports ../modules/payments/payments.tables (payments's tables)",
      ]);
      expect(foreignTableUses('sandbox/x.ts', "import { sandboxCardCharges } from './sandbox-card.tables';")).toEqual([]);
    });

    it('all of it in a module’s subfolder', () => {
      expect(uses('routing/nested/x.repository.ts', "import { products } from '../../catalogue/catalogue.tables';")).toHaveLength(
        1,
      );
      expect(uses('routing/nested/x.repository.ts', 'db.query.products.findMany()')).toHaveLength(1);
      expect(uses('catalogue/nested/x.repository.ts', "import { products } from '../catalogue.tables';")).toEqual([]);
    });

    it('and passes a module’s own tables, foreign keys and the Db type', () => {
      expect(
        uses(
          'catalogue/x.repository.ts',
          [
            "import type { Db } from '../../db/client';",
            'import { products } from "./catalogue.tables";',
            'await db.query.products.findMany();',
            'sql`select 1 from products join public.product_prices using (product_id)`;',
            "const message = 'Products from the catalogue';",
          ].join('\n'),
        ),
      ).toEqual([]);
      expect(uses('cart/cart.tables.ts', "import { customers } from '../customer/customer.tables';")).toEqual([]);
    });
  });
});
