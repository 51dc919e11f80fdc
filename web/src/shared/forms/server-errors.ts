import { CombinedGraphQLErrors } from '@apollo/client';
import { failureOf, type CallFailure } from './failure';

export function callFailure(error: unknown): CallFailure {
  if (!CombinedGraphQLErrors.is(error) || !error.errors.length) return { message: null, code: null, fields: {} };
  const [first] = error.errors;
  const extensions = (first?.extensions ?? {}) as { code?: unknown; fields?: unknown };
  return failureOf({ code: extensions.code, message: first?.message, fields: extensions.fields });
}

/** True when a failure means the session is gone (the shopper is signed out). */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
