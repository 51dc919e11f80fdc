import { useQuery } from '../../../shared/apollo/query-hooks';
import { CustomerFieldPolicyGetDocument } from '../../../graphql/documents/CustomerFieldPolicyGetDocument';
import type { FieldPolicy } from '../field-policy.rules';

/**
 * The server's field rules (customerFieldPolicy: lengths, email and phone patterns), from the cache
 * the page's server render filled (the pages with an email or address form load it); null until
 * they are known.
 */
export function useFieldPolicy(): FieldPolicy | null {
  const { data } = useQuery(CustomerFieldPolicyGetDocument, { fetchPolicy: 'cache-first' });
  return data?.customerFieldPolicy ?? null;
}
