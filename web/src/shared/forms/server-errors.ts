import { CombinedGraphQLErrors } from '@apollo/client';
import { clientErrorStatus } from '@cadence/server-kit/client-errors';

/**
 * What a failed customer call tells the shopper: the server's message as-is (it is localised and
 * safe), its error code, and per-field messages for BAD_USER_INPUT (`extensions.fields`). A
 * network or unexpected failure has no message: the form shows its own generic text.
 */
export type CallFailure = { message: string | null; code: string | null; fields: Record<string, string> };

export function callFailure(error: unknown): CallFailure {
  if (!CombinedGraphQLErrors.is(error) || !error.errors.length) return { message: null, code: null, fields: {} };
  const [first] = error.errors;
  const extensions = (first?.extensions ?? {}) as { code?: unknown; fields?: unknown };
  const code = typeof extensions.code === 'string' ? extensions.code : null;
  const fields: Record<string, string> = {};
  if (extensions.fields && typeof extensions.fields === 'object') {
    for (const [name, message] of Object.entries(extensions.fields as Record<string, unknown>)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  // Only the codes a client is meant to read carry a message for shoppers (server-kit's table, by
  // which the gateway masks the rest and the shims answer): never an unexpected error's text.
  const expected = clientErrorStatus(code) !== undefined;
  return { message: expected ? (first?.message ?? null) : null, code, fields };
}

/** True when a failure means the session is gone (the shopper is signed out). */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
