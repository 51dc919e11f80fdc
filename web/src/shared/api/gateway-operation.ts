import { CombinedGraphQLErrors, type TypedDocumentNode } from '@apollo/client';
import { clientErrorStatus } from '@cadence/server-kit/client-errors';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { isStoreCode, toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import type { NextApiRequest, NextApiResponse } from 'next';
import { siteUrl } from '../config/public-config';
import { callFailure } from '../forms/server-errors';
import { shimMessages } from './shim-messages';
import { createServerApolloClient } from '../ssr/server-apollo-client';

/** The storefront a shim call is for: the store header, else the locale cookie, else en-GB. */
export function storeFor(req: NextApiRequest): StoreCode {
  const header = req.headers.store;
  return isStoreCode(header) ? header : toStoreCode(req.cookies[SHOP_COOKIES.locale.name]);
}

/** The JSON body of a shim call, or an empty object. */
export const shimBody = (req: NextApiRequest): Record<string, unknown> =>
  typeof req.body === 'object' && req.body && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** What a shim handler can do to its response besides returning the body. */
export type ShimContext = {
  /** Set-Cookie headers for the shim's response (the gateway's session cookies, say). */
  setCookies(cookies: readonly string[]): void;
};

/**
 * Runs one typed query against the gateway on behalf of the caller (cookies forwarded). With
 * `shim`, the gateway's Set-Cookie headers go on to the shim's response.
 */
export async function runQuery<TData, TVariables extends Record<string, unknown>>(
  req: NextApiRequest,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  shim?: ShimContext,
): Promise<TData> {
  const client = createServerApolloClient(req, storeFor(req), shim && ((cookies) => shim.setCookies(cookies)));
  const { data } = await client.query({ query, variables } as never);
  if (!data) throw new Error('The gateway returned no data');
  return data as TData;
}

/**
 * Runs one typed mutation against the gateway on behalf of the caller. With `shim`, the gateway's
 * Set-Cookie headers (sign-in, registration, renewal) go on to the shim's response, also when
 * the mutation fails (a refused renewal clears the cookies).
 */
export async function runMutation<TData, TVariables extends Record<string, unknown>>(
  req: NextApiRequest,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  shim?: ShimContext,
): Promise<TData> {
  const client = createServerApolloClient(req, storeFor(req), shim && ((cookies) => shim.setCookies(cookies)));
  const { data } = await client.mutate({ mutation, variables } as never);
  if (!data) throw new Error('The gateway returned no data');
  return data as TData;
}

/**
 * The status and message of an expected gateway failure (server-kit's table of the codes a client is
 * meant to read: their message is already in the shopper's language), or null for anything else.
 */
export function expectedFailure(error: unknown): { status: number; message: string; retryAfter?: number } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : '';
  const status = clientErrorStatus(code);
  if (!first || !status) return null;
  const retryAfter = Number(first.extensions?.retry_after_seconds);
  return { status, message: first.message, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}) };
}

/** The origin of an absolute http(s) URL, or null for anything else. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a browser without Fetch Metadata says the call comes from: the Origin header, else the
 * Referer's origin; `unknown` for a value that names no web origin (`Origin: null` from a
 * sandboxed document, or something no browser sends); null when it says nothing.
 */
function claimedSource(req: NextApiRequest): string | 'unknown' | null {
  const value = req.headers.origin ?? req.headers.referer;
  if (value === undefined || value === '') return null;
  return originOf(value) ?? 'unknown';
}

/** A request header's value as one lower-case string, undefined when absent. */
function headerOf(req: NextApiRequest, name: string): string | undefined {
  const value = req.headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).trim().toLowerCase();
}

/**
 * How the shop calls its shims: fetch() from its own pages, which a browser marks Sec-Fetch-Mode
 * `cors` (or `same-origin`) and Sec-Fetch-Dest `empty`. Anything else a browser marks is not such a
 * call: a navigation (`navigate`: a link, also one opened from an email client or another app, which
 * says Sec-Fetch-Site `none` and carries even SameSite=Strict cookies; `nested-navigate`: a frame),
 * an image, a script, a frame, a beacon or a prefetch (`no-cors`).
 */
const CALL_MODES: ReadonlySet<string> = new Set(['cors', 'same-origin']);
const CALL_DESTINATION = 'empty';

