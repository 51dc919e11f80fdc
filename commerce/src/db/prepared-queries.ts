import { sql, type Placeholder } from 'drizzle-orm';

/** Placeholders `k0` … `k(n-1)` for a list of `n` keys (`inArray(column, keyPlaceholders(n))`). */
export function keyPlaceholders(n: number): Placeholder[] {
  return Array.from({ length: n }, (_, i) => sql.placeholder(`k${i}`));
}

/** The values of {@link keyPlaceholders} for `keys`. */
export function keyValues(keys: readonly unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  keys.forEach((key, i) => (values[`k${i}`] = key));
  return values;
}

/**
 * The name to give Drizzle's `.prepare(name)`: none. Each pooled connection then prepares the
 * statement under a name derived from its text (prepared-statements.ts), within its bound.
 */
export const UNNAMED = '';

/**
 * Queries built once and run many times. Drizzle builds a query's SQL text by walking its tree of
 * columns, joins and conditions on every run; for the catalogue's hot reads (a listing, its facets,
 * a card's options, images and categories) that walk cost more of the gateway's time than reading
 * the rows. A query is instead built once per shape with `sql.placeholder(...)` for every value and
 * kept here, prepared (`.prepare()`), so a run only fills its values in.
 *
 * A shape is what changes the SQL text (which filters are present, the sort), never a value: values
 * always go through placeholders. The number of shapes a client can make is bounded (the filter
 * attributes are an enum) but large, so at most `max` are kept, the least recently used going first;
 * a shape built again after that costs what every run cost before.
 */
export class PreparedQueries<Q> {
  private readonly kept = new Map<string, Q>();

  constructor(private readonly max = 256) {}

  /** The query for `shape`, built by `build` the first time (and again after it was dropped). */
  get(shape: string, build: () => Q): Q {
    let query = this.kept.get(shape);
    if (query === undefined) {
      query = build();
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value as string);
    } else {
      this.kept.delete(shape);
    }
    this.kept.set(shape, query);
    return query;
  }

  get size(): number {
    return this.kept.size;
  }
}

/** A query over a list of keys, built for as many keys as the list has. */
type KeyedBuilder = (keys: Placeholder[]) => { execute(values: Record<string, unknown>): Promise<unknown> };

/**
 * A repository's hot reads by lists of keys, each built once per number of keys (a DataLoader's
 * batch): `run(name, keys, values)` fills `k0…` with the keys and the rest from `values`. A list of
 * keys stays `in ($1, $2, …)` rather than one array (`= any($1)`): PostgreSQL's generic plan for an
 * array assumes ten elements and, on a small table, scans it instead of its index, so each run would
 * be planned anew.
 */
export class KeyedQueries<B extends Record<string, KeyedBuilder>> {
  private readonly built: PreparedQueries<unknown>;

  constructor(
    private readonly builders: B,
    max = 512,
  ) {
    this.built = new PreparedQueries(max);
  }

  run<K extends keyof B & string>(
    name: K,
    keys: readonly unknown[],
    values: Record<string, unknown> = {},
  ): ReturnType<ReturnType<B[K]>['execute']> {
    const query = this.built.get(`${name}|${keys.length}`, () =>
      this.builders[name]!(keyPlaceholders(keys.length)),
    ) as ReturnType<B[K]>;
    return query.execute({ ...values, ...keyValues(keys) }) as ReturnType<ReturnType<B[K]>['execute']>;
  }
}
