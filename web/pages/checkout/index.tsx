import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { shopperPage } from '../../src/application/shopper-page';
import { useAppShell } from '../../src/application/shell/use-app-shell';
import { CheckoutGate, CheckoutPage } from '../../src/features/checkout/components/checkout-page/checkout-page';
import { isLoggedIn } from '../../src/features/customer/customer.rules';
import { CheckoutGetDocument } from '../../src/graphql/documents/CheckoutGetDocument';
import { CountriesConfigGetDocument } from '../../src/graphql/documents/CountriesConfigGetDocument';
import { CustomerAccountGetDocument } from '../../src/graphql/documents/CustomerAccountGetDocument';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import type { StorefrontPage } from '../../src/shared/page';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = { gate: boolean };

/** /checkout/: the shop's own checkout for a signed-in customer, or the sign-in gate for a guest. Private, never cached. */
const Checkout: StorefrontPage<Props> = ({ gate }) => {
  const { t } = useTranslation('checkout');
  const { country } = useAppShell();
  return (
    <>
      <PageHead title={t('checkout.title')} description={t('checkout.metaDescription')} noIndex />
      {gate ? <CheckoutGate /> : <CheckoutPage shopperCountry={country?.code ?? null} />}
    </>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return shopperPage<Props>(ctx, {
    namespaces: ['checkout', 'account', 'finance'],
    load: async (client) => {
      if (!isLoggedIn(ctx.req.cookies)) return { props: { gate: true } };
      // The customer (address book), the cart in checkout, the countries and the address form's field rules, in parallel.
      const [account] = await Promise.all([
        client.query({ query: CustomerAccountGetDocument, errorPolicy: 'all' }),
        client.query({ query: CheckoutGetDocument, errorPolicy: 'all' }),
        client.query({ query: CountriesConfigGetDocument }),
        client.query({ query: CustomerFieldPolicyGetDocument }),
      ]);
      return { props: { gate: !account.data?.customer } };
    },
  });
};

export default Checkout;
