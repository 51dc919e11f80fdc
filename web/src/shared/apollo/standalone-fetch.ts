import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { NetworkStatus, type Snapshot } from './query-hooks';
import { queryFetch } from './query-fetch';
import { operationName } from './query-key';

export type StandaloneAnswer = { data?: unknown; error?: Error };

/** A query is asked once more after a passing failure (spec §7, query-fetch.ts). */
const send = queryFetch();

/**
 * One public query over a plain POST to the storefront's /graphql (JSON, so the gateway's CSRF
 * rule is met), outside Apollo: for answers no other query shares (finance figures, the
 * store-network check). Loaded on demand (src/shared/apollo/query-hooks.tsx).
 */
export async function fetchStandalone(query: DocumentNode, variables: unknown, store: string): Promise<StandaloneAnswer> {
  try {
    const response = await send('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', store },
      body: JSON.stringify({ operationName: operationName(query), query: print(query), variables: variables ?? {} }),
    });
    const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: { message?: string }[] } | null;
    if (!body) return { error: new Error(`The shop answered ${response.status}`) };
    const failure = body.errors?.[0];
    return failure ? { data: body.data ?? undefined, error: new Error(failure.message ?? 'Query failed') } : { data: body.data };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error('Network error') };
  }
}

const STANDALONE_MEMO_MAX = 200;
const standaloneAnswers = new Map<string, Promise<Snapshot<unknown>>>();

/**
 * A standalone query's answer as the hooks render it, shared by identical questions (the same
 * question is asked once per page view; a failed one is asked again next time).
 */
export function askStandalone(query: DocumentNode, variables: unknown, key: string, store: string): Promise<Snapshot<unknown>> {
  const memoKey = `${store}|${key}`;
  let answer = standaloneAnswers.get(memoKey);
  if (!answer) {
    answer = fetchStandalone(query, variables, store).then(({ data, error }) => {
      if (error) standaloneAnswers.delete(memoKey);
      return { data, loading: false, error, networkStatus: error ? NetworkStatus.error : NetworkStatus.ready };
    });
    if (standaloneAnswers.size >= STANDALONE_MEMO_MAX) standaloneAnswers.delete(standaloneAnswers.keys().next().value!);
    standaloneAnswers.set(memoKey, answer);
  }
  return answer;
}