/**
 * Cross-site request forgery guard for the shims (they act with the shopper's cookies): a POST
 * must send JSON, which a plain HTML form cannot. A browser that sends Fetch Metadata is judged by
 * it: only a script's call is let through (CALL_MODES, Sec-Fetch-Dest `empty`), never a page load,
 * a frame or an image, whatever site it comes from (the shop never links to a shim, and the GET
 * shims that sign out, empty the cart or make one act on a mere visit); and of calls, only the
 * shop's own: one from anywhere but its origin (Sec-Fetch-Site: cross-site, or same-site: a sibling
 * subdomain, whose images and links carry the shopper's SameSite cookies too) is refused, while
 * `none` (no page started it) is let through. A browser too old to send Fetch Metadata is judged
 * by its Origin or Referer instead: a page of another origin than the two storefronts' is refused
 * (the GET shims that sign out or empty the cart included), and so is a GET that asks for a page or
 * an image (a link or an image on another site that sends no referrer). Non-browser clients send
 * none of these headers.
 */
export function csrfRefusal(req: NextApiRequest): { status: number; message: string } | null {
  const messages = shimMessages(storeFor(req));
  const mode = headerOf(req, 'sec-fetch-mode');
  const destination = headerOf(req, 'sec-fetch-dest');
  if ((mode !== undefined && !CALL_MODES.has(mode)) || (destination !== undefined && destination !== CALL_DESTINATION)) {
    return { status: 403, message: messages.crossSite };
  }
  const site = headerOf(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return { status: 403, message: messages.crossSite };
  if (site === undefined) {
    const source = claimedSource(req);
    const own = [siteUrl('en-GB'), siteUrl('de-DE')].map((url) => originOf(url));
    if (source !== null && (source === 'unknown' || !own.includes(source))) {
      return { status: 403, message: messages.crossSite };
    }
    // A page can hide where a link or image comes from (no-referrer), not what it asks for: a
    // navigation asks for HTML and an image for an image, and only those carry the shopper's
    // cart cookie (SameSite=Lax) across sites. The shop's own calls are fetches asking for JSON.
    if (req.method === 'GET' && /text\/html|image\//i.test(String(req.headers.accept ?? ''))) {
      return { status: 403, message: messages.crossSite };
    }
  }
  if (req.method === 'POST') {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') return { status: 415, message: messages.notJson };
  }
  return null;
}

/**
 * A legacy REST shim (spec §7): only the allowed method, a JSON body with the spec's fields and an
 * `error` field (null on success). Failures answer with the fallback fields, the message and a
 * status; the shopper never sees a stack trace. Cookies the handler collected are sent either way.
 * With `details`, an expected gateway failure's answer also carries its `code` and field messages
 * (`fields`, as callFailure reads them): for the storefront's own forms, which tell the shopper
 * which field to fix or what to do next; the legacy callers read `error` only.
 */
export function restShim<T extends object>(
  method: 'GET' | 'POST',
  handler: (req: NextApiRequest, shim: ShimContext) => Promise<T>,
  fallback: T,
  options: { details?: boolean } = {},
): (req: NextApiRequest, res: NextApiResponse) => Promise<void> {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== method) {
      res.setHeader('Allow', method);
      res.status(405).json({ ...fallback, error: shimMessages(storeFor(req)).method(String(req.method)) });
      return;
    }
    const refused = csrfRefusal(req);
    if (refused) {
      res.status(refused.status).json({ ...fallback, error: refused.message });
      return;
    }
    const cookies: string[] = [];
    const shim: ShimContext = { setCookies: (list) => void cookies.push(...list) };
    const send = (status: number, body: object) => {
      if (cookies.length) res.setHeader('Set-Cookie', cookies);
      res.status(status).json(body);
    };
    try {
      const body = await handler(req, shim);
      send(200, { error: null, ...body });
    } catch (error) {
      if (error instanceof BadRequest) {
        send(error.status, { ...fallback, error: error.message });
        return;
      }
      const expected = expectedFailure(error);
      if (expected) {
        if (expected.retryAfter) res.setHeader('Retry-After', String(expected.retryAfter));
        const failure = options.details ? callFailure(error) : null;
        const details = failure ? { code: failure.code, fields: failure.fields } : {};
        send(expected.status, { ...fallback, ...details, error: expected.message });
        return;
      }
      console.error(`[shim] ${req.url} failed`, error);
      send(502, { ...fallback, error: shimMessages(storeFor(req)).unavailable });
    }
  };
}

/** A failure the caller caused: answered with its message in `error` and its status (400 unless said). */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
