import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { AppShellGetDocument } from '../../graphql/documents/AppShellGetDocument';
import { StoreNetworkCheckDocument } from '../../graphql/documents/StoreNetworkCheckDocument';
import { createApolloClient } from './create-apollo-client';
import { PageDataProvider, registerApolloClientFactory, useQuery } from './query-hooks';
import { useMutation } from './use-mutation';
import { queryKey } from './query-key';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';

const ANSWER = { isStoreIp: { __typename: 'StoreIpCheck', isStoreIp: true } };
const PING = parse('mutation StorePing($n: Int) { ping(n: $n) }') as TypedDocumentNode<{ ping: number }, { n?: number }>;

/** A real Apollo client whose gateway answers from `answer`, counting the operations asked. */
function gatewayClient(answer: (operationName: string, variables: Record<string, unknown>) => unknown) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: answer(operation.operationName ?? '', operation.variables) } as ApolloLink.Result);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), asked };
}

let factoryCalls: string[] = [];
let nextClient: ApolloClient | null = null;
beforeEach(() => {
  factoryCalls = [];
  registerApolloClientFactory(async (store) => {
    factoryCalls.push(store);
    if (!nextClient) throw new Error('no client for this test');
    return nextClient;
  });
});

const wrapperFor =
  (store: string, results: Record<string, unknown> = {}) =>
  ({ children }: { children: React.ReactNode }) => (
    <PageDataProvider results={results} store={store}>
      {children}
    </PageDataProvider>
  );

describe('query keys', () => {
  it('are the same whatever the order of variables, and undefined variables do not count', () => {
    expect(queryKey(StoreNetworkCheckDocument, undefined)).toBe('StoreNetworkCheck:');
    expect(queryKey(StoreNetworkCheckDocument, {})).toBe('StoreNetworkCheck:');
    expect(queryKey(StoreNetworkCheckDocument, { b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] }, x: undefined })).toBe(
      queryKey(StoreNetworkCheckDocument, { a: { c: [3, { e: 0, f: 1 }], d: 2 }, b: 1 }),
    );
    expect(queryKey(StoreNetworkCheckDocument, { a: 1 })).not.toBe(queryKey(StoreNetworkCheckDocument, { a: 2 }));
  });
});

