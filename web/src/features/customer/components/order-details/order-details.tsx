import { Link } from '../../../../shared/ui/link';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatDate, formatPrice } from '../../../../shared/format/format.rules';
import { formatDispatchDay } from '../../../../shared/format/dispatch-day.rules';
import { formatPercent } from '../../../../shared/format/number.rules';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { orderFinanceProductName } from '../../../finance/finance.rules';
import { addressLines } from '../../addresses/address-format.rules';
import { useOrderStatusText } from '../order-table/order-table';
import { orderDetailsStyles } from './order-details.styles';

type Money = { value: number; currency: string };
type OrderAddress = {
  firstname: string;
  lastname: string;
  street: readonly string[];
  city: string;
  postcode: string;
  region?: string | null;
  country_code: string;
  telephone?: string | null;
};

export type OrderDetailsData = {
  number: string;
  order_date: string;
  status: string;
  total: { subtotal: Money; total_shipping: Money; grand_total: Money; discount?: Money | null };
  shipping_address?: OrderAddress | null;
  billing_address?: OrderAddress | null;
  shipping_method?: string | null;
  payment_methods: readonly { name: string }[];
  items: readonly {
    id: string;
    product_name: string;
    product_sku: string;
    quantity_ordered: number;
    product_sale_price: Money;
    row_total: Money;
  }[];
  certificate?: { amount: Money; issuer: string } | null;
  finance?: {
    product_name: string;
    months: number;
    apr: number;
    deposit: Money;
    loan_amount: Money;
    monthly_repayment: Money;
    final_payment: Money;
    payments: number;
    total_repayable: Money;
  } | null;
  dispatch_date?: string | null;
  collection_store?: string | null;
  card_last4?: string | null;
  status_history?: readonly { status: string; at: string }[];
};

/**
 * One order (order-details, spec §3 order labels): id, date, status, the addresses, shipping and
 * payment method, the items with their subtotals (the row totals the orders module works out, never
 * multiplied here), the totals, the Cycle to Work certificate when one was used, and a print button
 * (order view and print).
 */
