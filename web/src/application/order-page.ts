import type { ServerQueryClient } from '../shared/ssr/server-gateway-client';
import type { GetServerSidePropsContext } from 'next';
import { orderNumberParam } from '../features/customer/account/account.rules';
import { CountriesConfigGetDocument } from '../graphql/documents/CountriesConfigGetDocument';
import { CustomerOrderGetDocument } from '../graphql/documents/CustomerOrderGetDocument';
import { isUnauthenticated } from '../shared/forms/server-errors';
import { accountRequestPath } from './account-page';
import type { NotFoundKind } from '../shared/errors/error-screen';
import type { PageLoadResult } from './shopper-page';

export type OrderPageProps = { number: string } | { notFound: NotFoundKind; path: string };

/**
 * One of the customer's orders for a page (order details, the checkout confirmation): the order
 * and the countries (for its addresses) into the request's cache, or a 404 when the number is
 * malformed, unknown or someone else's (the same answer for each, so numbers cannot be probed).
 */
export async function loadCustomerOrder(
  client: ServerQueryClient,
  ctx: GetServerSidePropsContext,
  namespaces: string[] = [],
): Promise<PageLoadResult<OrderPageProps>> {
  const path = accountRequestPath(ctx);
  const notFound = { props: { notFound: 'lookup' as const, path }, status: 404 };
  const number = orderNumberParam(ctx.params?.orderNumber);
  if (number === null) return { props: { notFound: 'invalid' as const, path }, status: 404 };
  const [{ data, error }] = await Promise.all([
    client.query({ query: CustomerOrderGetDocument, variables: { number }, errorPolicy: 'all' }),
    client.query({ query: CountriesConfigGetDocument }),
  ]);
  if (!data) {
    // No session: the account check beside this query sends the visitor to sign in.
    if (isUnauthenticated(error)) return notFound;
    throw error ?? new Error('The order could not be loaded');
  }
  if (!data.customer.orders.items.length) return notFound;
  // The finance words name a loan's product in the shopper's language (order-details.tsx).
  return { props: { number }, namespaces: [...namespaces, 'finance'] };
}
