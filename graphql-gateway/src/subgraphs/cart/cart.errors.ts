import { CartError } from '@cadence/commerce/modules/cart/cart.errors';
import { cartMessage } from '@cadence/commerce/modules/cart/cart.messages';
import type { CartScope } from '@cadence/commerce/modules/cart/cart.types';
import { GraphQLError } from 'graphql';
import { shopperScope, type RequestContext } from '../../shared/context';
import { rateLimitedExtensions } from '../../shared/domain-errors';

/**
 * An expected cart failure as a GraphQL error: the code for clients, the message in the storefront's
 * language; a rate limit answers HTTP 429 with Retry-After, as the customer subgraph's limits do.
 */
export function toGraphQLError(error: CartError, store: string): GraphQLError {
  const extensions: Record<string, unknown> = { code: error.code };
  if (error.code === 'RATE_LIMITED') Object.assign(extensions, rateLimitedExtensions(error.params.seconds));
  return new GraphQLError(cartMessage(store, error.key, error.params), { extensions });
}

/** Runs a cart use case, turning its expected failures into GraphQL errors; bugs are rethrown. */
export async function cartCall<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartError) throw toGraphQLError(error, ctx.store);
    throw error;
  }
}

/** Who is asking and where: storefront, currency and country of the request, and the signed-in customer. */
export async function cartScope(ctx: RequestContext): Promise<CartScope> {
  const [scope, session] = await Promise.all([shopperScope(ctx), ctx.session()]);
  return { ...scope, customerId: session?.customerId ?? null };
}
