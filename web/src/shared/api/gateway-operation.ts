import { CombinedGraphQLErrors, type TypedDocumentNode } from '@apollo/client';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createServerApolloClient } from '../ssr/server-apollo-client';

const STORES = ['en-GB', 'de-DE'];

/** The storefront a shim call is for: the store header, else the locale cookie, else en-GB. */
export function storeFor(req: NextApiRequest): string {
  const header = req.headers.store;
  if (typeof header === 'string' && STORES.includes(header)) return header;
  const cookie = req.cookies.NEXT_LOCALE;
  return cookie && STORES.includes(cookie) ? cookie : 'en-GB';
}

/** Runs one typed operation against the gateway on behalf of the caller (cookies forwarded). */
export async function runQuery<TData, TVariables extends Record<string, unknown>>(
  req: NextApiRequest,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const client = createServerApolloClient(req, storeFor(req));
  const { data } = await client.query({ query, variables } as never);
  if (!data) throw new Error('The gateway returned no data');
  return data as TData;
}

/**
 * The statuses of gateway errors the caller caused (their messages are localised and safe to
 * show); any other error is unexpected and answered generically.
 */
const CALLER_ERROR_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  INVALID_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  RATE_LIMITED: 429,
};

/**
 * Runs one typed mutation against the gateway on behalf of the caller (cookies forwarded). A
 * GraphQL error the caller caused becomes a BadRequest with the gateway's message and a matching
 * status, so the shim answers it in its `error` field.
 */
export async function runMutation<TData, TVariables extends Record<string, unknown>>(
  req: NextApiRequest,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const client = createServerApolloClient(req, storeFor(req));
  try {
    const { data } = await client.mutate({ mutation, variables } as never);
    if (!data) throw new Error('The gateway returned no data');
    return data as TData;
  } catch (error) {
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
    const status = first ? CALLER_ERROR_STATUS[String(first.extensions?.code)] : undefined;
    if (first && status) throw new BadRequest(first.message, status);
    throw error;
  }
}

/**
 * A legacy REST shim (spec §7): only the allowed method, a JSON body with the spec's fields and an
 * `error` field (null on success). Failures answer with the fallback fields, the message and a
 * status; the shopper never sees a stack trace.
 */
export function restShim<T extends object>(
  method: 'GET' | 'POST',
  handler: (req: NextApiRequest) => Promise<T>,
  fallback: T,
): (req: NextApiRequest, res: NextApiResponse) => Promise<void> {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== method) {
      res.setHeader('Allow', method);
      res.status(405).json({ ...fallback, error: `Method ${req.method} not allowed` });
      return;
    }
    try {
      res.status(200).json({ error: null, ...(await handler(req)) });
    } catch (error) {
      if (error instanceof BadRequest) {
        res.status(error.status).json({ ...fallback, error: error.message });
        return;
      }
      console.error(`[shim] ${req.url} failed`, error);
      res.status(502).json({ ...fallback, error: 'The service is unavailable. Please try again.' });
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
