/**
 * @jest-environment node
 */
import { callCartShim } from './cart-api';

/** Whether the retry module was loaded: it stays out of the page until an answer failed. */
let retryLoaded = false;
/** False: loading the retry's code fails, as a chunk replaced by a deploy would. */
let retryLoadable = true;
jest.mock('./cart-retry', () => {
  if (!retryLoadable) throw new Error('ChunkLoadError');
  retryLoaded = true;
  return jest.requireActual('./cart-retry');
});

/** A fetch answering each call in turn, recording the calls. */
function answers(...statuses: number[]) {
  const calls: { url: string; method: string }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
    return new Response(JSON.stringify({ error: status === 200 ? null : 'busy', cart: null }), {
      status,
      headers: { 'content-type': 'application/json', 'retry-after': '0' },
    });
  }) as typeof fetch;
  return calls;
}

describe('callCartShim (spec §7: retry idempotent requests once)', () => {
  const saved = global.fetch;
  afterEach(() => {
    global.fetch = saved;
  });

  it('answers from the first call without loading the retry when it succeeds', async () => {
    const calls = answers(200);
    await expect(callCartShim('fetch-cart', 'en-GB')).resolves.toEqual({ error: null, cart: null });
    expect(calls).toHaveLength(1);
    expect(retryLoaded).toBe(false);
  });

  it.each(['fetch-cart', 'delivery-info'])('asks %s once more after a 503', async (name) => {
    const calls = answers(503, 200);
    await expect(callCartShim(name, 'en-GB')).resolves.toEqual({ error: null, cart: null });
    expect(calls).toHaveLength(2);
    expect(retryLoaded).toBe(true);
  });

  it('asks once more only after a status that may pass (not after a 404)', async () => {
    const calls = answers(404, 200);
    await expect(callCartShim('fetch-cart', 'en-GB')).resolves.toEqual({ error: 'busy', cart: null });
    expect(calls).toHaveLength(1);
  });

  it.each(['create-guest', 'create-auth', 'remove-coupon', 'clear-cart'])(
    'sends %s (a GET that changes the cart) once',
    async (name) => {
      const calls = answers(503, 200);
      await expect(callCartShim(name, 'en-GB')).resolves.toEqual({ error: 'busy', cart: null });
      expect(calls).toHaveLength(1);
    },
  );

  it("gives the shim's own answer when the retry's code cannot be loaded", async () => {
    const calls = answers(503, 200);
    jest.resetModules();
    retryLoadable = false;
    try {
      const { callCartShim: fresh } = await import('./cart-api');
      await expect(fresh('fetch-cart', 'en-GB')).resolves.toEqual({ error: 'busy', cart: null });
    } finally {
      retryLoadable = true;
    }
    expect(calls).toHaveLength(1);
  });

  it('sends a POST once', async () => {
    const calls = answers(503, 200);
    await callCartShim('add-item', 'en-GB', { cartItems: [] });
    expect(calls).toEqual([{ url: '/nuxt/api/cart/add-item', method: 'POST' }]);
  });
});
