import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each table has one owning module (DESIGN.md convention 15): a module reads and writes only the
 * tables declared in its own `*.tables.ts`, and asks another module's service for the rest.
 * `db/schema.ts` (migrations) and `db/seed` (data as code) may gather every module's tables, and a
 * `*.tables.ts` may name another module's table for a foreign key (the database keeps the two
 * consistent; nothing reads across).
 */
const modulesDir = __dirname;
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const filesOf = (module: string) =>
  readdirSync(path.join(modulesDir, module)).filter((f) => f.endsWith('.ts') && !/\.(test|integration-test)\.ts$/.test(f));

/** SQL table names declared by each module (`pgTable('name', …)`). */
const tablesOf = new Map(
  modules.map((module) => [
    module,
    filesOf(module)
      .filter((f) => f.endsWith('.tables.ts'))
      .flatMap((f) =>
        [...readFileSync(path.join(modulesDir, module, f), 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((m) => m[1]!),
      ),
  ]),
);

/** What in `source` (`file` of `module`) touches another module's tables: imports or raw SQL. */
export function foreignTableUses(module: string, file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, target] of file.endsWith('.tables.ts') ? [] : source.matchAll(/from '([^']+)'/g)) {
    const tables = /(?:^|\/)modules\/([a-z-]+)\/[a-z.-]+\.tables$|^\.\.\/([a-z-]+)\/[a-z.-]+\.tables$/.exec(target!);
    const owner = tables?.[1] ?? tables?.[2];
    if (owner && owner !== module) found.push(`imports ${target}`);
  }
  for (const [owner, tables] of tablesOf) {
    if (owner === module) continue;
    for (const table of tables) {
      if (new RegExp(`\\b(from|join|into|update)\\s+"?${table}"?\\b`, 'i').test(source)) found.push(`SQL on ${table} (${owner})`);
    }
  }
  return found;
}

describe('table ownership', () => {
  it('finds the tables of every module', () => {
    expect(tablesOf.get('catalogue')).toEqual(expect.arrayContaining(['products', 'product_prices', 'product_search']));
    expect(tablesOf.get('content')).toEqual(expect.arrayContaining(['cms_pages', 'blog_posts']));
  });

  it.each(modules)('module %s reads no other module’s tables', (module) => {
    const offenders = filesOf(module).flatMap((file) =>
      foreignTableUses(module, file, readFileSync(path.join(modulesDir, module, file), 'utf8')).map((use) => `${file}: ${use}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would catch an import of another module’s tables and raw SQL on them', () => {
    expect(foreignTableUses('routing', 'x.repository.ts', "import { products } from '../catalogue/catalogue.tables';")).toEqual([
      'imports ../catalogue/catalogue.tables',
    ]);
    expect(foreignTableUses('content', 'x.repository.ts', 'sql`select 1 from products p join product_translations t`')).toEqual([
      'SQL on products (catalogue)',
      'SQL on product_translations (catalogue)',
    ]);
    expect(foreignTableUses('catalogue', 'x.repository.ts', "import { products } from './catalogue.tables';")).toEqual([]);
  });
});
