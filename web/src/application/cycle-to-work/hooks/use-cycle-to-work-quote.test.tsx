import { act, renderHook, waitFor } from '@testing-library/react';
import { createApolloClient } from '../../../shared/apollo/create-apollo-client';
import { PageDataProvider } from '../../../shared/apollo/query-hooks';
import { gatewayError, mockGatewayClient } from '../../../features/customer/test-support/mock-gateway';
import { useCycleToWorkQuote } from './use-cycle-to-work-quote';

jest.mock('../../../features/cart/hooks/use-cart', () => ({ useCart: () => ({ cart: null }) }));

const PROVIDERS = {
  data: { cycleToWorkAvailable: true, cycleToWorkQuoteLimits: { max_items: 20, max_quantity: 10 }, cycleToWorkProviders: [] },
};
const LIMITED = 'You have requested a lot of quotes. Please try again in 60 minutes.';

function hookWith(answers: Parameters<typeof mockGatewayClient>[0]) {
  const gateway = mockGatewayClient({ CycleToWorkProvidersGet: [PROVIDERS], ...answers });
  const { result } = renderHook(() => useCycleToWorkQuote({ initialEmail: 'ada@example.com' }), {
    wrapper: ({ children }) => (
      <PageDataProvider results={{}} store="en-GB" client={gateway.client}>
        {children}
      </PageDataProvider>
    ),
  });
  return { result, ...gateway };
}

describe('useCycleToWorkQuote', () => {
  it('keeps the basket within what the API says a quote takes', async () => {
    const narrow = { data: { ...PROVIDERS.data, cycleToWorkQuoteLimits: { max_items: 2, max_quantity: 3 } } };
    const { result } = hookWith({ CycleToWorkProvidersGet: [narrow] });
    await waitFor(() => expect(result.current.limits).toEqual({ max_items: 2, max_quantity: 3 }));
    for (const sku of ['A', 'B', 'C']) act(() => result.current.add({ sku, name: sku, quantity: 1 }));
    act(() => result.current.setQuantity('A', 9));
    expect(result.current.basket).toEqual([
      { sku: 'A', name: 'A', quantity: 3 },
      { sku: 'B', name: 'B', quantity: 1 },
    ]);
  });

  it('shows the message of a request refused past its limit (RATE_LIMITED, HTTP 429), not the generic failure', async () => {
    const { result, calls } = hookWith({
      CycleToWorkQuoteRequest: [gatewayError('RATE_LIMITED', LIMITED, { retry_after_seconds: 3540 })],
    });
    await act(() => result.current.submit());
    expect(calls.map((c) => c.operationName)).toContain('CycleToWorkQuoteRequest');
    expect(result.current.refusal).toBe(LIMITED);
    expect(result.current.failed).toBe(false);
    expect(result.current.quote).toBeNull();
    expect(result.current.attempt).toBe(1);
  });

  it('reads the message from the gateway’s HTTP 429 answer itself (as the /graphql proxy passes it on)', async () => {
    const seen: { operation: string; accept: string | undefined }[] = [];
    // The gateway's answer as fetch gives it (jsdom has no Response: what the HTTP link reads of one).
    const fetch = jest.fn(async (_url: unknown, init?: { body?: unknown; headers?: Record<string, string> }) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      seen.push({ operation: operationName, accept: init?.headers?.accept });
      const refused = operationName === 'CycleToWorkQuoteRequest';
      const body = refused
        ? { data: null, errors: [{ message: LIMITED, extensions: { code: 'RATE_LIMITED', retry_after_seconds: 3540 } }] }
        : PROVIDERS;
      const headers: Record<string, string> = {
        'content-type': 'application/graphql-response+json; charset=utf-8',
        ...(refused ? { 'retry-after': '3540' } : {}),
      };
      return {
        ok: !refused,
        status: refused ? 429 : 200,
        headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
        text: async () => JSON.stringify(body),
      };
    });
    const client = createApolloClient({
      uri: 'http://shop.test/graphql',
      ssr: false,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const { result } = renderHook(() => useCycleToWorkQuote({ initialEmail: 'ada@example.com' }), {
      wrapper: ({ children }) => (
        <PageDataProvider results={{}} store="en-GB" client={client}>
          {children}
        </PageDataProvider>
      ),
    });
    await act(() => result.current.submit());
    expect(seen.find((s) => s.operation === 'CycleToWorkQuoteRequest')?.accept).toMatch(/application\/graphql-response\+json/);
    expect(result.current.refusal).toBe(LIMITED);
    expect(result.current.failed).toBe(false);
  });

  it('keeps the form’s own words for a failure that carries no message for shoppers', async () => {
    const { result } = hookWith({
      CycleToWorkQuoteRequest: [gatewayError('INTERNAL_SERVER_ERROR', 'Sorry, something went wrong on our side.')],
    });
    await act(() => result.current.submit());
    expect(result.current.refusal).toBeNull();
    expect(result.current.failed).toBe(true);
  });

  it('forgets a refusal when the next request answers', async () => {
    const { result } = hookWith({
      CycleToWorkQuoteRequest: [
        gatewayError('RATE_LIMITED', LIMITED),
        { data: { requestCycleToWorkQuote: { quote: null, errors: [] } } },
      ],
    });
    await act(() => result.current.submit());
    expect(result.current.refusal).toBe(LIMITED);
    await act(() => result.current.submit());
    expect(result.current.refusal).toBeNull();
    expect(result.current.failed).toBe(false);
  });
});
