import type { GetServerSideProps } from 'next';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import { PasswordPolicyGetDocument } from '../../src/graphql/documents/PasswordPolicyGetDocument';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { AuthNewPasswordForm } from '../../src/features/customer/components/auth-new-password-form/auth-new-password-form';
import { AuthResetRequestForm } from '../../src/features/customer/components/auth-reset-request-form/auth-reset-request-form';
import { localisedPath } from '../../src/features/customer/account/account.rules';
import { resetPageStep } from '../../src/features/customer/auth/reset-token.rules';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';
import { serverEnv } from '../../src/shared/config/server-env';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = {
  /** Whether the emailed link's token waits in its cookie: the page then asks for the new password. */
  hasToken: boolean;
};

/**
 * Password reset (spec: /auth/reset-password): asks for the email address, or, opened from the
 * emailed link (?token=...), sets the new password.
 */
const ResetPasswordPage: StorefrontPage<Props> = ({ hasToken }) => {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHead title={hasToken ? t('auth.newPassword.pageTitle') : t('auth.resetRequest.pageTitle')} noIndex />
      {hasToken ? <AuthNewPasswordForm /> : <AuthResetRequestForm />}
    </>
  );
};

/**
 * The emailed link's token stays on the server (features/customer/auth/reset-token.rules.ts): the
 * link's request puts it in an HttpOnly cookie and is sent on to the address without it, whose
 * render only says whether there is one. The new-password form sends the password to a shim that
 * reads the cookie (pages/api/nuxt/auth/new-password.ts). So the address bar, the history, the
 * router's query, the language links, the page's HTML and its props carry no token, and no script on
 * the page can read it. The cookie stays until the password is set, the token is refused as expired
 * or used, the shopper asks for another link, or the link's hour passes (resetPageStep).
 */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  // Never sent on as a referrer, never kept by a cache: the link's answer and the form's.
  ctx.res.setHeader('Referrer-Policy', 'no-referrer');
  ctx.res.setHeader('Cache-Control', 'no-store');
  const step = resetPageStep(ctx.query, ctx.req.cookies, serverEnv().cookieSecure);
  if (step.redirect) {
    if (step.setCookie) ctx.res.appendHeader('Set-Cookie', step.setCookie);
    return {
      redirect: { destination: localisedPath('/auth/reset-password/', ctx.locale, ctx.defaultLocale), permanent: false },
    };
  }
  const { hasToken } = step;
  return shopperPage<Props>(ctx, {
    namespaces: ['auth'],
    load: async (client) => {
      // With a token the page asks for a new password: the rule it explains and checks; without,
      // for the email address: the field rules it checks.
      await client.query({ query: hasToken ? PasswordPolicyGetDocument : CustomerFieldPolicyGetDocument });
      return { props: { hasToken } };
    },
  });
};

export default ResetPasswordPage;
