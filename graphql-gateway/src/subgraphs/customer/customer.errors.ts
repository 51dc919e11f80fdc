import { CustomerError } from '@cadence/commerce/modules/customer/customer.errors';
import { customerMessage } from '@cadence/commerce/modules/customer/customer.messages';
import type { StoreLocale } from '@cadence/commerce/modules/customer/customer.types';
import { GraphQLError } from 'graphql';
import type { CustomerContext } from './customer.loaders';

/**
 * An expected customer failure as a GraphQL error: the code for clients, the message in the
 * storefront's language (shown to the shopper as is) and, for invalid input, each field's message.
 */
export function toGraphQLError(error: CustomerError, store: StoreLocale): GraphQLError {
  const extensions: Record<string, unknown> = { code: error.code };
  if (Object.keys(error.fields).length) {
    extensions.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, problem]) => [field, customerMessage(problem.key, store, problem.params)]),
    );
  }
  if (error.code === 'RATE_LIMITED') {
    extensions.retry_after_seconds = error.params.seconds;
    extensions.http = { status: 429, headers: new Map([['retry-after', String(error.params.seconds)]]) };
  }
  return new GraphQLError(customerMessage(error.key, store, error.params), { extensions });
}

/** Runs a customer use case, turning its expected failures into GraphQL errors; bugs are rethrown. */
export async function customerCall<T>(ctx: CustomerContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CustomerError) throw toGraphQLError(error, ctx.store as StoreLocale);
    throw error;
  }
}

/** The signed-in customer's id; UNAUTHENTICATED without a live session. */
export async function requireCustomerId(ctx: CustomerContext): Promise<string> {
  const session = await ctx.session();
  if (!session) throw toGraphQLError(new CustomerError('UNAUTHENTICATED', 'unauthenticated'), ctx.store as StoreLocale);
  return session.customerId;
}
