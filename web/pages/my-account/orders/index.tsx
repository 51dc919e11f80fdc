import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../../src/shared/i18n/use-translation';
import { accountPage, accountRequestPath } from '../../../src/application/account-page';
import { isUnauthenticated } from '../../../src/shared/forms/server-errors';
import { ordersPageParam } from '../../../src/features/customer/account/account.rules';
import { AccountLayout } from '../../../src/features/customer/components/account-layout/account-layout';
import { OrderTable } from '../../../src/features/customer/components/order-table/order-table';
import { ordersVariables, useOrders } from '../../../src/features/customer/hooks/use-orders';
import { CustomerOrdersGetDocument } from '../../../src/graphql/documents/CustomerOrdersGetDocument';
import { ErrorScreen, type NotFoundKind } from '../../../src/shared/errors/error-screen';
import type { StorefrontPage } from '../../../src/shared/page';
import { PageHead } from '../../../src/shared/ui/page-head';

type Props = { page: number } | { notFound: NotFoundKind; path: string };

function OrdersView({ page }: { page: number }): React.JSX.Element {
  const { t } = useTranslation('account');
  const history = useOrders(page);
  return (
    <AccountLayout section="orders" title={t('account.orders.title')}>
      <OrderTable orders={history.orders} page={history.page} totalPages={history.totalPages} />
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

/** /my-account/orders/: the order history, newest first, `?page=N` past the first page. */
const OrdersPage: StorefrontPage<Props> = (props) =>
  'notFound' in props ? <NotFound path={props.path} kind={props.notFound} /> : <OrdersView page={props.page} />;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  accountPage<Props>(ctx, async (client) => {
    const path = accountRequestPath(ctx);
    const notFound = { props: { notFound: 'lookup' as const, path }, status: 404 };
    const page = ordersPageParam(ctx.query.page);
    if (page === null) return { props: { notFound: 'invalid' as const, path }, status: 404 };
    const { data, error } = await client.query({
      query: CustomerOrdersGetDocument,
      variables: ordersVariables(page),
      errorPolicy: 'all',
    });
    const orders = data?.customer.orders;
    if (!orders) {
      // The account check beside this query sends a signed-out visitor to sign in; anything else
      // is a failure (never shown as an empty history).
      if (isUnauthenticated(error)) return { props: { page } };
      throw error ?? new Error('The order history could not be loaded');
    }
    if (page > 1 && page > orders.page_info.total_pages) return notFound;
    return { props: { page } };
  });

export default OrdersPage;
