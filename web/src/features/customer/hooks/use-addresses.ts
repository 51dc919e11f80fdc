import { useQuery } from '../../../shared/apollo/query-hooks';
import { useMutation } from '../../../shared/apollo/use-mutation';
import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { CountriesConfigGetDocument } from '../../../graphql/documents/CountriesConfigGetDocument';
import { CustomerAccountGetDocument } from '../../../graphql/documents/CustomerAccountGetDocument';
import { CustomerAddressCreateDocument } from '../../../graphql/documents/CustomerAddressCreateDocument';
import { CustomerAddressDeleteDocument } from '../../../graphql/documents/CustomerAddressDeleteDocument';
import { CustomerAddressUpdateDocument } from '../../../graphql/documents/CustomerAddressUpdateDocument';
import { addressInput, defaultAddressInput, type AddressFormValues, type SavedAddress } from '../addresses/address.rules';
import { sortAddresses } from '../addresses/address-format.rules';
import { useAccount, useAccountAction } from './use-account';

export type AddressCountry = { code: string; name: string; postcode_pattern: string | null; postcode_example: string | null };

// The address book is read again after every change: a new default moves the badge off the
// previous default address and changes the customer's default ids, which only the server knows.
const REFETCH = { refetchQueries: [{ query: CustomerAccountGetDocument }], awaitRefetchQueries: true };

/**
 * The address book: the customer's addresses (defaults first), the countries an address can be
 * in (names in the storefront's language, alphabetical), the shopper's country to preselect, and
 * the create / update / set-default / delete actions with the cache kept in step.
 */
export function useAddresses(shopperCountry: string | null = null) {
  const { locale = 'en-GB' } = useRouter();
  const customer = useAccount();
  const { data: countryData } = useQuery(CountriesConfigGetDocument, { fetchPolicy: 'cache-first' });
  const run = useAccountAction();
  const [create] = useMutation(CustomerAddressCreateDocument, REFETCH);
  const [update] = useMutation(CustomerAddressUpdateDocument, REFETCH);
  const [remove] = useMutation(CustomerAddressDeleteDocument, {
    ...REFETCH,
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'CustomerAddress', id: variables.id }) });
      cache.gc();
    },
  });

  const countries = useMemo<AddressCountry[]>(
    () =>
      (countryData?.countriesConfig ?? [])
        .map((c) => ({
          code: c.code,
          name: c.name,
          postcode_pattern: c.postcode_pattern ?? null,
          postcode_example: c.postcode_example ?? null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [countryData, locale],
  );
  const countryName = useCallback((code: string) => countries.find((c) => c.code === code)?.name ?? code, [countries]);
  const addresses = useMemo<SavedAddress[]>(() => sortAddresses(customer?.addresses ?? []), [customer]);

  return {
    addresses,
    countries,
    countryName,
    /** The country a new address starts with: the shopper's, else the first one. */
    defaultCountry: shopperCountry ?? countries[0]?.code ?? '',
    email: customer?.email ?? '',
    createAddress: (values: AddressFormValues) => run(() => create({ variables: { input: addressInput(values) } })),
    updateAddress: (id: number, values: AddressFormValues) =>
      run(() => update({ variables: { id, input: addressInput(values) } })),
    setDefault: (address: SavedAddress, which: 'shipping' | 'billing') =>
      run(() => update({ variables: { id: address.id, input: defaultAddressInput(address, which) } })),
    deleteAddress: (id: number) => run(() => remove({ variables: { id } })),
  };
}
