import { print } from 'graphql';
import { CustomerTokenRenewDocument } from '../../../graphql/documents/CustomerTokenRenewDocument';

export type RenewalResult = { ok: boolean; setCookies: string[] };

type RenewOptions = {
  gatewayUrl: string;
  /** The shopper's Cookie header (carries the refresh token). */
  cookieHeader: string;
  store: string;
  /** The refresh token, only to share one renewal between concurrent requests of the same session. */
  refreshToken: string;
  fetchImpl?: typeof fetch;
};

const RENEW_QUERY = print(CustomerTokenRenewDocument);
/** How long a finished renewal is reused for requests that still carry the old refresh token. */
const SHARED_FOR_MS = 10_000;
const inFlight = new Map<string, Promise<RenewalResult>>();

/**
 * Renews the session on the gateway (renewCustomerToken) for a page request whose token is no
 * longer fresh, returning the gateway's Set-Cookie headers. A refresh token is single use, so the
 * page and the data requests it triggers at the same moment share one renewal instead of the
 * second one presenting an already used token. Failures are logged without any token and come
 * back as `ok: false` with whatever cookies the gateway cleared.
 */
export function renewSession(options: RenewOptions): Promise<RenewalResult> {
  const shared = inFlight.get(options.refreshToken);
  if (shared) return shared;
  const renewal = callGateway(options);
  inFlight.set(options.refreshToken, renewal);
  void renewal.finally(() => {
    setTimeout(() => inFlight.delete(options.refreshToken), SHARED_FOR_MS).unref?.();
  });
  return renewal;
}

async function callGateway({ gatewayUrl, cookieHeader, store, fetchImpl = fetch }: RenewOptions): Promise<RenewalResult> {
  try {
    const response = await fetchImpl(gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        cookie: cookieHeader,
        store,
      },
      body: JSON.stringify({ operationName: 'CustomerTokenRenew', query: RENEW_QUERY, variables: {} }),
    });
    const setCookies = response.headers.getSetCookie();
    const body = (await response.json().catch(() => null)) as {
      data?: { renewCustomerToken?: { expires_at?: string } | null } | null;
      errors?: { extensions?: { code?: string } }[];
    } | null;
    if (response.ok && body?.data?.renewCustomerToken?.expires_at && !body.errors?.length) {
      return { ok: true, setCookies };
    }
    const code = body?.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}`;
    console.warn(`[session] token renewal refused (${code}); the shopper is signed out`);
    return { ok: false, setCookies };
  } catch (error) {
    console.warn(`[session] token renewal failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    return { ok: false, setCookies: [] };
  }
}

/** For tests: forget shared renewals. */
export function resetRenewals(): void {
  inFlight.clear();
}
