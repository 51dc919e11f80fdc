import type { GetServerSideProps } from 'next';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { AuthRegisterForm } from '../../src/features/customer/components/auth-register-form/auth-register-form';
import { useAfterSignIn } from '../../src/application/auth/use-after-sign-in';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';
import { PageHead } from '../../src/shared/ui/page-head';
import { PasswordPolicyGetDocument } from '../../src/graphql/documents/PasswordPolicyGetDocument';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';

/** Create an account (spec: /auth/register); the new customer is signed in straight away. */
const RegisterPage: StorefrontPage = () => {
  const { t } = useTranslation('auth');
  const afterSignIn = useAfterSignIn();
  return (
    <>
      <PageHead title={t('auth.register.pageTitle')} noIndex />
      <AuthRegisterForm afterSignIn={afterSignIn} />
    </>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) =>
  shopperPage(ctx, {
    namespaces: ['auth'],
    // The password and field rules the form explains and checks, rendered from the cache.
    load: async (client) => {
      await Promise.all([
        client.query({ query: PasswordPolicyGetDocument }),
        client.query({ query: CustomerFieldPolicyGetDocument }),
      ]);
      return { props: {} };
    },
  });

export default RegisterPage;
