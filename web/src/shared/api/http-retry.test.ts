/**
 * @jest-environment node
 */
import { fetchWithRetry, RETRY_AFTER_CAP_MS, RETRY_BACKOFF_MS, RETRY_STATUSES, retryDelayMs, retryingFetch } from './http-retry';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : `{"status":${status}}`, { status, headers });

/** A fetch answering `statuses` in turn. */
function server(...statuses: (number | Response)[]) {
  const send = jest.fn(async () => {
    const next = statuses.shift();
    if (next === undefined) throw new Error('asked more often than expected');
    return typeof next === 'number' ? answer(next) : next;
  });
  return send as jest.Mock & typeof fetch;
}

/** Runs fetchWithRetry to its end, the pause before a retry passed with fake timers (no real sleep). */
async function settle(promise: Promise<Response>): Promise<Response> {
  await jest.runAllTimersAsync();
  return promise;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('fetchWithRetry (spec §7)', () => {
  it('lists exactly the spec’s statuses', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'asks a GET once more after %i, and returns the second answer',
    async (status) => {
      const send = server(status, 200);
      const response = await settle(fetchWithRetry('/nuxt/api/cart/fetch-cart', { method: 'GET' }, {}, send));
      expect(response.status).toBe(200);
      expect(send).toHaveBeenCalledTimes(2);
      expect(send.mock.calls[1]).toEqual(['/nuxt/api/cart/fetch-cart', { method: 'GET' }]);
    },
  );

  it('retries HEAD and OPTIONS, and a GET given without init or as a Request', async () => {
    for (const init of [{ method: 'HEAD' }, { method: 'options' }, undefined]) {
      const send = server(503, 204);
      expect((await settle(fetchWithRetry('/x', init, {}, send))).status).toBe(204);
      expect(send).toHaveBeenCalledTimes(2);
    }
    const send = server(503, 200);
    expect((await settle(fetchWithRetry(new Request('http://shop.test/x'), undefined, {}, send))).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('retries once only: a second failure is returned as it is', async () => {
    const second = answer(502);
    const send = server(503, second);
    const response = await settle(fetchWithRetry('/x', undefined, {}, send));
    expect(response).toBe(second);
    expect(await response.json()).toEqual({ status: 502 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry %i', async (status) => {
    const send = server(status);
    const response = await settle(fetchWithRetry('/x', undefined, {}, send));
    expect(response.status).toBe(status);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s by default', async (method) => {
    const send = server(503);
    const response = await settle(fetchWithRetry('/nuxt/api/cart/add-item', { method, body: '{}' }, {}, send));
    expect(response.status).toBe(503);
    expect(send).toHaveBeenCalledTimes(1);
    const request = server(503);
    await settle(fetchWithRetry(new Request('http://shop.test/x', { method, body: '{}' }), undefined, {}, request));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('retries a POST whose caller vouches that it is idempotent (a GraphQL query), once', async () => {
    const send = server(503, 503);
    const init = { method: 'POST', body: '{"query":"{ ok }"}' };
    expect((await settle(fetchWithRetry('/graphql', init, { idempotent: true }, send))).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual(['/graphql', init]);
  });

  it('does not retry a GET its caller marks as not idempotent (a single-use renewal)', async () => {
    const send = server(503, 200);
    expect((await settle(fetchWithRetry('/nuxt/api/auth/renew-token', undefined, { idempotent: false }, send))).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits a short backoff when the answer names no wait', async () => {
    const send = server(503, 200);
    const pending = fetchWithRetry('/x', undefined, {}, send);
    await jest.advanceTimersByTimeAsync(RETRY_BACKOFF_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RETRY_BACKOFF_MS + 1);
    expect(send).toHaveBeenCalledTimes(2);
    expect((await pending).status).toBe(200);
  });

  it('waits as long as Retry-After says, in seconds or as a date', async () => {
    const send = server(answer(429, { 'retry-after': '2' }), 200);
    const pending = fetchWithRetry('/x', undefined, {}, send);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect((await pending).status).toBe(200);

    const at = new Date(Date.now() + 1_500).toUTCString(); // whole seconds: between 0.5 and 1.5 s from now
    const dated = server(answer(503, { 'retry-after': at }), 200);
    const datedPending = fetchWithRetry('/x', undefined, {}, dated);
    await jest.advanceTimersByTimeAsync(400);
    expect(dated).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_100);
    expect(dated).toHaveBeenCalledTimes(2);
    expect((await datedPending).status).toBe(200);
  });

  it('does not ask again sooner than a Retry-After beyond the cap: that answer is returned as it is', async () => {
    const limited = answer(429, { 'retry-after': String(RETRY_AFTER_CAP_MS / 1000 + 1) });
    const send = server(limited);
    expect(await settle(fetchWithRetry('/x', undefined, {}, send))).toBe(limited);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller aborts, as fetch would', async () => {
    const send = server(503, 200);
    const controller = new AbortController();
    const pending = fetchWithRetry('/x', { signal: controller.signal }, {}, send);
    const outcome = expect(pending).rejects.toThrow('gone');
    await jest.advanceTimersByTimeAsync(10);
    controller.abort(new Error('gone'));
    await outcome;
    await jest.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leaves network failures to the caller', async () => {
    const send = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as jest.Mock & typeof fetch;
    await expect(fetchWithRetry('/x', undefined, {}, send)).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retryingFetch uses the global fetch of the moment by default', async () => {
    const realFetch = global.fetch;
    const send = server(504, 200);
    global.fetch = send;
    try {
      expect((await settle(retryingFetch()('/x'))).status).toBe(200);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('retryDelayMs', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  it('is Retry-After up to the cap, a spread backoff without one, and null past the cap', () => {
    expect(retryDelayMs(answer(503, { 'retry-after': '0' }), now)).toBe(0);
    expect(retryDelayMs(answer(503, { 'retry-after': '3' }), now)).toBe(3_000);
    expect(retryDelayMs(answer(503, { 'retry-after': '4' }), now)).toBeNull();
    expect(retryDelayMs(answer(503, { 'retry-after': 'Wed, 01 Jan 2025 12:00:02 GMT' }), now)).toBe(2_000);
    expect(retryDelayMs(answer(503, { 'retry-after': 'Wed, 01 Jan 2025 11:59:00 GMT' }), now)).toBe(0);
    expect(retryDelayMs(answer(503, { 'retry-after': 'Wed, 01 Jan 2025 12:05:00 GMT' }), now)).toBeNull();
    expect(retryDelayMs(answer(503), now, () => 0)).toBe(RETRY_BACKOFF_MS);
    expect(retryDelayMs(answer(503), now, () => 0.999)).toBeLessThan(2 * RETRY_BACKOFF_MS);
    expect(retryDelayMs(answer(503, { 'retry-after': 'soon' }), now, () => 0)).toBe(RETRY_BACKOFF_MS);
  });
});
