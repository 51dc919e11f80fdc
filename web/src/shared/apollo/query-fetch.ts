import { retryingFetch } from '../api/http-retry';

/**
 * How the browser sends a GraphQL query: by POST, like every operation (JSON bodies meet the
 * gateway's CSRF rule, the /graphql proxy bounds them, and no query text ends up in URLs and
 * logs). POST is never retried by default (spec §7), but a query only reads, so it opts in to
 * the one retry after a passing failure. Mutations never go through this: one that reached the
 * shop before its answer was lost would run twice.
 */
export function queryFetch(send?: typeof fetch): typeof fetch {
  return retryingFetch({ idempotent: true }, send);
}