describe('useQuery', () => {
  it("renders the page's answer on the server and in the browser without loading the client", async () => {
    const results = { [queryKey(StoreNetworkCheckDocument, undefined)]: ANSWER };
    const Probe = () => <p>{String(useQuery(StoreNetworkCheckDocument).data?.isStoreIp.isStoreIp)}</p>;
    const html = renderToString(
      <PageDataProvider results={results} store="store-a">
        <Probe />
      </PageDataProvider>,
    );
    expect(html).toContain('true');
    const { result } = renderHook(() => useQuery(StoreNetworkCheckDocument), { wrapper: wrapperFor('store-a', results) });
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toEqual(ANSWER);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(factoryCalls).toEqual([]);
  });

  it('server-renders a browser-only query as loading', () => {
    const results = { [queryKey(StoreNetworkCheckDocument, undefined)]: ANSWER };
    const Probe = () => {
      const { loading, data } = useQuery(StoreNetworkCheckDocument, { ssr: false });
      return <p>{loading ? 'loading' : String(data?.isStoreIp.isStoreIp)}</p>;
    };
    const html = renderToString(
      <PageDataProvider results={results} store="store-b">
        <Probe />
      </PageDataProvider>,
    );
    expect(html).toContain('loading');
  });

  it('loads the client for a query the page did not answer, and asks the gateway through it', async () => {
    const gateway = gatewayClient(() => ANSWER);
    nextClient = gateway.client;
    const { result } = renderHook(() => useQuery(StoreNetworkCheckDocument), { wrapper: wrapperFor('store-c') });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(ANSWER));
    expect(factoryCalls).toEqual(['store-c']);
    expect(gateway.asked).toEqual(['StoreNetworkCheck']);
  });

  it("once the client is there, a page's answer goes into its cache and later writes show (no second request)", async () => {
    const gateway = gatewayClient(() => ANSWER);
    nextClient = gateway.client;
    const results = { [queryKey(StoreNetworkCheckDocument, undefined)]: ANSWER };
    const { result } = renderHook(() => useQuery(StoreNetworkCheckDocument), { wrapper: wrapperFor('store-d', results) });
    expect(result.current.data).toEqual(ANSWER);
    // The first interaction brings the client.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(factoryCalls).toEqual(['store-d']);
    expect(gateway.client.readQuery({ query: StoreNetworkCheckDocument })).toEqual(ANSWER);
    act(() => {
      gateway.client.writeQuery({
        query: StoreNetworkCheckDocument,
        data: { isStoreIp: { __typename: 'StoreIpCheck', isStoreIp: false } } as never,
      });
    });
    await waitFor(() => expect(result.current.data?.isStoreIp.isStoreIp).toBe(false));
    expect(result.current.previousData).toEqual(ANSWER);
    expect(gateway.asked).toEqual([]);
  });

  it("shows every navigation's answers in the queries already on screen, not only the first's", async () => {
    // The header's country after the shopper changes it again and again (the page's answers of
    // AppShellGet with the new location cookie; same query, same variables).
    const asked: string[] = [];
    const gateway = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          observer.complete();
        }),
    );
    // The browser's cache policies (type-policies.ts), as the header's query meets them.
    const client = createApolloClient({ uri: '/graphql', ssr: false, links: [gateway] });
    const shell = (code: string, source = 'COOKIE') => ({
      mainMenuEntries: [],
      footerMenuEntries: [],
      socialLinks: [],
      shopperLocation: {
        __typename: 'ShopperLocation',
        source,
        country: {
          __typename: 'CountryConfig',
          code,
          name: code,
          currency: `${code}-currency`,
          currencySign: code,
          price_sign: code,
          eswCode: code,
          locale: 'en-GB',
          icon: `/images/flags/${code}.svg`,
          crossBorderCheckoutEnabled: true,
          postcode_pattern: null,
          postcode_example: null,
        },
      },
    });
    const key = queryKey(AppShellGetDocument, { country: null });
    const Country = () => (
      <p>{useQuery(AppShellGetDocument, { variables: { country: null } }).data?.shopperLocation?.country.code}</p>
    );
    const page = (results: Record<string, unknown>) => (
      <PageDataProvider results={results} store="store-shell" client={client}>
        <Country />
      </PageDataProvider>
    );
    const view = render(page({ [key]: shell('GB', 'GEOIP') }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(view.container.textContent).toBe('GB');
    for (const code of ['CH', 'US', 'SE', 'CH']) {
      view.rerender(page({ [key]: shell(code) }));
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(view.container.textContent).toBe(code);
    }
    expect(asked).toEqual([]);
  });

  it('a skipped query asks nothing and is not loading', async () => {
    const { result } = renderHook(() => useQuery(StoreNetworkCheckDocument, { skip: true }), { wrapper: wrapperFor('store-e') });
    expect(result.current).toMatchObject({ loading: false, data: undefined });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(factoryCalls).toEqual([]);
  });

  it('a standalone query is one plain fetch for identical questions, and never loads the client', async () => {
    const fetchMock = jest.fn(async () => ({ status: 200, json: async () => ({ data: ANSWER }) }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const options = { ssr: false, standalone: true } as const;
      const { result } = renderHook(
        () => [useQuery(StoreNetworkCheckDocument, options), useQuery(StoreNetworkCheckDocument, options)] as const,
        { wrapper: wrapperFor('store-f') },
      );
      await waitFor(() => expect(result.current[0].data).toEqual(ANSWER));
      expect(result.current[1].data).toEqual(ANSWER);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/graphql');
      expect(init.headers).toMatchObject({ 'content-type': 'application/json', store: 'store-f' });
      expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'StoreNetworkCheck' });
      expect(factoryCalls).toEqual([]);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('a standalone query that fails reports the error and is asked again next time', async () => {
    const fetchMock = jest.fn(async () => ({ status: 200, json: async () => ({ errors: [{ message: 'No.' }] }) }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const first = renderHook(() => useQuery(StoreNetworkCheckDocument, { standalone: true }), {
        wrapper: wrapperFor('store-g'),
      });
      await waitFor(() => expect(first.result.current.error?.message).toBe('No.'));
      first.unmount();
      const second = renderHook(() => useQuery(StoreNetworkCheckDocument, { standalone: true }), {
        wrapper: wrapperFor('store-g'),
      });
      await waitFor(() => expect(second.result.current.error?.message).toBe('No.'));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('useMutation', () => {
  it('loads the client when first run and reports the answer', async () => {
    const gateway = gatewayClient((_name, variables) => ({ ping: Number(variables.n) * 2 }));
    nextClient = gateway.client;
    const { result } = renderHook(() => useMutation(PING, { variables: { n: 1 } }), { wrapper: wrapperFor('store-h') });
    expect(factoryCalls).toEqual([]);
    let answer: unknown;
    await act(async () => {
      answer = await result.current[0]({ variables: { n: 21 } });
    });
    expect(answer).toMatchObject({ data: { ping: 42 } });
    expect(result.current[1]).toMatchObject({ called: true, loading: false, data: { ping: 42 } });
    expect(factoryCalls).toEqual(['store-h']);
  });

  it('rejects when the client cannot be loaded, and says so in its state', async () => {
    nextClient = null;
    const { result } = renderHook(() => useMutation(PING), { wrapper: wrapperFor('store-i') });
    await act(async () => {
      await expect(result.current[0]()).rejects.toThrow('no client for this test');
    });
    expect(result.current[1].error?.message).toBe('no client for this test');
  });
});
