import { useQuery } from '../../../src/shared/apollo/query-hooks';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../../src/shared/i18n/use-translation';
import { accountPage } from '../../../src/application/account-page';
import { loadCustomerOrder, type OrderPageProps } from '../../../src/application/order-page';
import { AccountLayout } from '../../../src/features/customer/components/account-layout/account-layout';
import { OrderDetails } from '../../../src/features/customer/components/order-details/order-details';
import { useOrder } from '../../../src/features/customer/hooks/use-orders';
import { CountriesConfigGetDocument } from '../../../src/graphql/documents/CountriesConfigGetDocument';
import { ErrorScreen, type NotFoundKind } from '../../../src/shared/errors/error-screen';
import type { StorefrontPage } from '../../../src/shared/page';
import { PageHead } from '../../../src/shared/ui/page-head';

type Props = OrderPageProps;

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

function NotFound({ path, kind }: { path: string; kind: NotFoundKind }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHead title={t('common.error.notFound')} noIndex />
      <ErrorScreen statusCode={404} path={path} notFound={kind} />
    </>
  );
}

/** /my-account/orders/{orderNumber}/ (order-details): one of the customer's orders, or 404. */
const OrderPage: StorefrontPage<Props> = (props) =>
  'notFound' in props ? <NotFound path={props.path} kind={props.notFound} /> : <OrderView number={props.number} />;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  accountPage<Props>(ctx, (client) => loadCustomerOrder(client, ctx));

export default OrderPage;
