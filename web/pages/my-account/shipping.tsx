import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { accountPage } from '../../src/application/account-page';
import { AccountLayout } from '../../src/features/customer/components/account-layout/account-layout';
import { AddressBook } from '../../src/features/customer/components/address-book/address-book';
import { CountriesConfigGetDocument } from '../../src/graphql/documents/CountriesConfigGetDocument';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import type { StorefrontPage } from '../../src/shared/page';
import { useAppShell } from '../../src/application/shell/use-app-shell';

/** /my-account/shipping/: the address book. */
const ShippingPage: StorefrontPage = () => {
  const { t } = useTranslation('account');
  const shell = useAppShell();
  return (
    <AccountLayout section="shipping" title={t('account.shipping.title')}>
      <AddressBook shopperCountry={shell.country?.code ?? null} />
    </AccountLayout>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) =>
  accountPage(ctx, async (client) => {
    // The country list (names, postcode formats) and the field rules for the address form, rendered from the cache.
    await Promise.all([
      client.query({ query: CountriesConfigGetDocument }),
      client.query({ query: CustomerFieldPolicyGetDocument }),
    ]);
    return { props: {} };
  });

export default ShippingPage;
