import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryTranslations, productTranslations } from './catalogue.tables';
import type { ResolvedWord } from './search.rules';
import { productSearch, searchLexicon } from './search.tables';

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: unknown): T[] => {
  const r = result as Rows<T>;
  return Array.isArray(r) ? r : r.rows;
};

/** The search index (documents and lexicon) and the queries over it; the only Drizzle user of search. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** Storefronts that have product translations (each gets its own documents and lexicon). */
  async stores(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ store: productTranslations.store }).from(productTranslations);
    return rows.map((r) => r.store).sort();
  }

  /**
   * Rebuilds the documents and lexicon of the given storefronts (each with its text-search
   * configuration) in one transaction, so readers never see a half-built index. Each storefront's
   * documents and lexicon come from one statement, so the two never disagree.
   */
  async refresh(stores: readonly { store: string; config: string }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Two processes starting at once would otherwise both rebuild and collide on the keys.
      await tx.execute(sql`select pg_advisory_xact_lock(7250002)`);
      for (const { store, config } of stores) await refreshStore(tx as unknown as Db, store, config);
    });
  }

  /** Whether products exist but have no search documents (a database seeded before search existed). */
  async needsRefresh(): Promise<boolean> {
    const [row] = rowsOf<{ missing: boolean }>(
      await this.db.execute(
        sql`select (exists (select 1 from products) and not exists (select 1 from ${productSearch})) as missing`,
      ),
    );
    return Boolean(row?.missing);
  }

  /**
   * For each word, whether the storefront's lexicon has it (as a prefix of a word when `prefixLast`
   * and it is the last word) and, when not, its most similar lexicon word by trigram similarity
   * (pg_trgm's `%`, similarity ≥ 0.3), more widely used words first on a tie. One statement.
   */
  async resolveWords(store: string, words: readonly string[], prefixLast: boolean): Promise<ResolvedWord[]> {
    if (words.length === 0) return [];
    const list = sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    );
    const last = words.length;
    const rows = rowsOf<{ word: string; correction: string | null }>(
      await this.db.execute(sql`
        select t.word,
          case when exists (
            select 1 from ${searchLexicon} l
            where l.store = ${store}
              and (case when ${prefixLast} and t.n = ${last} then l.word like t.word || '%' else l.word = t.word end)
          ) then null else (
            select l.word from ${searchLexicon} l
            where l.store = ${store} and l.word % t.word
            order by similarity(l.word, t.word) desc, l.documents desc, l.word
            limit 1
          ) end as correction
        from unnest(array[${list}]::text[]) with ordinality as t(word, n)
        order by t.n`),
    );
    return rows.map((r) => ({ word: r.word, correction: r.correction }));
  }

  /** Active categories whose name matches the query, best match first. */
  async findCategoryIds(store: string, config: string, tsquery: string, limit: number): Promise<number[]> {
    const query = sql`to_tsquery(${config}::regconfig, ${tsquery})`;
    const document = sql`to_tsvector(${config}::regconfig, ${categoryTranslations.name})`;
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        sql`${categoryTranslations.categoryId} = ${categories.id} and ${categoryTranslations.store} = ${store}`,
      )
      .where(sql`${categories.isActive} and ${document} @@ ${query}`)
      .orderBy(sql`ts_rank(${document}, ${query}) desc`, categories.level, categories.position)
      .limit(limit);
    return rows.map((r) => r.id);
  }
}

async function refreshStore(db: Db, store: string, config: string): Promise<void> {
  await db.execute(sql`delete from ${productSearch} where ${productSearch.store} = ${store}`);
  await db.execute(sql`delete from ${searchLexicon} where ${searchLexicon.store} = ${store}`);
  await db.execute(sql`
      with source as (
        select p.id, pt.name,
          concat_ws(' ', pt.subtitle, p.manufacturer, cats.names) as secondary,
          coalesce(specs.text, '') as specs,
          pt.description
        from products p
        join product_translations pt on pt.product_id = p.id and pt.store = ${store}
        left join lateral (
          select string_agg(ct.name, ' ') as names
          from product_categories pc
          join category_translations ct on ct.category_id = pc.category_id and ct.store = pt.store
          where pc.product_id = p.id
        ) cats on true
        left join lateral (
          select string_agg(s.value, ' ') as text
          from product_specifications s
          where s.product_id = p.id and s.store = pt.store
        ) specs on true
      ),
      documents as (
        insert into ${productSearch} (product_id, store, document)
        select id, ${store},
          setweight(to_tsvector(${config}::regconfig, name), 'A')
          || setweight(to_tsvector(${config}::regconfig, secondary), 'B')
          || setweight(to_tsvector(${config}::regconfig, specs), 'C')
          || setweight(to_tsvector(${config}::regconfig, description), 'D')
        from source
        returning 1
      )
      insert into ${searchLexicon} (store, word, documents)
      select ${store}, w.word, count(distinct s.id)::int
      from source s
      cross join lateral unnest(
        tsvector_to_array(to_tsvector('simple', concat_ws(' ', s.name, s.secondary, s.specs, s.description)))
      ) as w(word)
      group by w.word`);
}
