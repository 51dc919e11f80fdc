import { useQuery } from '../../../src/shared/apollo/query-hooks';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../../src/shared/i18n/use-translation';
import { Link } from '../../../src/shared/ui/link';
import { useEffect, useRef } from 'react';
import { accountPage } from '../../../src/application/account-page';
import { loadCustomerOrder, type OrderPageProps } from '../../../src/application/order-page';
import { OrderDetails } from '../../../src/features/customer/components/order-details/order-details';
import { useOrder } from '../../../src/features/customer/hooks/use-orders';
import { pushPurchase } from '../../../src/features/checkout/checkout-analytics';
import { CountriesConfigGetDocument } from '../../../src/graphql/documents/CountriesConfigGetDocument';
import { ErrorScreen } from '../../../src/shared/errors/error-screen';
import type { StorefrontPage } from '../../../src/shared/page';
import { buttonStyles, containerStyles } from '../../../src/shared/ui/button.styles';
import { PageHead } from '../../../src/shared/ui/page-head';

type Props = OrderPageProps;

function Confirmation({ number }: { number: string }): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const order = useOrder(number);
  const { data } = useQuery(CountriesConfigGetDocument, { fetchPolicy: 'cache-first' });
  const countryName = (code: string) => data?.countriesConfig.find((c) => c.code === code)?.name ?? code;
  const sent = useRef(false);
  useEffect(() => {
    if (order && !sent.current) {
      sent.current = true;
      pushPurchase(order);
    }
  }, [order]);
  return (
    <div css={[containerStyles, { paddingBlock: '1.5rem 3rem' }]}>
      <PageHead title={t('checkout.success.title')} noIndex />
      <h1 data-testid="CheckoutSuccess-title">{t('checkout.success.title')}</h1>
      <p>{t('checkout.success.number', { number })}</p>
      <p>{t('checkout.success.email')}</p>
      {order ? <OrderDetails order={order} countryName={countryName} /> : null}
      <p>
        <Link href="/" css={buttonStyles}>
          {t('checkout.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

/** /checkout/success/{orderNumber}/: the order just placed (the customer's own; anyone else gets 404). */
const CheckoutSuccess: StorefrontPage<Props> = (props) =>
  'notFound' in props ? (
    <ErrorScreen statusCode={404} path={props.path} notFound={props.notFound} />
  ) : (
    <Confirmation number={props.number} />
  );

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  accountPage<Props>(ctx, (client) => loadCustomerOrder(client, ctx, ['checkout']));

export default CheckoutSuccess;
