import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { accountPage } from '../../src/application/account-page';
import { AccountLayout } from '../../src/features/customer/components/account-layout/account-layout';
import { NewsletterPanel } from '../../src/features/customer/components/newsletter-panel/newsletter-panel';
import type { StorefrontPage } from '../../src/shared/page';

/** /my-account/newsletter/: whether the customer gets the newsletter, and the switch. */
const NewsletterPage: StorefrontPage = () => {
  const { t } = useTranslation('account');
  return (
    <AccountLayout section="newsletter" title={t('account.newsletter.title')}>
      <NewsletterPanel />
    </AccountLayout>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) => accountPage(ctx);

export default NewsletterPage;
