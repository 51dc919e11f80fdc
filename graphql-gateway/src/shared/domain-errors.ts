import type { StoreCode } from '@cadence/server-kit/storefronts';
import { CustomerError } from '@cadence/commerce/modules/customer/customer.errors';
import { customerMessage } from '@cadence/commerce/modules/customer/customer.messages';
import { GraphQLError } from 'graphql';

/**
 * An expected customer failure as a GraphQL error: the code for clients, the message in the
 * storefront's language (shown to the shopper as is) and, for invalid input, each field's message.
 * Shared: the customer subgraph answers it, and checkout does when it checks an address.
 */
export function customerErrorToGraphQL(error: CustomerError, store: StoreCode): GraphQLError {
  const extensions: Record<string, unknown> = { code: error.code };
  if (Object.keys(error.fields).length) {
    extensions.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, problem]) => [field, customerMessage(problem.key, store, problem.params)]),
    );
  }
  if (error.code === 'RATE_LIMITED') Object.assign(extensions, rateLimitedExtensions(error.params.seconds));
  return new GraphQLError(customerMessage(error.key, store, error.params), { extensions });
}

export { CustomerError };

/**
 * What a rate-limited answer carries besides its code, for every subgraph: the seconds until the
 * next attempt may go through, for clients, and HTTP 429 with Retry-After.
 */
export function rateLimitedExtensions(seconds: unknown): Record<string, unknown> {
  return { retry_after_seconds: seconds, http: { status: 429, headers: new Map([['retry-after', String(seconds)]]) } };
}

/** Invalid arguments (too long, too many, repeated): a 400 with the reason, in the client's terms. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}
