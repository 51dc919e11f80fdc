import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { SERVICE_UNAVAILABLE } from '@cadence/commerce/db/availability';
import { Kind, parse } from 'graphql';
import { logger } from '../ops/logger';
import { byStore } from '@cadence/server-kit/storefronts';

type Fetcher = RemoteGraphQLDataSource['fetcher'];

/** What a shopper reads for the part of a page a subgraph could not answer in time. */
export const partUnavailableMessage = (store: string | undefined): string =>
  byStore(store, {
    'en-GB': 'This part of the page is unavailable right now. Please try again in a moment.',
    'de-DE': 'Dieser Teil der Seite ist gerade nicht verfügbar. Bitte versuchen Sie es in einem Moment erneut.',
  });

/** At most one log line per subgraph per this while it stays slow or down. */
const LOG_INTERVAL_MS = 10_000;

/**
 * The gateway's fetch to a remote subgraph, bounded by `timeoutMs`. A subgraph that does not
 * answer in time, cannot be reached, or answers a 5xx (its own SERVICE_UNAVAILABLE included)
 * becomes a GraphQL answer with one SERVICE_UNAVAILABLE error: the query planner puts it on the
 * fields that subgraph owns and the rest of the page is answered (partial data with errors),
 * instead of the page's render waiting for the whole request's timeout.
 */
export function timedSubgraphFetcher(name: string, timeoutMs: number): Fetcher {
  let lastLog = 0;
  const unavailable = (init: { headers?: unknown; body?: unknown } | undefined, reason: string) => {
    const now = Date.now();
    if (now - lastLog >= LOG_INTERVAL_MS) {
      lastLog = now;
      logger().warn({ subgraph: name, reason, timeoutMs }, 'subgraph unavailable: answering SERVICE_UNAVAILABLE for its part');
    }
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const error = { message: partUnavailableMessage(headers.store), extensions: { code: SERVICE_UNAVAILABLE } };
    const fields = rootFields(init?.body);
    const body = { data: null, errors: fields.length ? fields.map((field) => ({ ...error, path: [field] })) : [error] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const fetcher = async (url: string, init?: RequestInit) => {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status < 500) return response;
      await response.arrayBuffer().catch(() => undefined);
      return unavailable(init, `HTTP ${response.status}`);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const timedOut = (error as Error).name === 'TimeoutError';
      return unavailable(init, timedOut ? `no answer within ${timeoutMs} ms` : (cause ?? (error as Error).message));
    }
  };
  return fetcher as unknown as Fetcher;
}

/**
 * The response keys of the subgraph operation's root fields, so each error names the part of the
 * page it stands for; none for an entity fetch (`_entities`), whose error is the fetch's as a whole.
 */
function rootFields(body: unknown): string[] {
  try {
    const { query } = JSON.parse(String(body)) as { query?: string };
    const operation = parse(query ?? '').definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return [];
    const keys = operation.selectionSet.selections.flatMap((s) =>
      s.kind === Kind.FIELD ? [s.alias?.value ?? s.name.value] : [],
    );
    return keys.includes('_entities') ? [] : keys;
  } catch {
    return [];
  }
}
