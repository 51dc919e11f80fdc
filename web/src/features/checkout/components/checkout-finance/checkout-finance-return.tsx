import { useQuery } from '../../../../shared/apollo/query-hooks';
import { Link } from '../../../../shared/ui/link';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useEffect } from 'react';
import { RETURN_POLL_MS, usePollDeadline } from '../../hooks/use-poll-deadline';
import type { FinanceApplicationStatus } from '../../../../graphql/graphql';
import { CheckoutFinanceApplicationGetDocument } from '../../../../graphql/documents/CheckoutFinanceApplicationGetDocument';

/**
 * Back from the lender: where the finance application stands (the lender reports its decision to
 * the shop by webhook). While it is submitted the page asks again every few seconds; accepted,
 * referred and declined each say what happens to the order, with a link to it.
 */
export function CheckoutFinanceReturn({ application }: { application: string }): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const { data, stopPolling } = useQuery(CheckoutFinanceApplicationGetDocument, {
    variables: { application },
    fetchPolicy: 'network-only',
    pollInterval: RETURN_POLL_MS,
    skip: !application,
  });
  const status = data?.financeApplication ?? null;
  const waiting = !status || (status.status === 'SUBMITTED' && !status.expired);
  const gaveUp = usePollDeadline(stopPolling);
  useEffect(() => {
    if (data && !waiting) stopPolling();
  }, [data, waiting, stopPolling]);

  if (!application || (data && status === null)) {
    return (
      <p className="step" role="status" data-testid="CheckoutFinanceReturn-status">
        {t('checkout.financeReturn.unknown')}
      </p>
    );
  }
  const message = !status
    ? t('checkout.financeReturn.waiting')
    : status.expired
      ? t('checkout.financeReturn.expired')
      : (
          {
            SUBMITTED: gaveUp ? t('checkout.financeReturn.slow') : t('checkout.financeReturn.waiting'),
            REFERRED: t('checkout.financeReturn.referred'),
            ACCEPTED: t('checkout.financeReturn.accepted'),
            DECLINED: t('checkout.financeReturn.declined'),
            EXPIRED: t('checkout.financeReturn.expired'),
          } satisfies Record<FinanceApplicationStatus, string>
        )[status.status];
  return (
    <div className="step">
      <p role="status" data-testid="CheckoutFinanceReturn-status" data-status={status?.status ?? 'LOADING'}>
        {message}
      </p>
      {status ? (
        <p>
          <Link href={`/my-account/orders/${encodeURIComponent(status.order_number)}/`}>
            {t('checkout.financeReturn.viewOrder')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