export function OrderDetails({
  order,
  countryName,
}: {
  order: OrderDetailsData;
  countryName: (code: string) => string;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  const { t: financeT } = useTranslation('finance');
  const { locale = 'en-GB' } = useRouter();
  const statusText = useOrderStatusText();
  const money = (amount: Money) => formatPrice(amount.value, locale, amount.currency);
  const notGiven = t('account.orderDetails.notGiven');
  // Method codes in the shopper's words; a code the storefront has no wording for shows as it comes.
  const methodText = (code: string) => t(`account.orderDetails.methods.${code}`, { defaultValue: code });
  const paymentText = (code: string) => t(`account.orderDetails.payments.${code}`, { defaultValue: code });
  // The loan's product in the shopper's words, as the order email names it; the lender's own name
  // where the page came without the finance words.
  const financeProduct = (finance: NonNullable<OrderDetailsData['finance']>) =>
    orderFinanceProductName(finance, (key, options) => financeT(key, { ...options, defaultValue: finance.product_name }), locale);
  const address = (value: OrderAddress | null | undefined) =>
    value ? (
      <address>
        {addressLines(value, countryName).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
        {value.telephone ?? null}
      </address>
    ) : (
      <p>{notGiven}</p>
    );

  return (
    <div css={orderDetailsStyles} data-testid="OrderDetails-root">
      <div className="toolbar">
        <Link href="/my-account/orders/">{t('account.orderDetails.back')}</Link>
        <button type="button" css={secondaryButtonStyles} onClick={() => window.print()}>
          {t('account.orderDetails.print')}
        </button>
      </div>
      <dl>
        <dt>{t('account.orderDetails.orderId')}</dt>
        <dd>{order.number}</dd>
        <dt>{t('account.orderDetails.date')}</dt>
        <dd>
          <time dateTime={order.order_date}>{formatDate(order.order_date, locale)}</time>
        </dd>
        <dt>{t('account.orderDetails.status')}</dt>
        <dd>{statusText(order.status)}</dd>
        {order.dispatch_date ? (
          <>
            <dt>{t('account.orderDetails.dispatchDate')}</dt>
            <dd>
              <time dateTime={order.dispatch_date}>{formatDispatchDay(order.dispatch_date, locale)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="panels">
        <section className="panel" aria-labelledby="order-shipping-address">
          <h2 id="order-shipping-address">{t('account.orderDetails.shippingAddress')}</h2>
          {address(order.shipping_address)}
        </section>
        <section className="panel" aria-labelledby="order-billing-address">
          <h2 id="order-billing-address">{t('account.orderDetails.billingAddress')}</h2>
          {address(order.billing_address)}
        </section>
        <section className="panel" aria-labelledby="order-shipping-method">
          <h2 id="order-shipping-method">{t('account.orderDetails.shippingMethod')}</h2>
          <p>{order.shipping_method ? methodText(order.shipping_method) : notGiven}</p>
          {order.collection_store ? (
            <p>
              {t('account.orderDetails.collectionStore')}: {order.collection_store}
            </p>
          ) : null}
        </section>
        <section className="panel" aria-labelledby="order-payment-method">
          <h2 id="order-payment-method">{t('account.orderDetails.paymentMethod')}</h2>
          <p>{order.payment_methods.map((m) => paymentText(m.name)).join(', ') || notGiven}</p>
          {order.card_last4 ? <p>{t('account.orderDetails.card', { last4: order.card_last4 })}</p> : null}
        </section>
      </div>
      <section aria-labelledby="order-items">
        <h2 id="order-items">{t('account.orderDetails.items')}</h2>
        <div className="items">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('account.orderDetails.productName')}</th>
                <th scope="col">{t('account.orderDetails.sku')}</th>
                <th scope="col" className="number">
                  {t('account.orderDetails.quantity')}
                </th>
                <th scope="col" className="money">
                  {t('account.orderDetails.price')}
                </th>
                <th scope="col" className="money">
                  {t('account.orderDetails.subtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.product_name}</th>
                  <td>{item.product_sku}</td>
                  <td className="number">{item.quantity_ordered}</td>
                  <td className="money">{money(item.product_sale_price)}</td>
                  <td className="money">{money(item.row_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <dl className="totals" data-testid="OrderDetails-totals">
        <dt>{t('account.orderDetails.subtotal')}</dt>
        <dd>{money(order.total.subtotal)}</dd>
        {order.total.discount && order.total.discount.value > 0 ? (
          <>
            <dt>{t('account.orderDetails.discount')}</dt>
            <dd>−{money(order.total.discount)}</dd>
          </>
        ) : null}
        <dt>{t('account.orderDetails.shipping')}</dt>
        <dd>{money(order.total.total_shipping)}</dd>
        {order.certificate ? (
          <>
            <dt>{t('account.orderDetails.certificateAmount')}</dt>
            <dd>{money(order.certificate.amount)}</dd>
            <dt>{t('account.orderDetails.certificateIssuer')}</dt>
            <dd>{order.certificate.issuer}</dd>
          </>
        ) : null}
        <dt className="grand">{t('account.orderDetails.grandTotal')}</dt>
        <dd className="grand">{money(order.total.grand_total)}</dd>
      </dl>
      {order.finance ? (
        <section aria-labelledby="order-finance" data-testid="OrderDetails-finance">
          <h2 id="order-finance">{t('account.orderDetails.finance.title')}</h2>
          <dl className="totals">
            <dt>{t('account.orderDetails.finance.product')}</dt>
            <dd>{financeProduct(order.finance)}</dd>
            <dt>{t('account.orderDetails.finance.deposit')}</dt>
            <dd>{money(order.finance.deposit)}</dd>
            <dt>{t('account.orderDetails.finance.loan')}</dt>
            <dd>{money(order.finance.loan_amount)}</dd>
            {order.finance.payments > 1 ? (
              <>
                <dt>{t('account.orderDetails.finance.monthly', { count: order.finance.payments - 1 })}</dt>
                <dd>{money(order.finance.monthly_repayment)}</dd>
              </>
            ) : null}
            <dt>{t('account.orderDetails.finance.final')}</dt>
            <dd>{money(order.finance.final_payment)}</dd>
            <dt>{t('account.orderDetails.finance.total')}</dt>
            <dd>{money(order.finance.total_repayable)}</dd>
            <dt>{t('account.orderDetails.finance.apr', { months: order.finance.months })}</dt>
            <dd>{t('account.orderDetails.finance.percent', { value: formatPercent(order.finance.apr, locale) })}</dd>
          </dl>
        </section>
      ) : null}
      {order.status_history && order.status_history.length ? (
        <section aria-labelledby="order-history">
          <h2 id="order-history">{t('account.orderDetails.history')}</h2>
          <ol>
            {order.status_history.map((change, index) => (
              <li key={index}>
                {t('account.orderDetails.historyEntry', {
                  status: statusText(change.status),
                  date: formatDate(change.at, locale),
                })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
