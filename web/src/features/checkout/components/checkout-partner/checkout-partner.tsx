import { useQuery } from '../../../../shared/apollo/query-hooks';
import { useMutation } from '../../../../shared/apollo/use-mutation';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { CheckoutPartnerStartDocument } from '../../../../graphql/documents/CheckoutPartnerStartDocument';
import { CheckoutPartnerStatusGetDocument } from '../../../../graphql/documents/CheckoutPartnerStatusGetDocument';
import { RETURN_POLL_MS, usePollDeadline } from '../../hooks/use-poll-deadline';
import { callFailure } from '../../../../shared/forms/server-errors';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { CheckoutStep } from '../checkout-step/checkout-step';

/**
 * Countries the cross-border partner serves (spec §2, §9): the shop hands the cart to the partner
 * (a signed, expiring session) and the shopper continues on the partner's page, in their currency
 * with duties and taxes; the partner sends them back here once it has confirmed the order.
 */
export function CheckoutPartnerHandoff({ cartId }: { cartId: string }): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const [start, { loading }] = useMutation(CheckoutPartnerStartDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const go = async () => {
    setProblem(null);
    try {
      const { data } = await start({ variables: { cartId } });
      const url = data?.startPartnerCheckout.redirect_url;
      // The partner's page is another site: a full navigation, to the address the shop configured.
      if (url) window.location.assign(url);
    } catch (error) {
      setProblem(callFailure(error).message ?? t('checkout.generic'));
    }
  };
  return (
    <CheckoutStep title={t('checkout.partner.title')} testId="CheckoutPartner-root">
      <p>{t('checkout.partner.message')}</p>
      <button type="button" css={buttonStyles} onClick={() => void go()} disabled={loading} aria-disabled={loading}>
        {loading ? t('checkout.partner.starting') : t('checkout.partner.continue')}
      </button>
      <div aria-live="polite">{problem ? <p className="problem">{problem}</p> : null}</div>
    </CheckoutStep>
  );
}

/**
 * Back from the partner: the order once the partner's confirmation has arrived (then on to its
 * confirmation page); until then a waiting message that asks again every few seconds.
 */
export function CheckoutPartnerReturn({ session }: { session: string }): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const { data, stopPolling } = useQuery(CheckoutPartnerStatusGetDocument, {
    variables: { session },
    fetchPolicy: 'network-only',
    pollInterval: RETURN_POLL_MS,
  });
  const status = data?.partnerCheckoutStatus ?? null;
  const gaveUp = usePollDeadline(stopPolling);
  useEffect(() => {
    if (status?.order_number) {
      stopPolling();
      void router.replace(`/checkout/success/${encodeURIComponent(status.order_number)}/`);
    } else if (status?.expired) stopPolling();
  }, [status, stopPolling, router]);
  const message = status?.expired
    ? t('checkout.partnerReturn.expired')
    : gaveUp
      ? t('checkout.partnerReturn.slow')
      : t('checkout.partnerReturn.waiting');
  return (
    <p className="step" role="status" data-testid="CheckoutPartnerReturn-status">
      {data && status === null ? t('checkout.partnerReturn.unknown') : message}
    </p>
  );
}
