import { useQuery } from '@apollo/client/react';
import { CustomerGetDocument, type CustomerGetQuery } from '../../../graphql/graphql';

export type SignedInCustomer = CustomerGetQuery['customer'];

/**
 * The signed-in customer, or null when signed out. Reads the cache only: the server fetched the
 * customer with the page when the session cookies were there, and signing in or registering
 * writes it, so the header and the pages render the same on the server and in the browser.
 */
export function useCustomer(): SignedInCustomer | null {
  const { data } = useQuery(CustomerGetDocument, { fetchPolicy: 'cache-only' });
  return data?.customer ?? null;
}
