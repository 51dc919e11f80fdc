import { print } from 'graphql';
import { CustomerTokenRenewDocument } from '../../../graphql/documents/CustomerTokenRenewDocument';

/**
 * A renewal's outcome. `ok`: renewed, and `setCookies` carry the new session. Otherwise refused (or
 * the gateway was unreachable) and `setCookies` are the cookies the gateway cleared: the shopper is
 * signed out. Except when `superseded`: the refresh token was renewed moments ago in this process
 * (its new cookies went out with that request's answer), so a refusal now is that page's own
 * request racing the renewal, or a replay; either way it gets no session and clears nothing.
 */
export type RenewalResult = { ok: boolean; setCookies: string[]; superseded?: boolean };

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
/**
 * How long a refresh token this process renewed is remembered as spent, so that a refusal of it is
 * told apart from a signed-out session. Requests a page sent before its browser had the new cookies
 * arrive within moments; commerce counts a reuse that soon as a race, not a theft (`reuseGraceMs`,
 * a minute), and revokes nothing, so the browser's new cookies stay good. Kept well inside that:
 * past it a refusal signs out as any other does.
 */
const SPENT_FOR_MS = 10_000;
/** Renewals on their way to the gateway, by refresh token: shared while in flight, and only then. */
const inFlight = new Map<string, Promise<RenewalResult>>();
/** Refresh tokens this process renewed in the last SPENT_FOR_MS, with the timer that forgets each. */
const spent = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Renews the session on the gateway (renewCustomerToken) for a page request whose token is no
 * longer fresh, returning the gateway's Set-Cookie headers. A refresh token is single use, so the
 * page and the requests of the same session that arrive while its renewal is in flight share that
 * one renewal instead of the second presenting an already used token.
 *
 * Once the renewal has answered, its new cookies go to nobody else: a request that still presents
 * the old token may be the page's own (sent before the browser had the new cookies) or a thief's
 * replay, and nothing it carries tells them apart (the thief has the same cookies). So it goes to
 * the gateway like any other, where commerce's reuse detection judges it. When that is refused
 * within SPENT_FOR_MS of this process's renewal, the answer is `superseded` (no session, nothing
 * cleared), so the page racing its own renewal does not sign the shopper out.
 *
 * Failures are logged without any token. Shared within this process only: a replica that did not
 * renew the token answers its refusal as a sign-out.
 */
export function renewSession(options: RenewOptions): Promise<RenewalResult> {
  const key = options.refreshToken;
  const shared = inFlight.get(key);
  if (shared) return shared;
  const renewal: Promise<RenewalResult> = callGateway(options).then(({ problem, ...result }) => {
    if (inFlight.get(key) === renewal) inFlight.delete(key);
    if (result.ok) {
      rememberSpent(key);
      return result;
    }
    if (spent.has(key)) {
      console.warn(`[session] token renewal ${problem} for a token renewed here moments ago: no session, cookies kept`);
      return { ok: false, setCookies: [], superseded: true };
    }
    console.warn(`[session] token renewal ${problem}; the shopper is signed out`);
    return result;
  });
  inFlight.set(key, renewal);
  return renewal;
}

function rememberSpent(refreshToken: string): void {
  clearTimeout(spent.get(refreshToken));
  const timer = setTimeout(() => spent.delete(refreshToken), SPENT_FOR_MS);
  timer.unref?.();
  spent.set(refreshToken, timer);
}

/** The gateway's answer; `problem` says why a renewal did not happen (a code, never a token). */
async function callGateway({
  gatewayUrl,
  cookieHeader,
  store,
  fetchImpl = fetch,
}: RenewOptions): Promise<RenewalResult & { problem?: string }> {
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
    return { ok: false, setCookies, problem: `refused (${code})` };
  } catch (error) {
    return { ok: false, setCookies: [], problem: `failed: ${error instanceof Error ? error.message : 'unknown error'}` };
  }
}

/** For tests: forget shared renewals and spent tokens. */
export function resetRenewals(): void {
  inFlight.clear();
  for (const timer of spent.values()) clearTimeout(timer);
  spent.clear();
}
