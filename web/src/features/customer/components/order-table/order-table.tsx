import { Link } from '../../../../shared/ui/link';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatDate, formatPrice } from '../../../../shared/format/format.rules';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { orderDetailsHref, ordersPageHref, orderStatus } from '../../account/account.rules';
import { emptyStyles, orderTableStyles, paginationStyles } from './order-table.styles';

export type OrderRow = {
  id: string;
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: { value: number; currency: string } };
};

/** An order's status in the storefront's language (an unknown code is shown as it comes). */
export function useOrderStatusText() {
  const { t } = useTranslation('account');
  return (code: string): string => {
    const known = orderStatus(code);
    return known ? t(`account.orderStatus.${known}`) : code;
  };
}

/**
 * The order history (spec §3 order labels): Order id, Date, Status, Total and a "View order" link
 * per row, newest first, with page links when there is more than one page; an empty history says
 * so and offers the way to the shop.
 */
export function OrderTable({
  orders,
  page,
  totalPages,
}: {
  orders: OrderRow[];
  page: number;
  totalPages: number;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  const { locale = 'en-GB' } = useRouter();
  const statusText = useOrderStatusText();
  if (orders.length === 0) {
    return (
      <div css={emptyStyles} data-testid="OrderTable-empty">
        <p>{t('account.orders.empty')}</p>
        <Link href="/" css={buttonStyles}>
          {t('account.orders.startShopping')}
        </Link>
      </div>
    );
  }
  const columns = {
    orderId: t('account.orders.orderId'),
    date: t('account.orders.date'),
    status: t('account.orders.status'),
    total: t('account.orders.total'),
    action: t('account.orders.action'),
  };
  return (
    <div css={orderTableStyles} data-testid="OrderTable-root">
      <table>
        <caption>{t('account.orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.orderId}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className="money">
              {columns.total}
            </th>
            <th scope="col">{columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" data-label={columns.orderId}>
                {order.number}
              </th>
              <td data-label={columns.date}>
                <time dateTime={order.order_date}>{formatDate(order.order_date, locale)}</time>
              </td>
              <td data-label={columns.status}>{statusText(order.status)}</td>
              <td data-label={columns.total} className="money">
                {formatPrice(order.total.grand_total.value, locale, order.total.grand_total.currency)}
              </td>
              <td data-label={columns.action}>
                <Link href={orderDetailsHref(order.number)} aria-label={t('account.orders.viewLabel', { number: order.number })}>
                  {t('account.orders.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 ? (
        <nav css={paginationStyles} aria-label={t('account.orders.pagination')}>
          <ul>
            <li>
              {page > 1 ? (
                <Link href={ordersPageHref(page - 1)} rel="prev">
                  {t('account.orders.previous')}
                </Link>
              ) : (
                <span className="disabled" aria-disabled="true">
                  {t('account.orders.previous')}
                </span>
              )}
            </li>
            {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  href={ordersPageHref(n)}
                  aria-label={t('account.orders.page', { page: n })}
                  aria-current={n === page ? 'page' : undefined}
                >
                  {n}
                </Link>
              </li>
            ))}
            <li>
              {page < totalPages ? (
                <Link href={ordersPageHref(page + 1)} rel="next">
                  {t('account.orders.next')}
                </Link>
              ) : (
                <span className="disabled" aria-disabled="true">
                  {t('account.orders.next')}
                </span>
              )}
            </li>
          </ul>
          <p>{t('account.orders.summary', { page, total: totalPages })}</p>
        </nav>
      ) : null}
    </div>
  );
}
