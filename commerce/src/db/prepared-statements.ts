import { createHash } from 'node:crypto';
import { Client } from 'pg';

/**
 * How many statements one PostgreSQL connection keeps prepared. Each costs the server a parse tree
 * and, after five runs, a generic plan; the shop's pages use a few dozen statement shapes, and the
 * rare ones (an unusual combination of listing filters) past this bound simply run unprepared.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 128;

/** Statement text → its name; the same for every connection, bounded like the connections. */
const names = new Map<string, string>();
const NAMES_KEPT = 4 * PREPARED_STATEMENTS_PER_CONNECTION;

/** A name derived from the text itself, so two different texts never share one (pg refuses that). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `cc_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size >= NAMES_KEPT) names.delete(names.keys().next().value as string);
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A pg client that prepares each parameterised statement once per connection (a named statement)
 * instead of parsing and planning it again on every run: PostgreSQL parses it once, plans it five
 * times, then keeps a generic plan when that costs no more than the custom ones. Drizzle builds the
 * same text for the same shape of query, so a page's statements are prepared after its first views.
 *
 * Only statements that already use the extended protocol (those with parameters) are named; the
 * rest (migrations, statements without parameters) run exactly as before. Used as the pool's
 * `Client` (db/client.ts).
 */
export class PreparingClient extends Client {
  /** Names prepared (or being prepared) on this connection. */
  readonly prepared = new Set<string>();
}

const clientQuery = (client: PreparingClient, args: unknown[]): unknown =>
  // Resolved per call, so instrumentation that wraps pg's Client query later is still used.
  (Object.getPrototypeOf(PreparingClient.prototype) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);

PreparingClient.prototype.query = function query(this: PreparingClient, ...args: unknown[]) {
  const config = args[0] as QueryConfigLike | string | undefined;
  if (config !== null && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
    const values = Array.isArray(args[1]) ? args[1] : config.values;
    if (Array.isArray(values) && values.length > 0) {
      const name = statementName(config.text);
      if (this.prepared.has(name) || this.prepared.size < PREPARED_STATEMENTS_PER_CONNECTION) {
        this.prepared.add(name);
        args[0] = { ...config, name };
      }
    }
  }
  return clientQuery(this, args);
} as Client['query'];
