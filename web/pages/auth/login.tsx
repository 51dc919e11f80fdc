import type { GetServerSideProps } from 'next';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { AuthLoginForm } from '../../src/features/customer/components/auth-login-form/auth-login-form';
import { useAfterSignIn } from '../../src/application/auth/use-after-sign-in';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';
import { PageHead } from '../../src/shared/ui/page-head';

/** Sign in (spec: /auth/login). Signed-in shoppers never get here: the proxy sends them on. */
const LoginPage: StorefrontPage = () => {
  const { t } = useTranslation('auth');
  const afterSignIn = useAfterSignIn();
  return (
    <>
      <PageHead title={t('auth.login.pageTitle')} noIndex />
      <AuthLoginForm afterSignIn={afterSignIn} />
    </>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) =>
  shopperPage(ctx, {
    namespaces: ['auth'],
    // The field rules (the email's shape) the form checks, rendered from the cache.
    load: async (client) => {
      await client.query({ query: CustomerFieldPolicyGetDocument });
      return { props: {} };
    },
  });

export default LoginPage;
