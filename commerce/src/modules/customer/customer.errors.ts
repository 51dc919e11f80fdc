import type { MessageKey } from './customer.messages';

export type CustomerErrorCode =
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'INVALID_PASSWORD'
  | 'RESET_TOKEN_INVALID'
  | 'RATE_LIMITED'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT';

/** A field name of the submitted input and the message key explaining what is wrong with it. */
export type FieldProblem = { key: MessageKey; params?: Record<string, string | number> };

/**
 * An expected failure of a customer use case: a code for clients, a message key (translated per
 * storefront at the API edge), and for invalid input the problem of each field.
 */
export class CustomerError extends Error {
  constructor(
    readonly code: CustomerErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields: Record<string, FieldProblem> = {},
  ) {
    super(`${code}: ${key}`);
    this.name = 'CustomerError';
  }
}

/** Invalid input: throws when any field has a problem. */
export function assertNoFieldProblems(fields: Record<string, FieldProblem>): void {
  if (Object.keys(fields).length > 0) throw new CustomerError('BAD_USER_INPUT', 'invalidInput', {}, fields);
}
