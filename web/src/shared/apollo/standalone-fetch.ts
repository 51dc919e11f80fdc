import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { operationName } from './query-key';

export type StandaloneAnswer = { data?: unknown; error?: Error };

/**
 * One public query over a plain POST to the storefront's /graphql (JSON, so the gateway's CSRF
 * rule is met), outside Apollo: for answers no other query shares (finance figures, the
 * store-network check). Loaded on demand (src/shared/apollo/query-hooks.tsx).
 */
export async function fetchStandalone(query: DocumentNode, variables: unknown, store: string): Promise<StandaloneAnswer> {
  try {
    const response = await fetch('/graphql', {
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
