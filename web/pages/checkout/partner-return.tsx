import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { accountPage } from '../../src/application/account-page';
import { CheckoutPartnerReturn } from '../../src/features/checkout/components/checkout-partner/checkout-partner';
import { checkoutPageStyles } from '../../src/features/checkout/components/checkout-page/checkout-page.styles';
import type { StorefrontPage } from '../../src/shared/page';
import { containerStyles } from '../../src/shared/ui/button.styles';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = { session: string };

/** /checkout/partner-return/?session=…: back from the cross-border partner, waiting for its confirmation. Private. */
const PartnerReturn: StorefrontPage<Props> = ({ session }) => {
  const { t } = useTranslation('checkout');
  return (
    <div css={[containerStyles, checkoutPageStyles]}>
      <PageHead title={t('checkout.partnerReturn.title')} noIndex />
      <h1>{t('checkout.partnerReturn.title')}</h1>
      <CheckoutPartnerReturn session={session} />
    </div>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  accountPage<Props>(ctx, async () => {
    const session =
      typeof ctx.query.session === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(ctx.query.session) ? ctx.query.session : '';
    return { props: { session }, namespaces: ['checkout'] };
  });

export default PartnerReturn;
