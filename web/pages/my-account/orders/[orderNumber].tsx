import { useQuery } from '@apollo/client/react';
import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { accountPage, accountRequestPath } from '../../../src/application/account-page';
import { isUnauthenticated } from '../../../src/shared/forms/server-errors';
import { orderNumberParam } from '../../../src/features/customer/account/account.rules';
import { AccountLayout } from '../../../src/features/customer/components/account-layout/account-layout';
import { OrderDetails } from '../../../src/features/customer/components/order-details/order-details';
import { useOrder } from '../../../src/features/customer/hooks/use-orders';
import { CountriesConfigGetDocument, CustomerOrderGetDocument } from '../../../src/graphql/graphql';
import { ErrorScreen } from '../../../src/shared/errors/error-screen';
import type { StorefrontPage } from '../../../src/shared/page';
import { PageHead } from '../../../src/shared/ui/page-head';

type Props = { number: string } | { notFound: true; path: string };

function OrderView({ number }: { number: string }): React.JSX.Element {
  const { t } = useTranslation('account');
  const order = useOrder(number);
  const { data } = useQuery(CountriesConfigGetDocument, { fetchPolicy: 'cache-first' });
  const countryName = (code: string) => data?.countriesConfig.find((c) => c.code === code)?.name ?? code;
  return (
    <AccountLayout section="orders" title={t('account.orderDetails.title', { number })}>
      {order ? <OrderDetails order={order} countryName={countryName} /> : null}
    </AccountLayout>
  );
}

function NotFound({ path }: { path: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHead title={t('common.error.notFound')} noIndex />
      <ErrorScreen statusCode={404} path={path} />
    </>
  );
}

/** /my-account/orders/{orderNumber}/ (order-details): one of the customer's orders, or 404. */
const OrderPage: StorefrontPage<Props> = (props) =>
  'notFound' in props ? <NotFound path={props.path} /> : <OrderView number={props.number} />;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  accountPage<Props>(ctx, async (client) => {
    const notFound = { props: { notFound: true as const, path: accountRequestPath(ctx) }, status: 404 };
    const number = orderNumberParam(ctx.params?.orderNumber);
    if (number === null) return notFound;
    const [{ data, error }] = await Promise.all([
      client.query({ query: CustomerOrderGetDocument, variables: { number }, errorPolicy: 'all' }),
      client.query({ query: CountriesConfigGetDocument }),
    ]);
    if (!data) {
      // No session: the account check beside this query sends the visitor to sign in.
      if (isUnauthenticated(error)) return notFound;
      throw error ?? new Error('The order could not be loaded');
    }
    // Not one of this customer's orders (or no such order): the same 404 either way.
    if (!data.customer.orders.items.length) return notFound;
    return { props: { number } };
  });

export default OrderPage;
