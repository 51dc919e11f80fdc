import type {
  ApolloClient,
  DefaultContext,
  ErrorLike,
  ErrorPolicy,
  ObservableQuery,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { queryKey, type QueryResults } from './query-key';
import type { Watch } from './query-watch';

/**
 * The storefront's query and mutation hooks, in the shape of Apollo's (`useQuery`, `useMutation` in
 * use-mutation.ts, apart so that pages without a mutation do not ship it),
 * built so that a page's first load ships no Apollo client: the server render's answers come
 * with the page (`QueryResults`, by operation and variables) and the hooks render from them; the
 * Apollo client — cache, links, the query machinery — is a separate chunk that loads when
 * something needs the network (a query the page did not answer, a network-first policy, a
 * mutation, `fetchMore`), or when the shopper first interacts with the page. From then on every
 * hook watches the normalised cache as Apollo's own hooks do (the page's answers are written into
 * it first), so a mutation's result shows wherever its entities are.
 */

/** Apollo's network statuses (@apollo/client NetworkStatus; the same numbers). */
export const NetworkStatus = {
  loading: 1,
  setVariables: 2,
  fetchMore: 3,
  refetch: 4,
  poll: 6,
  ready: 7,
  error: 8,
  streaming: 9,
} as const;

type ClientFactory = (store: string) => Promise<ApolloClient>;
type QueryWatch = typeof import('./query-watch');

let clientFactory: ClientFactory | null = null;
/** The cache-watching half of the hooks (query-watch.ts), loaded with the client. */
let queryWatch: QueryWatch | null = null;
let pendingWatch: Promise<QueryWatch> | null = null;
const clients = new Map<string, ApolloClient>();
const pendingClients = new Map<string, Promise<ApolloClient>>();
const clientListeners = new Set<() => void>();
/** Each document a hook used, by operation name: the page's answers are written into a fresh cache with it. */
const documents = new Map<string, DocumentNode>();

/** Where the browser's client comes from (src/application registers its lazily imported factory). */
export function registerApolloClientFactory(factory: ClientFactory): void {
  clientFactory = factory;
}

/** The cache-watching half given outright (tests that give PageDataProvider a client render with it at once). */
export function registerQueryWatch(watch: QueryWatch): void {
  queryWatch = watch;
}

function loadQueryWatch(): Promise<QueryWatch> {
  if (queryWatch) return Promise.resolve(queryWatch);
  pendingWatch ??= import('./query-watch').then(
    (watch) => {
      queryWatch ??= watch;
      clientListeners.forEach((listener) => listener());
      return watch;
    },
    (error: unknown) => {
      pendingWatch = null;
      throw error;
    },
  );
  return pendingWatch;
}

/** The storefront's Apollo client in the browser, loading it (and the hooks' cache watching) on first use. */
export function loadApolloClient(store: string): Promise<ApolloClient> {
  const ready = clients.get(store);
  if (ready) return Promise.resolve(ready);
  let pending = pendingClients.get(store);
  if (!pending) {
    if (!clientFactory) return Promise.reject(new Error('No Apollo client factory registered'));
    pending = Promise.all([clientFactory(store), loadQueryWatch()]).then(
      ([client]) => {
        clients.set(store, client);
        pendingClients.delete(store);
        clientListeners.forEach((listener) => listener());
        return client;
      },
      (error: unknown) => {
        pendingClients.delete(store);
        throw error;
      },
    );
    pendingClients.set(store, pending);
  }
  return pending;
}

function subscribeClients(listener: () => void): () => void {
  clientListeners.add(listener);
  return () => clientListeners.delete(listener);
}

type PageData = {
  results: QueryResults;
  store: string;
  /** A client given outright (tests): used at once, nothing loads. */
  client?: ApolloClient;
};

const PageDataContext = createContext<PageData>({ results: {}, store: 'en-GB' });

/**
 * The page's answers and storefront for the hooks below. When the client is already loaded (a
 * navigation in the browser), the new page's answers go into its cache before the page renders,
 * and queries already on screen (the header's) are told after it committed.
 */
export function PageDataProvider({
  results,
  store,
  client,
  children,
}: {
  results: QueryResults | undefined;
  store: string;
  client?: ApolloClient;
  children: React.ReactNode;
}): React.JSX.Element {
  const pageResults = useMemo(() => results ?? {}, [results]);
  const value = useMemo(() => ({ results: pageResults, store, client }), [pageResults, store, client]);
  const live = queryWatch ? (client ?? (typeof window === 'undefined' ? undefined : clients.get(store))) : undefined;
  // The answers this render wrote into the live cache, or null: a new object at every navigation
  // that wrote any, so the queries on screen are told after each one (a `true` stayed `true` from
  // one navigation to the next, and only the first was ever told: the header kept its country).
  const written = useMemo(
    () => (live && queryWatch && queryWatch.writeKnownAnswers(live, pageResults, documents) ? pageResults : null),
    [live, pageResults],
  );
  useEffect(() => {
    if (written && live) live.cache.batch({ update: () => undefined });
  }, [live, written]);
  useEffect(() => {
    if (client) {
      if (!queryWatch) void loadQueryWatch().catch(() => undefined);
      return;
    }
    if (clients.has(store)) return;
    // The first interaction brings the client, so what it starts does not wait for it.
    const load = () => void loadApolloClient(store).catch(() => undefined);
    const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    events.forEach((event) => window.addEventListener(event, load, { once: true, passive: true, capture: true }));
    return () => events.forEach((event) => window.removeEventListener(event, load, { capture: true }));
  }, [client, store]);
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/** The client the hooks watch: null until it (and the cache-watching half) has loaded. */
function useLiveClient(): { client: ApolloClient | null; store: string; results: QueryResults; given: ApolloClient | undefined } {
  const page = useContext(PageDataContext);
  const client = useSyncExternalStore(
    subscribeClients,
    () => (queryWatch ? (page.client ?? clients.get(page.store) ?? null) : null),
    () => null,
  );
  return { client, store: page.store, results: page.results, given: page.client };
}

/** The client when it is there, else loading it (a given client waits for the cache-watching half only). */
const liveClient = (store: string, given: ApolloClient | undefined): Promise<ApolloClient> =>
  given ? loadQueryWatch().then(() => given) : loadApolloClient(store);

/** The page's storefront (its locale), as the hooks send it in the `store` header. */
export function usePageStore(): string {
  return useContext(PageDataContext).store;
}

/** A function that resolves to the storefront's Apollo client (loading it if need be). */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const { store, client } = useContext(PageDataContext);
  return useCallback(() => (client ? Promise.resolve(client) : loadApolloClient(store)), [client, store]);
}

export type QueryOptions<TData, TVariables> = {
  variables?: TVariables;
  skip?: boolean;
  /** false: not rendered on the server, fetched in the browser. */
  ssr?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  nextFetchPolicy?: WatchQueryFetchPolicy;
  errorPolicy?: ErrorPolicy;
  pollInterval?: number;
  notifyOnNetworkStatusChange?: boolean;
  context?: DefaultContext;
  /**
   * Answered by a plain fetch outside Apollo and its cache: for public queries whose answer no
   * other query shares (finance figures, the store-network check), so asking them does not bring
   * the client. The same question is asked once per page view. No polling, refetch or fetchMore.
   */
  standalone?: boolean;
  /** Type only: the answer's shape. */
  __data?: TData;
};

export type QueryResult<TData, TVariables> = {
  data: TData | undefined;
  previousData: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  networkStatus: number;
  refetch(variables?: Partial<TVariables>): Promise<unknown>;
  fetchMore(options: ObservableQuery.FetchMoreOptions<TData, TVariables & OperationVariables>): Promise<unknown>;
  startPolling(interval: number): void;
  stopPolling(): void;
};

export type Snapshot<TData> = { data: TData | undefined; loading: boolean; error: ErrorLike | undefined; networkStatus: number };

const LOADING: Snapshot<never> = Object.freeze({
  data: undefined,
  loading: true,
  error: undefined,
  networkStatus: NetworkStatus.loading,
});
const SKIPPED: Snapshot<never> = Object.freeze({
  data: undefined,
  loading: false,
  error: undefined,
  networkStatus: NetworkStatus.ready,
});

/** A standalone query's answer (see `standalone` above): its fetch and memo load on first use (standalone-fetch.ts). */
const askStandalone = (query: DocumentNode, variables: unknown, key: string, store: string): Promise<Snapshot<unknown>> =>
  import('./standalone-fetch').then(({ askStandalone: ask }) => ask(query, variables, key, store));

/** Whether a policy goes to the network when the query mounts, whatever the cache holds. */
const fetchesOnMount = (policy: WatchQueryFetchPolicy): boolean =>
  policy === 'network-only' || policy === 'cache-and-network' || policy === 'no-cache';

/** Apollo's `useQuery`, rendering the page's answer until the client is there (see above). */
export function useQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: QueryOptions<TData, TVariables> = {},
): QueryResult<TData, TVariables> {
  const { client, store, results, given } = useLiveClient();
  const { variables, skip = false, ssr = true, fetchPolicy = 'cache-first', standalone = false } = options;
  const key = queryKey(query, variables);
  const name = key.slice(0, key.indexOf(':'));
  if (!documents.has(name)) documents.set(name, query);
  const answer = skip || !ssr || fetchPolicy === 'no-cache' ? undefined : (results[key] as TData | undefined);
  if (typeof window === 'undefined' && answer === undefined && !skip && ssr && process.env.DEBUG_SSR_QUERIES) {
    console.warn(`[ssr] rendered without an answer: ${key} (answers: ${Object.keys(results).join(', ')})`);
  }

  const staticResult = useMemo<Snapshot<TData>>(
    () =>
      skip
        ? SKIPPED
        : answer !== undefined && answer !== null
          ? { data: answer, loading: false, error: undefined, networkStatus: NetworkStatus.ready }
          : LOADING,
    [skip, answer],
  );

  const optionsRef = useRef(options);
  optionsRef.current = options;
  const watchRef = useRef<Watch<TData, TVariables> | null>(null);

  const [asked, setAsked] = useState<{ key: string; snapshot: Snapshot<TData>; previousData: TData | undefined } | null>(null);
  const variablesRef = useRef(variables);
  variablesRef.current = variables;
  useEffect(() => {
    if (!standalone || skip || staticResult !== LOADING) return;
    let current = true;
    void askStandalone(query, variablesRef.current, key, store).then((snapshot) => {
      if (!current) return;
      setAsked((before) => ({
        key,
        snapshot: snapshot as Snapshot<TData>,
        previousData: before?.snapshot.data ?? before?.previousData,
      }));
    });
    return () => {
      current = false;
    };
  }, [standalone, skip, staticResult, query, key, store]);

  const live = client !== null && !skip && !standalone;
  const watch = live && queryWatch ? queryWatch.syncWatch(watchRef, client, { key, query, options, results }) : null;

  const subscribe = useCallback(
    (onChange: () => void) => (watch && queryWatch ? queryWatch.subscribeWatch(watch, onChange) : () => undefined),
    [watch],
  );
  const standaloneResult = standalone && staticResult === LOADING && asked?.key === key ? asked.snapshot : staticResult;
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (watch ? watch.current : standaloneResult),
    () => staticResult,
  );

  // The client comes when this query needs the network and the page could not answer it.
  const needsNetwork =
    !skip && !client && !standalone && (staticResult === LOADING ? fetchPolicy !== 'cache-only' : fetchesOnMount(fetchPolicy));
  useEffect(() => {
    if (needsNetwork) void liveClient(store, given).catch(() => undefined);
  }, [needsNetwork, store, given]);

  const withWatch = useCallback(
    async <R,>(work: (watch: Watch<TData, TVariables>) => Promise<R>): Promise<R | undefined> => {
      const live = await (client ? Promise.resolve(client) : liveClient(store, given));
      if (optionsRef.current.skip || !queryWatch) return undefined;
      return work(queryWatch.syncWatch(watchRef, live, { key, query, options: optionsRef.current, results }));
    },
    [client, store, given, key, query, results],
  );

  const refetch = useCallback((vars?: Partial<TVariables>) => withWatch((w) => w.observable.refetch(vars as never)), [withWatch]);
  const fetchMore = useCallback(
    (more: ObservableQuery.FetchMoreOptions<TData, TVariables & OperationVariables>) =>
      withWatch((w) => w.observable.fetchMore(more as never)),
    [withWatch],
  );
  const startPolling = useCallback((interval: number) => watchRef.current?.observable.startPolling(interval), []);
  const stopPolling = useCallback(() => watchRef.current?.observable.stopPolling(), []);

  const previousData = standalone ? (asked?.key === key ? asked.previousData : asked?.snapshot.data) : watch?.previousData;
  return useMemo(
    () => ({ ...snapshot, previousData, refetch, fetchMore, startPolling, stopPolling }),
    [snapshot, previousData, refetch, fetchMore, startPolling, stopPolling],
  );
}
