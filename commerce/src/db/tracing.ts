/**
 * SQL spans for the embedded database. PostgreSQL's driver (pg) is traced by OpenTelemetry's own
 * instrumentation; PGlite has none, so its statements are wrapped here. Commerce does not depend on
 * OpenTelemetry: the process that exports traces (graphql-gateway/src/ops/tracing-sdk.ts) hands in
 * the function that runs a statement inside a span, before any database is opened. Without it
 * `tracePglite` leaves the client untouched, so a shop without tracing pays nothing.
 */

/** Runs one statement (its SQL text, never its parameter values) inside a span. */
export type SqlSpan = <T>(statement: string, run: () => Promise<T>) => Promise<T>;

let sqlSpan: SqlSpan | undefined;

/** Sets (or, with undefined, clears) how statements are traced; databases opened later use it. */
export function traceSqlWith(next: SqlSpan | undefined): void {
  sqlSpan = next;
}

type Statements = {
  query(text: string, ...rest: unknown[]): Promise<unknown>;
  exec(text: string, ...rest: unknown[]): Promise<unknown>;
};
type Client = Statements & { transaction<T>(callback: (tx: Statements) => Promise<T>): Promise<T> };

function wrap(target: Statements, span: SqlSpan): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (text, ...rest) => span(text, () => query(text, ...rest));
  target.exec = (text, ...rest) => span(text, () => exec(text, ...rest));
}

/**
 * Traces a PGlite client's statements (`query`, `exec`, and those of its transactions) when
 * tracing is on; returns the client as it was otherwise.
 */
export function tracePglite<C extends object>(client: C): C {
  const span = sqlSpan;
  if (!span) return client;
  const target = client as unknown as Client;
  wrap(target, span);
  const transaction = target.transaction.bind(target);
  target.transaction = (callback) =>
    transaction((tx) => {
      wrap(tx, span);
      return callback(tx);
    });
  return client;
}
