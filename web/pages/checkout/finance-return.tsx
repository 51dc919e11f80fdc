import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { accountPage } from '../../src/application/account-page';
import { CheckoutFinanceReturn } from '../../src/features/checkout/components/checkout-finance/checkout-finance-return';
import { checkoutPageStyles } from '../../src/features/checkout/components/checkout-page/checkout-page.styles';
import type { StorefrontPage } from '../../src/shared/page';
import { containerStyles } from '../../src/shared/ui/button.styles';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = { application: string };

/** /checkout/finance-return/?application=…: back from the lender, waiting for (or showing) its decision. Private. */
const FinanceReturn: StorefrontPage<Props> = ({ application }) => {
  const { t } = useTranslation('checkout');
  return (
    <div css={[containerStyles, checkoutPageStyles]}>
      <PageHead title={t('checkout.financeReturn.title')} noIndex />
      <h1>{t('checkout.financeReturn.title')}</h1>
      <CheckoutFinanceReturn application={application} />
    </div>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  accountPage<Props>(ctx, async () => {
    const application =
      typeof ctx.query.application === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(ctx.query.application)
        ? ctx.query.application
        : '';
    return { props: { application }, namespaces: ['checkout'] };
  });

export default FinanceReturn;
