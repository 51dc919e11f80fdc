import type { GetServerSideProps } from 'next';
import { clearCookie, serialiseCookie, SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import { PasswordPolicyGetDocument } from '../../src/graphql/documents/PasswordPolicyGetDocument';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { AuthNewPasswordForm } from '../../src/features/customer/components/auth-new-password-form/auth-new-password-form';
import { AuthResetRequestForm } from '../../src/features/customer/components/auth-reset-request-form/auth-reset-request-form';
import { localisedPath } from '../../src/features/customer/account/account.rules';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';
import { serverEnv } from '../../src/shared/config/server-env';
import { PageHead } from '../../src/shared/ui/page-head';

type Props = { token: string | null };

/** The longest reset token taken from a link (the shop's are 43 characters). */
const MAX_TOKEN = 256;

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

/**
 * The emailed link's token never stays in an address: the link's request hands it to this page in
 * a cookie (HttpOnly, for the one redirect) and is sent on to the address without it, whose render
 * reads the cookie once and removes it. So the address bar, the history, the router's query, the
 * language links and anything an analytics tag reads of the page's address carry no live token; the
 * form keeps it from the page's props. Reloading the page then asks for the email address again.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const secure = serverEnv().cookieSecure;
  // Never sent on as a referrer, never kept by a cache: the link's answer and the form's.
  ctx.res.setHeader('Referrer-Policy', 'no-referrer');
  ctx.res.setHeader('Cache-Control', 'no-store');
  const fromLink = typeof ctx.query.token === 'string' ? ctx.query.token.trim() : '';
  if (fromLink) {
    if (fromLink.length <= MAX_TOKEN)
      ctx.res.appendHeader('Set-Cookie', serialiseCookie(SHOP_COOKIES.resetToken, fromLink, { secure }));
    return {
      redirect: { destination: localisedPath('/auth/reset-password/', ctx.locale, ctx.defaultLocale), permanent: false },
    };
  }
  const handed = ctx.req.cookies[SHOP_COOKIES.resetToken.name]?.trim() || null;
  if (handed) ctx.res.appendHeader('Set-Cookie', clearCookie(SHOP_COOKIES.resetToken, { secure }));
  const token = handed && handed.length <= MAX_TOKEN ? handed : null;
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
