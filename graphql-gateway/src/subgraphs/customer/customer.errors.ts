import { CustomerError } from '@cadence/commerce/modules/customer/customer.errors';
import { customerErrorToGraphQL } from '../../shared/domain-errors';
import type { CustomerContext } from './customer.loaders';

/** An expected customer failure as a GraphQL error (the shared rule). */
export const toGraphQLError = customerErrorToGraphQL;

/** Runs a customer use case, turning its expected failures into GraphQL errors; bugs are rethrown. */
export async function customerCall<T>(ctx: CustomerContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CustomerError) throw toGraphQLError(error, ctx.store);
    throw error;
  }
}

/** The signed-in customer's id; UNAUTHENTICATED without a live session. */
export async function requireCustomerId(ctx: CustomerContext): Promise<string> {
  const session = await ctx.session();
  if (!session) throw toGraphQLError(new CustomerError('UNAUTHENTICATED', 'unauthenticated'), ctx.store);
  return session.customerId;
}
