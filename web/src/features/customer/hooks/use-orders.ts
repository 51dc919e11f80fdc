import { useQuery } from '../../../shared/apollo/query-hooks';
import { CustomerOrderGetDocument } from '../../../graphql/documents/CustomerOrderGetDocument';
import { CustomerOrdersGetDocument } from '../../../graphql/documents/CustomerOrdersGetDocument';
import { ORDERS_PAGE_SIZE } from '../account/account.rules';

/** The variables of a page of the order history (the server render asks with the same). */
export const ordersVariables = (page: number) => ({ currentPage: page, pageSize: ORDERS_PAGE_SIZE });

/** A page of the customer's orders, newest first, as the server render left it in the cache. */
export function useOrders(page: number) {
  const { data } = useQuery(CustomerOrdersGetDocument, { variables: ordersVariables(page), fetchPolicy: 'cache-first' });
  const orders = data?.customer.orders;
  return {
    orders: orders?.items ?? [],
    totalCount: orders?.total_count ?? 0,
    page: orders?.page_info.current_page ?? page,
    totalPages: orders?.page_info.total_pages ?? 0,
  };
}

/** One order by number (the order-details page), as the server render left it in the cache. */
export function useOrder(number: string) {
  const { data } = useQuery(CustomerOrderGetDocument, { variables: { number }, fetchPolicy: 'cache-first' });
  return data?.customer.orders.items[0] ?? null;
}
