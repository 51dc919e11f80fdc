import type { DocumentNode } from 'graphql';

/**
 * What a page's server render resolved, by query: `OperationName:variables` → the gateway's answer.
 * The browser renders the page from it without the Apollo client, which loads when something
 * needs the network (src/shared/apollo/query-hooks.tsx).
 */
export type QueryResults = Record<string, unknown>;

/** The operation's name (every document codegen types is a named operation). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/** Variables as a canonical string: keys sorted at every level, undefined dropped (as JSON drops it). */
export function canonicalVariables(value: unknown): string {
  if (value === undefined || value === null) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ).replace(/^\{\}$/, '');
}

/** The key a query's answer is kept under in a page's results: the same on the server and in the browser. */
export function queryKey(document: DocumentNode, variables: unknown): string {
  return `${operationName(document)}:${canonicalVariables(variables)}`;
}
