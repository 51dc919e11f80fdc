import type { GetServerSideProps } from 'next';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import { PasswordPolicyGetDocument } from '../../src/graphql/documents/PasswordPolicyGetDocument';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { AuthNewPasswordForm } from '../../src/features/customer/components/auth-new-password-form/auth-new-password-form';
import { AuthResetRequestForm } from '../../src/features/customer/components/auth-reset-request-form/auth-reset-request-form';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = { token: string | null };

/**
 * Password reset (spec: /auth/reset-password): asks for the email address, or, opened from the
 * emailed link (?token=...), sets the new password.
 */
const ResetPasswordPage: StorefrontPage<Props> = ({ token }) => {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHead title={token ? t('auth.newPassword.pageTitle') : t('auth.resetRequest.pageTitle')} noIndex />
      {token ? <AuthNewPasswordForm token={token} /> : <AuthResetRequestForm />}
    </>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => {
  const token = typeof ctx.query.token === 'string' && ctx.query.token.trim() ? ctx.query.token.trim() : null;
  if (token) {
    // The reset token is in the URL: never sent on as a referrer, never kept by a cache.
    ctx.res.setHeader('Referrer-Policy', 'no-referrer');
    ctx.res.setHeader('Cache-Control', 'no-store');
  }
  return shopperPage<Props>(ctx, {
    namespaces: ['auth'],
    load: async (client) => {
      // With a token the page asks for a new password: the rule it explains and checks; without,
      // for the email address: the field rules it checks.
      await client.query({ query: token ? PasswordPolicyGetDocument : CustomerFieldPolicyGetDocument });
      return { props: { token } };
    },
  });
};

export default ResetPasswordPage;
