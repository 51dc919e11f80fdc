/**
 * The browser's HTTP client rule (spec §7): an idempotent request is asked once more when the
 * answer says the failure may pass (a gateway restarting, a balancer's 503, a rate limit about to
 * lift); a request that may change something is never asked twice unless its caller vouches for
 * it, because the first may have reached the shop before its answer was lost.
 */

/** The statuses after which the same request may well go through a moment later (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods that read only, so asking twice is safe; POST, PUT, PATCH and DELETE are not retried by default. */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The longest Retry-After waited for: a shopper is waiting for the answer. A server asking for
 * longer (the shop's rate limits ask for minutes) is not asked again sooner than it said, and the
 * answer is returned as it is.
 */
export const RETRY_AFTER_CAP_MS = 3_000;

/**
 * The pause before the retry when the answer names none: long enough for a restarting upstream,
 * short for the shopper, and spread over up to twice as long so browsers that failed together do
 * not come back together.
 */
export const RETRY_BACKOFF_MS = 250;

export type RetryOptions = {
  /**
   * Unset, the method decides. `true`: the caller vouches that the request changes nothing
   * whatever its method (a GraphQL query sent by POST), so it is retried as a GET would be; never
   * for a mutation. `false`: a GET that must not be sent twice (a renewal spending a single-use
   * refresh token) is not retried.
   */
  idempotent?: boolean;
};

/** How long to wait before asking again after `response`, or null when it should not be asked again. */
export function retryDelayMs(response: Response, now = Date.now(), random = Math.random): number | null {
  const header = response.headers.get('retry-after')?.trim();
  if (header) {
    const wait = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
    if (Number.isFinite(wait)) return wait > RETRY_AFTER_CAP_MS ? null : Math.max(0, wait);
  }
  return RETRY_BACKOFF_MS * (1 + random());
}

/** Waits `ms`, or rejects as fetch does when the caller gives up (Apollo aborts an unsubscribed query). */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const isRequest = (input: RequestInfo | URL): input is Request => typeof Request !== 'undefined' && input instanceof Request;

/**
 * fetch with spec §7's one retry: GET, HEAD and OPTIONS (or as its caller marks it, `idempotent`)
 * answered with a RETRY_STATUSES status are sent once more, after the answer's Retry-After (up to
 * RETRY_AFTER_CAP_MS) or a short backoff; the second answer is returned as it is, whatever it
 * says. Network failures are the caller's, as fetch reports them.
 */
export async function fetchWithRetry(
  input: RequestInfo | URL,
  init?: RequestInit,
  options: RetryOptions = {},
  send: typeof fetch = (...args) => fetch(...args),
): Promise<Response> {
  const method = (init?.method ?? (isRequest(input) ? input.method : 'GET')).toUpperCase();
  if (!(options.idempotent ?? IDEMPOTENT_METHODS.has(method))) return send(input, init);
  // A Request's body can be read once: the first try sends a copy.
  const first = await send(isRequest(input) ? input.clone() : input, init);
  return retriedAfter(first, () => send(input, init), init?.signal ?? (isRequest(input) ? input.signal : undefined));
}

/**
 * The rest of fetchWithRetry's rule once the first answer of a request that may be asked twice is
 * in: `first` itself unless its status is one of RETRY_STATUSES and its Retry-After is short enough,
 * else, after the pause, the answer of `sendAgain`. For a caller that keeps this module out of its
 * first load and loads it only after a failed answer (the cart shims, features/cart/cart-api.ts).
 */
export async function retriedAfter(
  first: Response,
  sendAgain: () => Promise<Response>,
  signal?: AbortSignal | null,
): Promise<Response> {
  if (!RETRY_STATUSES.has(first.status)) return first;
  const delay = retryDelayMs(first);
  if (delay === null) return first;
  // The first answer is not read: let its connection go.
  void first.body?.cancel().catch(() => undefined);
  await pause(delay, signal);
  return sendAgain();
}

/** A fetch that follows fetchWithRetry's rule, for what takes a fetch (Apollo's HttpLink); `send` defaults to the global fetch. */
export function retryingFetch(options: RetryOptions = {}, send?: typeof fetch): typeof fetch {
  return (input, init) => fetchWithRetry(input, init, options, send);
}
