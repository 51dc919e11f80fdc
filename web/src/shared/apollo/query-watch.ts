import type {
  ApolloClient,
  ErrorLike,
  ObservableQuery,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { QueryOptions, Snapshot } from './query-hooks';
import type { QueryResults } from './query-key';

/**
 * The half of the query hooks (query-hooks.tsx) that watches the Apollo client's normalised cache:
 * loaded with the client, never with a page, since until the client is there the hooks render the
 * page's answers and need none of it.
 */

export type Watch<TData, TVariables> = {
  client: ApolloClient;
  query: DocumentNode;
  key: string;
  fetchPolicy: WatchQueryFetchPolicy;
  pollInterval: number;
  observable: ObservableQuery<TData, TVariables & OperationVariables>;
  current: Snapshot<TData>;
  previousData: TData | undefined;
};

/** Answers written into a client's cache already, per page's results. */
const written = new WeakMap<ApolloClient, WeakMap<QueryResults, Set<string>>>();

function writeAnswer(client: ApolloClient, results: QueryResults, key: string, query: DocumentNode, variables: unknown): boolean {
  const data = results[key];
  if (data === undefined || data === null) return false;
  let perPage = written.get(client);
  if (!perPage) written.set(client, (perPage = new WeakMap()));
  let keys = perPage.get(results);
  if (!keys) perPage.set(results, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  try {
    client.writeQuery({ query, variables: (variables ?? undefined) as OperationVariables, data, broadcast: false });
  } catch (error) {
    console.warn(`[apollo] could not keep the page's answer for ${key}: ${error instanceof Error ? error.message : error}`);
  }
  return true;
}

/** The page's answers of every query a hook has used (`documents`, by operation name) into the client's cache. */
export function writeKnownAnswers(
  client: ApolloClient,
  results: QueryResults,
  documents: ReadonlyMap<string, DocumentNode>,
): boolean {
  let any = false;
  for (const key of Object.keys(results)) {
    const colon = key.indexOf(':');
    const query = documents.get(key.slice(0, colon));
    if (!query) continue;
    const variables = colon < key.length - 1 ? JSON.parse(key.slice(colon + 1)) : undefined;
    any = writeAnswer(client, results, key, query, variables) || any;
  }
  return any;
}

function snapshotOf<TData>(result: {
  data?: unknown;
  loading: boolean;
  error?: ErrorLike;
  networkStatus: number;
}): Snapshot<TData> {
  return {
    data: result.data as TData | undefined,
    loading: result.loading,
    error: result.error,
    networkStatus: result.networkStatus,
  };
}

/** The hook's watch for its current arguments on `live`, created or moved to them (`ref` holds it between renders). */
export function syncWatch<TData, TVariables>(
  ref: { current: Watch<TData, TVariables> | null },
  live: ApolloClient,
  current: { key: string; query: DocumentNode; options: QueryOptions<TData, TVariables>; results: QueryResults },
): Watch<TData, TVariables> {
  const { variables: vars, fetchPolicy: policy = 'cache-first', pollInterval: poll = 0 } = current.options;
  let watch = ref.current;
  if (!watch || watch.client !== live || watch.query !== current.query) {
    writeAnswer(live, current.results, current.key, current.query, vars);
    const observable = live.watchQuery<TData, TVariables & OperationVariables>({
      query: current.query as TypedDocumentNode<TData, TVariables & OperationVariables>,
      variables: vars as TVariables & OperationVariables,
      fetchPolicy: policy,
      nextFetchPolicy: current.options.nextFetchPolicy,
      errorPolicy: current.options.errorPolicy,
      pollInterval: poll || undefined,
      notifyOnNetworkStatusChange: current.options.notifyOnNetworkStatusChange,
      context: current.options.context,
    } as never);
    watch = {
      client: live,
      query: current.query,
      key: current.key,
      fetchPolicy: policy,
      pollInterval: poll,
      observable,
      current: snapshotOf<TData>(observable.getCurrentResult()),
      previousData: watch?.current.data ?? watch?.previousData,
    };
    ref.current = watch;
  } else if (watch.key !== current.key || watch.fetchPolicy !== policy) {
    writeAnswer(live, current.results, current.key, current.query, vars);
    watch.key = current.key;
    watch.fetchPolicy = policy;
    void watch.observable.reobserve({ variables: vars, fetchPolicy: policy } as never).catch(() => undefined);
    const next = snapshotOf<TData>(watch.observable.getCurrentResult());
    if (next.data !== watch.current.data && watch.current.data !== undefined) watch.previousData = watch.current.data;
    watch.current = next;
  }
  if (watch.pollInterval !== poll) {
    watch.pollInterval = poll;
    if (poll) watch.observable.startPolling(poll);
    else watch.observable.stopPolling();
  }
  return watch;
}

/** Follows a watch's results, telling `onChange` after each change (useSyncExternalStore's subscribe). */
export function subscribeWatch<TData, TVariables>(watch: Watch<TData, TVariables>, onChange: () => void): () => void {
  const subscription = watch.observable.subscribe((result) => {
    const next = snapshotOf<TData>(result);
    const previous = watch.current;
    if (
      next.data === previous.data &&
      next.loading === previous.loading &&
      next.error === previous.error &&
      next.networkStatus === previous.networkStatus
    ) {
      return;
    }
    if (previous.data !== undefined && next.data !== previous.data) watch.previousData = previous.data;
    watch.current = next;
    // Told after the emission, never while another component renders.
    queueMicrotask(onChange);
  });
  return () => setTimeout(() => subscription.unsubscribe());
}
