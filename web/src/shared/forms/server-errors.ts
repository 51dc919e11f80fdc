import { CombinedGraphQLErrors } from '@apollo/client';

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
  // An unexpected server error's message is not meant for shoppers.
  const expected = code !== null && code !== 'INTERNAL_SERVER_ERROR';
  return { message: expected ? (first?.message ?? null) : null, code, fields };
}

/** True when a failure means the session is gone (the shopper is signed out). */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
